import Glibc

/// The real-time clock, the one file modification times are stamped with.
enum WallClock {
    /// Nanoseconds since the epoch.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
