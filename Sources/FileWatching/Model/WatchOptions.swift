/// Timing, scope and backend of a `FileWatcher`.
///
/// The watched folder itself is watched without its subfolders, except those named in `recursiveFolders`, which
/// are watched with every subfolder they have or gain later. Hidden entries (a leading `.`) are never watched.
package struct WatchOptions: Sendable, Equatable {
    /// How long a lone save waits for more events before its batch is delivered (the other half of an editor's
    /// rename-and-write pair arrives within it). inotify only: polling always waits for `debounce`.
    package var settle: Duration
    /// The quiet period after the last relevant event before a batch is delivered when it is part of a burst
    /// (it began within this long of the previous batch's last event), holds a file created but not yet closed
    /// or a file removed (it may be replaced at once), or comes from polling.
    package var debounce: Duration
    /// The longest the first event of a batch waits while events keep arriving; bounds the batches of a burst.
    package var maximumDelay: Duration
    /// The scan interval of the polling backend (the shortest: a scan that takes longer than a quarter of it is
    /// followed by four times its own time), and how often a folder that vanished is looked for again.
    package var pollInterval: Duration
    /// Subfolders of the watched folder (single names, not paths) watched with all their subfolders.
    package var recursiveFolders: [String]
    /// Poll even where inotify works (tests, network mounts where inotify sees nothing).
    package var forcePolling: Bool
    /// A cap on inotify watches below the kernel's; reaching it falls back to polling just as `ENOSPC` does.
    package var watchLimit: Int?
    /// How many bytes of a file are hashed: a longer one is hashed by that many and its size, so that a planted
    /// sparse file of a terabyte costs a 64 MiB read, not an hour of hashing before the first build. The default
    /// is the host's largest read of a watched file (a `data/` file); a change past it in a file that long
    /// changes nothing the host sees, as the host refuses the file by its size.
    package var hashLimit: Int

    /// Creates options; the defaults suit `feed watch`.
    package init(
        settle: Duration = .milliseconds(1),
        debounce: Duration = .milliseconds(30),
        maximumDelay: Duration = .milliseconds(250),
        pollInterval: Duration = .milliseconds(100),
        recursiveFolders: [String] = ["lib", "data"],
        forcePolling: Bool = false,
        watchLimit: Int? = nil,
        hashLimit: Int = 64 << 20
    ) {
        self.settle = settle
        self.debounce = debounce
        self.maximumDelay = maximumDelay
        self.pollInterval = pollInterval
        self.recursiveFolders = recursiveFolders
        self.forcePolling = forcePolling
        self.watchLimit = watchLimit
        self.hashLimit = hashLimit
    }
}
