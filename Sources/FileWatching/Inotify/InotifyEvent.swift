import Glibc

/// One record read from an inotify descriptor.
struct InotifyEvent: Sendable, Equatable {
    /// The watch descriptor; -1 for a queue overflow.
    let watch: Int32
    let mask: UInt32
    /// The entry's name inside the watched directory; empty for events about the directory itself.
    let name: String
    /// Whether the name's bytes are not UTF-8: `name` is then repaired (U+FFFD for each bad sequence) and no path
    /// joined from it reaches the entry.
    var nameIsUndecodable = false

    /// Whether any bit of `flags` (an `IN_*` constant) is set.
    func has(_ flags: Int32) -> Bool {
        mask & UInt32(bitPattern: flags) != 0
    }

    /// The events the watcher asks for on every directory.
    ///
    /// `IN_CLOSE_WRITE` ends a save; `IN_MODIFY` (each write chunk, which the kernel merges while unread) marks a
    /// file unsettled, so a write that closes nothing (`truncate(2)`, a writer keeping its file open) is taken
    /// once its events go quiet, where waiting for a close alone never saw it. Renames and deletes of entries;
    /// the directory's own deletion or move so it can be looked for again. `IN_IGNORED` and `IN_Q_OVERFLOW`
    /// always come.
    static let watchMask = UInt32(
        bitPattern: IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_ONLYDIR
    )
}
