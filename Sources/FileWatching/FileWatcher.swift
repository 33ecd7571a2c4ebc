import Glibc
import Synchronization

/// Watches a folder and selected subfolders, and reports changed files in debounced batches.
///
/// The watched folder is watched without its subfolders, except those in `WatchOptions.recursiveFolders`
/// (`lib` and `data` by default), which are watched with all their subfolders, including ones made later.
/// Directories are watched rather than files, so saving by writing a temporary file and renaming it over the
/// original (vim, JetBrains, `sed -i`, atomic writers) is seen every time. Never reported: hidden entries (`.x.swp`,
/// `.#x`, the host's `.feed/`), `*~`, `4913`, `*.swp`, `*.swx`, `#x#`, `*___jb_tmp___`, `*___jb_old___`.
///
/// Batches wait only while events keep arriving: a lone save (its file closed after writing, or renamed into
/// place) is cut `WatchOptions.settle` after its last event, so it is acted on at once. A batch that began within
/// `WatchOptions.debounce` of the previous batch's last event (within `WatchOptions.maximumDelay` when that batch
/// was part of a burst too), or that holds a file created but not yet
/// closed, a removed file (it may be replaced at once) or a directory change, is cut when no relevant event came for
/// `WatchOptions.debounce` instead; polling always waits for `debounce`. No batch waits longer than
/// `WatchOptions.maximumDelay` after its first event, so a burst of saves gives a few batches and the last one
/// holds the final content. Files whose bytes did not change (a touch, an identical save, delete and re-create
/// with the same bytes within one batch) are not reported. A file longer than `WatchOptions.hashLimit` is compared
/// by that many bytes and its size. An entry whose name is not UTF-8 is reported `created` and `deleted` under its
/// name repaired with U+FFFD, as nothing can be read of it by that name. A file that is a symlink (to a target
/// inside the folder) changes when its target is written, wherever the target lies.
///
/// Delivery is pull-based, made for a command-line loop that also handles signals:
///
/// ```swift
/// let watcher = try FileWatcher(folder: "plugins", notice: { print($0) })   // before the first build
/// loop: while true {
///     switch watcher.next(timeout: .seconds(1)) {
///     case .changes(let batch): rebuild(batch)
///     case .timedOut, .interrupted: if sigint { break loop }; if sighup { rebuildAll() }
///     case .stopped: break loop
///     }
/// }
/// ```
///
/// Signals: `poll(2)` is never restarted after a signal handler, so a signal delivered to the thread blocked in
/// `next` ends the wait with `.interrupted`. A process-directed signal may land on another thread, though, so do
/// not rely on that alone: a C signal handler writes a byte to `wakeDescriptor` (async-signal-safe), or a dispatch
/// source or signal thread calls `wake()`; either ends the wait with `.interrupted`. Create the watcher before the
/// first build so that a save during the build is reported afterwards.
///
/// Where inotify is unavailable, or its watch limit is reached (`ENOSPC`), the watcher polls at
/// `WatchOptions.pollInterval` instead, with the same batches, after one line through `notice`; after a scan that
/// took longer than a quarter of the interval it rests four times that scan's time (`ScanPacing`). If the folder
/// itself is renamed away or deleted, it is looked for every poll interval and watched again when it is back; its
/// files are not reported deleted in the meantime, and one batch says what differs when it returns.
///
/// Thread safety: every method may be called from any thread. `next` calls are serialised: one consumer at a time
/// is the intended use. `notice` is called on the thread calling `init` or `next`, outside the watcher's lock.
package final class FileWatcher: Sendable {
    /// The watched folder, as given.
    package let folder: String
    /// The options the watcher was created with.
    package let options: WatchOptions

    private let engine: Mutex<WatchEngine>
    private let wakePipe: WakePipe
    private let isStopped = Atomic<Bool>(false)
    private let backendIsInotify: Atomic<Bool>
    private let notice: @Sendable (String) -> Void

    /// Starts watching `folder`; nothing is reported for the files already there.
    ///
    /// - Parameters:
    ///   - folder: The folder to watch, absolute or relative to the current directory.
    ///   - options: Timing, scope and backend.
    ///   - notice: Receives one-line notices: falling back to polling, the folder gone and back.
    /// - Throws: `WatchError` when `folder` is missing, not a folder, or not readable.
    package init(
        folder: String,
        options: WatchOptions = WatchOptions(),
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(WatchError) {
        guard let wakePipe = WakePipe.open() else {
            throw WatchError(path: folder, reason: .unreadable(errno: errno))
        }
        let engine: WatchEngine
        do {
            engine = try WatchEngine(
                scope: WatchScope(
                    root: folder, recursiveFolders: options.recursiveFolders, hashLimit: options.hashLimit),
                options: options)
        } catch {
            wakePipe.close()
            throw error
        }
        let notices = engine.notices
        engine.notices = []
        self.folder = folder
        self.options = options
        self.wakePipe = wakePipe
        self.notice = notice
        self.backendIsInotify = Atomic(engine.backend == .inotify)
        self.engine = Mutex(engine)
        notices.forEach(notice)
    }

    deinit {
        engine.withLock { $0.shutDown() }
        wakePipe.close()
    }

    /// The backend in use; changes from `.inotify` to `.polling` once if the watch limit is reached.
    package var backend: WatchBackend {
        backendIsInotify.load(ordering: .relaxed) ? .inotify : .polling
    }

    /// Blocks until a batch of changes is ready, `timeout` passes, `wake()` is called, a signal arrives on this
    /// thread, or the watcher is stopped.
    ///
    /// - Parameter timeout: The longest to wait; zero or negative only collects what is already due.
    /// - Returns: `.changes` with a non-empty batch sorted by path, or why nothing was returned.
    package func next(timeout: Duration) -> WatchResult {
        let deadline = ContinuousClock.now + timeout
        while true {
            if isStopped.load(ordering: .acquiring) {
                return .stopped
            }
            let outcome = engine.withLock { engine in
                let outcome = engine.step(until: deadline, wake: wakePipe)
                backendIsInotify.store(engine.backend == .inotify, ordering: .relaxed)
                return outcome
            }
            outcome.notices.forEach(notice)
            if outcome.result == .interrupted && isStopped.load(ordering: .acquiring) {
                return .stopped
            }
            if let result = outcome.result {
                return result
            }
        }
    }

    /// The write end of the watcher's wake pipe, for C signal handlers.
    ///
    /// Writing one byte to it (`write(2)` is async-signal-safe) has the effect of `wake()`. Keep the watcher alive
    /// while a handler may write: the descriptor is closed when the watcher is released.
    package var wakeDescriptor: Int32 {
        wakePipe.writeEnd
    }

    /// Ends a wait in `next` on another thread with `.interrupted`, or the next wait if none is in progress.
    ///
    /// Takes no lock, but it is a Swift call on an object: from inside a C signal handler write to
    /// `wakeDescriptor` instead.
    package func wake() {
        wakePipe.signal()
    }

    /// Stops watching: a wait in `next` ends, the inotify descriptor is closed, and every later `next` returns
    /// `.stopped`. Calling it again does nothing.
    package func stop() {
        isStopped.store(true, ordering: .releasing)
        wakePipe.signal()
        engine.withLock { $0.shutDown() }
    }
}
