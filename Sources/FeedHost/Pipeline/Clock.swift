#if canImport(Glibc)
    import Glibc
#endif

/// The monotonic clock, in nanoseconds, for the pipeline's phase timings.
enum Clock {
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
