import FeedHost
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The extra resident memory a piece of work needs at its peak, from the kernel's high-water mark (VmHWM).
enum PeakMemory {
    /// Runs `body` once and returns how far the resident set grew above where it stood before.
    ///
    /// Freed memory the allocator still holds is handed back to the kernel first (`malloc_trim`), so memory an
    /// earlier benchmark freed cannot absorb the growth and hide it; the high-water mark is then reset through
    /// `/proc/self/clear_refs`.
    static func measure<Result>(_ body: () -> Result) -> Int {
        FreedMemory.release()
        let before = resetPeakAndReadResident()
        let result = body()
        let peak = status("VmHWM:")
        withExtendedLifetime(result) {}
        guard let before, let peak else { return -1 }
        return max(0, (peak - before) * 1024)
    }

    private static func resetPeakAndReadResident() -> Int? {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        if descriptor >= 0 {
            _ = "5".withCString { write(descriptor, $0, 1) }
            close(descriptor)
        }
        return status("VmRSS:")
    }

    /// A kilobyte field of /proc/self/status.
    private static func status(_ field: String) -> Int? {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd(), !data.isEmpty else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            let digits = line.dropFirst(field.count).filter(\.isNumber)
            return Int(String(digits))
        }
        return nil
    }
}
