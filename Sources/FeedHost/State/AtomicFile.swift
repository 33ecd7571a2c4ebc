import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A file being replaced atomically: bytes go to a temporary file next to it, which `commit()` syncs (unless
/// `sync()` did since the last write), renames over the target and makes durable by syncing the directory; a crash
/// at any instant leaves the old file or the new one, never a torn one. `commit(durably: false)` (`--out`) skips
/// both syncs: readers still see the old file or the new one, but a power loss just after may leave an empty one.
///
/// Only a regular file or a new path is replaced: a symlink to a regular file is written through (the link stays),
/// and a device, FIFO, folder or link to one is refused, never renamed over. A file neither committed nor
/// abandoned removes its temporary when released.
///
/// `@unchecked Sendable`: used by one thread at a time (written on one, committed on another once handed over).
final class AtomicFile: @unchecked Sendable {
    /// The target, with a symlink resolved.
    let path: String
    private let temporary: String
    private var descriptor: Int32
    private var failure: String?
    /// Whether the temporary file is synced and nothing was written since (`sync()`).
    private var synced = false

    /// Opens the temporary file for `link`.
    ///
    /// - Parameter makingFolders: whether the folders on the way are created (`.feed/` for the state file); a
    ///   folder missing for `--out` is the user's mistake, reported as the write's failure.
    /// - Throws: `HostError.unwritable` when the target may not be replaced or the temporary cannot be created.
    init(replacing link: String, makingFolders: Bool = true) throws(HostError) {
        if let refusal = WriteTarget.refusal(of: link) { throw .unwritable(path: link, reason: refusal) }
        path = FileSystem.isSymbolicLink(link) ? FileSystem.resolve(link) ?? link : link
        if makingFolders { try FileSystem.makeDirectories(Paths.directory(of: path)) }
        FileSystem.removeStaleTemporaries(of: path)
        temporary = Self.claimTemporary(for: path)
        descriptor = FileSystem.createFresh(temporary)
        guard descriptor >= 0 else {
            let reason = FileSystem.whyNotCreated(temporary)
            Self.release(temporary)
            throw .unwritable(path: path, reason: reason)
        }
        // The rename puts a new file in place: without this a user's 0600 output or state became 0644.
        FileSystem.copyPermissions(of: path, to: descriptor)
    }

    /// The temporaries this process's writers hold now. Two writers of one path at once (two threads saving one
    /// state file) shared `NAME.tmp-<pid>` (now `NAME.feed-tmp-<pid>`): the second unlinked the first's file and made its own there, the
    /// first renamed that one, half written, into place, and the second's rename failed. Each writer now takes a
    /// name no other one holds: `NAME.feed-tmp-<pid>`, else `NAME.feed-tmp-<pid>-2`, `-3`, …
    private static let temporariesInUse = Mutex<Set<String>>([])

    /// What a temporary's name puts between the file's name and the writer's pid. `.tmp-` alone took a user's
    /// `notes.json.tmp-2024` for the temporary of a killed writer 2024, and the first `--out notes.json` removed
    /// it; a name with `feed` in it is the host's own.
    static let temporaryMark = ".feed-tmp-"

    private static func claimTemporary(for path: String) -> String {
        temporariesInUse.withLock { names in
            let base = path + temporaryMark + String(getpid())
            var name = base
            var number = 2
            while names.contains(name) {
                name = base + "-" + String(number)
                number += 1
            }
            names.insert(name)
            return name
        }
    }

    /// Gives the name back once nothing is at it any more (renamed into place or unlinked).
    private static func release(_ temporary: String) {
        _ = temporariesInUse.withLock { $0.remove(temporary) }
    }

    deinit {
        abandon()
    }

    /// Appends `bytes`; a failure is kept for `commit()` to throw.
    func write(_ bytes: [UInt8]) {
        guard failure == nil, descriptor >= 0 else { return }
        synced = false
        failure = FileSystem.writeAll(bytes, to: descriptor)
    }

    /// Syncs the temporary file (unless `sync()` did since the last write) and renames it over the target.
    ///
    /// - Parameter durably: false renames without syncing (`--out`): readers still never see a torn file, but a
    ///   power loss just after may leave the old file or an empty one.
    /// - Throws: `HostError.unwritable` when a write, the sync or the rename failed; the target is then untouched
    ///   and the temporary removed.
    func commit(durably: Bool = true) throws(HostError) {
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: "the file was already closed") }
        if durably { sync() }
        close(descriptor)
        descriptor = -1
        if failure == nil, rename(temporary, path) != 0 { failure = FileSystem.lastErrorText() }
        if let failure {
            unlink(temporary)
            Self.release(temporary)
            throw .unwritable(path: path, reason: failure)
        }
        Self.release(temporary)
        // The rename is durable only once the directory entry is on disk.
        guard durably else { return }
        let directoryDescriptor = open(Paths.directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Syncs the temporary file now, so that `commit()` has only to rename it: a writer on another thread does it
    /// once the last bytes are written, while the output is still being printed (syncing a 1M-item state file,
    /// 70 MB, took `feed build` 200 ms). A failure is kept for `commit()` to throw.
    func sync() {
        guard descriptor >= 0, failure == nil, !synced else { return }
        if fsync(descriptor) != 0 { failure = FileSystem.lastErrorText() }
        synced = true
    }

    /// Removes the temporary file and leaves the target as it was.
    func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary)
        Self.release(temporary)
    }
}
