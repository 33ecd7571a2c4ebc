import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension FileSystem {
    /// The files (their folder's resolved path and their name) whose stale temporaries this process has already
    /// removed. By path, not by the folder's inode: a folder removed and another made gets the inode back at once
    /// on ext4, and the new folder went unswept. At most `sweptFileCapacity` of them, the oldest forgotten (and
    /// swept again if written again): a `feed watch --out` a day, or an app saving to a new path per document, grew
    /// the set by every path it ever wrote.
    private static let sweptFiles = Mutex(RecentSet<String>(capacity: sweptFileCapacity))

    /// Enough for every file a feed writes and then some; about 100 bytes a path.
    static let sweptFileCapacity = 1024

    /// Temporary files of writers that no longer run (killed mid-save) are removed; live ones are left alone.
    /// A name is `NAME.feed-tmp-<pid>`, or `NAME.feed-tmp-<pid>-<n>` for a writer of a path another of its process
    /// held.
    ///
    /// Once per name and folder in a process: a temporary is left only by a writer that was killed, which a
    /// running process never is for itself, so its own later writes have nothing new to find. Listing the folder
    /// at every write cost `feed watch --out /tmp/x.json` a listing of all of `/tmp` at each rebuild (about 1 ms,
    /// more in a big folder). A writer killed while this process runs leaves its temporary to the next process.
    static func removeStaleTemporaries(of path: String) {
        removeStaleTemporaries(of: path, remembering: sweptFiles)
    }

    /// `removeStaleTemporaries(of:)` with the files already swept in `swept` (a test's own, unshared).
    static func removeStaleTemporaries(of path: String, remembering swept: borrowing Mutex<RecentSet<String>>) {
        let directory = Paths.directory(of: path)
        guard let resolved = resolve(directory) else { return }
        let name = Paths.fileName(of: path)
        guard swept.withLock({ $0.insert(Paths.join(resolved, name)) }) else { return }
        sweep(directory, prefix: name + AtomicFile.temporaryMark)
        // Versions before the `.feed-tmp-` mark named their temporaries `NAME.tmp-<pid>`; one a killed build left
        // in a feed's own `.feed/` folder, which holds nothing of the user's, was kept for good (a whole state
        // file's size). Elsewhere such a name may be the user's (`notes.json.tmp-2024`), and is left alone.
        if name == Paths.fileName(of: StateStore.relativePath),
            Paths.fileName(of: resolved) == Paths.directory(of: StateStore.relativePath)
        {
            sweep(directory, prefix: name + Self.legacyTemporaryMark)
        }
    }

    /// The mark of temporaries before `AtomicFile.temporaryMark`.
    static let legacyTemporaryMark = ".tmp-"

    /// No Linux process id reaches this (`PID_MAX_LIMIT`, the ceiling of `pid_max`).
    private static let pidCeiling: Int32 = 1 << 22

    /// Removes the temporaries named `prefix<pid>[-<n>]` in `directory` whose process is gone. A number no process
    /// can have is not a writer's: `--out notes.json` removed the user's `notes.json.tmp-20240101`.
    private static func sweep(_ directory: String, prefix: String) {
        guard let names = try? directoryNames(directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            guard let pid = Int32(suffix.prefix { $0 != "-" }), pid < pidCeiling,
                suffix.firstIndex(of: "-").map({ Int(suffix[suffix.index(after: $0)...]) != nil }) ?? true
            else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                unlink(Paths.join(directory, name))
            }
        }
    }
}
