import Synchronization
import Testing

@testable import FileWatching

/// Options that keep tests short: a small debounce and a fast poll.
func testOptions(_ backend: WatchBackend, watchLimit: Int? = nil) -> WatchOptions {
    WatchOptions(
        debounce: .milliseconds(20),
        maximumDelay: .milliseconds(200),
        pollInterval: .milliseconds(20),
        forcePolling: backend == .polling,
        watchLimit: watchLimit
    )
}

/// A watcher on a temporary feed, with the state its batches describe and the notices it printed.
final class WatchHarness {
    let feed: TemporaryFeed
    let watcher: FileWatcher
    var state: ReportedState
    let noticeLog = NoticeLog()

    convenience init(
        _ backend: WatchBackend, files: [String: String] = TemporaryFeed.initialFiles, watchLimit: Int? = nil
    ) throws {
        try self.init(options: testOptions(backend, watchLimit: watchLimit), files: files)
    }

    /// A watcher with the given options.
    init(options: WatchOptions, files: [String: String] = TemporaryFeed.initialFiles) throws {
        feed = TemporaryFeed(files: files)
        state = ReportedState(files: files)
        let log = noticeLog
        watcher = try FileWatcher(
            folder: feed.root,
            options: options,
            notice: { log.append($0) }
        )
    }

    /// Collects batches until the reported state equals `expected`, or a generous timeout passes.
    ///
    /// - Returns: whether the state was reached.
    @discardableResult
    func waitFor(_ expected: [String: UInt64], timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while state.hashes != expected && ContinuousClock.now < deadline {
            pump(for: .milliseconds(50))
        }
        return state.hashes == expected
    }

    /// Waits until `path` is reported holding `text` (or gone when `nil`).
    @discardableResult
    func waitFor(_ path: String, _ text: String?) -> Bool {
        waitFor(state.expecting(path, text))
    }

    /// Collects whatever arrives within `duration`; returns how many batches that was.
    @discardableResult
    func pump(for duration: Duration) -> Int {
        let deadline = ContinuousClock.now + duration
        var count = 0
        while case let remaining = ContinuousClock.now.duration(to: deadline), remaining > .zero {
            if case .changes(let batch) = watcher.next(timeout: remaining) {
                state.apply(batch)
                count += 1
            }
        }
        return count
    }

    /// Whether nothing at all is reported within `duration`.
    func staysQuiet(for duration: Duration = .milliseconds(300)) -> Bool {
        pump(for: duration) == 0
    }
}

/// Notices printed by a watcher, gathered from whatever thread.
final class NoticeLog: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}
