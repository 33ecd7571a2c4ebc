import Glibc

/// Waits until one of a few descriptors is readable or a deadline passes.
enum ReadinessWait {
    /// How a wait ended.
    enum Outcome: Equatable {
        /// The descriptor at this index in the list is readable.
        case readable(Int)
        /// The deadline passed.
        case timedOut
        /// A signal arrived on this thread.
        case interrupted
    }

    /// Blocks until a descriptor in `descriptors` is readable, `deadline` passes or a signal interrupts.
    ///
    /// When several are readable the first in the list wins, so put the one that must not be starved first.
    static func wait(for descriptors: [Int32], until deadline: ContinuousClock.Instant) -> Outcome {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let timeout = milliseconds(ContinuousClock.now.duration(to: deadline))
        let result = poll(&entries, nfds_t(entries.count), timeout)
        if result < 0 {
            return errno == EINTR ? .interrupted : .timedOut
        }
        if result == 0 {
            return .timedOut
        }
        let index = entries.firstIndex { $0.revents != 0 } ?? 0
        return .readable(index)
    }

    /// `duration` in whole milliseconds for `poll(2)`, rounded up so a wait never ends early; 0 when negative.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) {
            return 0
        }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let total = seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(clamping: total)
    }
}
