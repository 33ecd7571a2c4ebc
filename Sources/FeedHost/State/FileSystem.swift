import FeedJSON
import FileWatching

#if canImport(Glibc)
    import Glibc
#endif

/// The few POSIX file operations the host needs, with errors that name the path and the reason.
enum FileSystem {
    /// The whole file, or nil when it does not exist.
    ///
    /// Only a regular file of at most `limit` bytes is read: a FIFO, device, socket or directory (also behind a
    /// symlink) is refused before any byte is read, so a read never blocks and never outgrows the limit.
    ///
    /// - Parameter folder: for a path already resolved and checked to lie inside it, the folder the file opened
    ///   must lie in too (`refuseOutside(_:path:folder:)`).
    static func readFileIfPresent(_ path: String, limit: Int, inside folder: String? = nil) throws(HostError)
        -> [UInt8]?
    {
        guard let (descriptor, size) = try openIfPresent(path, limit: limit) else { return nil }
        defer { close(descriptor) }
        if let folder { try refuseOutside(descriptor, path: path, folder: folder) }
        return try readAll(descriptor, path: path, limit: limit, size: size)
    }

    /// An open descriptor of the regular file at `path` and its size, or nil when there is no file; the caller
    /// closes it. Anything but a regular file of at most `limit` bytes is refused, as `readFileIfPresent` does.
    static func openIfPresent(_ path: String, limit: Int) throws(HostError) -> (descriptor: Int32, size: Int)? {
        if let refusal = nulRefusal(path) { throw .unreadable(path: path, reason: refusal) }
        // `stat` first so that opening never touches a device; `fstat` again after opening, for the file we got.
        var status = stat()
        if stat(path, &status) != 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: lastErrorText())
        }
        try checkReadable(status, path: path, limit: limit)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: lastErrorText())
        }
        guard fstat(descriptor, &status) == 0 else {
            let reason = lastErrorText()
            close(descriptor)
            throw .unreadable(path: path, reason: reason)
        }
        do {
            try checkReadable(status, path: path, limit: limit)
        } catch {
            close(descriptor)
            throw error
        }
        return (descriptor, Int(status.st_size))
    }

    /// Why `path` names no file, or nil: it holds a NUL byte. The system calls take a path only up to its first
    /// NUL, so `state.json\0.bak` (an embedder's name from a request) read and wrote `state.json`.
    static func nulRefusal(_ path: String) -> String? {
        guard path.utf8.contains(0) else { return nil }
        return "the path holds a NUL byte, which no file name can (the system would end it there)"
    }

    /// The reason a read stops when a file grew past `limit` after it was checked.
    static func grewOverLimit(_ limit: Int) -> String {
        "it grew over the limit of \(limit) bytes while being read"
    }

    /// The whole file; a missing file is an error.
    static func readFile(_ path: String, limit: Int, inside folder: String? = nil) throws(HostError) -> [UInt8] {
        guard let bytes = try readFileIfPresent(path, limit: limit, inside: folder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        return bytes
    }

    /// Refuses anything but a regular file of at most `limit` bytes.
    private static func checkReadable(_ status: stat, path: String, limit: Int) throws(HostError) {
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else { throw .unreadable(path: path, reason: "\(describe(kind)), not a regular file") }
        guard Int(status.st_size) <= limit else {
            throw .unreadable(path: path, reason: "it is \(status.st_size) bytes, over the limit of \(limit) bytes")
        }
    }

    /// Reads to the end, refusing a file that grew past `limit` since it was checked.
    ///
    /// The buffer fits the file's `size` (one byte more, to see the end in the same read), up to 64 KiB: a
    /// script of 2 KB read through a freshly zeroed 64 KiB buffer cost 600,000 instructions.
    private static func readAll(_ descriptor: Int32, path: String, limit: Int, size: Int) throws(HostError)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        // The size `stat` gave, so a large state file is not copied again at every doubling.
        bytes.reserveCapacity(min(max(size, 0), limit) + 1)
        var buffer = [UInt8](repeating: 0, count: min(64 * 1024, max(size, 0) + 1))
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: lastErrorText())
            }
            guard bytes.count + count <= limit else {
                throw .unreadable(path: path, reason: grewOverLimit(limit))
            }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// "it is a FIFO" and the like, for a file type that is not a regular file.
    static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is a FIFO"
        case S_IFCHR: return "it is a character device"
        case S_IFBLK: return "it is a block device"
        case S_IFSOCK: return "it is a socket"
        default: return "it is a special file"
        }
    }

    /// Writes `bytes` to a temporary file next to `path`, syncs it, renames it over `path`, syncs the directory
    /// (`AtomicFile`).
    static func writeAtomically(_ bytes: [UInt8], to link: String) throws(HostError) {
        try writeAtomically(chunks: [bytes], to: link)
    }

    /// `writeAtomically` of the chunks one after another, synced once at the end.
    static func writeAtomically(chunks: [[UInt8]], to link: String) throws(HostError) {
        let file = try AtomicFile(replacing: link)
        for bytes in chunks { file.write(bytes) }
        try file.commit()
    }

    /// Creates the temporary file `path` afresh and opens it for writing: never through a link, never into a file
    /// already there. Whatever is at `path` (a leftover of a process that had this pid, or an entry planted in
    /// the folder, such as a checked-in symlink out of it) is removed first, not followed: a feed folder holding
    /// `.feed/state.json.tmp-<pid>` links for every likely pid made `feed build` write its state through one.
    ///
    /// - Returns: the descriptor, or -1 with `errno` set.
    static func createFresh(_ path: String) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        let descriptor = open(path, flags, 0o644)
        guard descriptor < 0, errno == EEXIST else { return descriptor }
        unlink(path)
        return open(path, flags, 0o644)
    }

    /// Gives the file open at `descriptor` the permission bits of the regular file at `path`, when there is one.
    static func copyPermissions(of path: String, to descriptor: Int32) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        fchmod(descriptor, status.st_mode & 0o777)
    }

    /// Why `createFresh(path)` failed, read from `errno` right after it: a folder at the name, which unlinking does
    /// not remove, is named with what to do (a feed folder holding `.feed/state.json.tmp-<pid>` folders made
    /// `feed build` fail with only "File exists").
    static func whyNotCreated(_ path: String) -> String {
        // Taken first: the `stat` below may set `errno`.
        let code = errno
        guard code == EEXIST, isDirectory(path) else { return text(of: code) }
        return "\(path), where its temporary file goes, is a folder; remove it"
    }

    /// Writes every byte; returns the reason of a failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        // Straight from the array: a `Data` copy would cost a second state file's worth of memory.
        writeAll(bytes) { pending in write(descriptor, pending, pending.count) }
    }

    /// `writeAll(_:to:)` through `write`, which writes from the start of the bytes it is given and returns how
    /// many it wrote, or -1 with `errno` set (a test's stand-in gives short writes and interruptions).
    static func writeAll(_ bytes: [UInt8], using write: ([UInt8]) -> Int) -> String? {
        var pending = bytes
        while !pending.isEmpty {
            let written = write(pending)
            if written < 0 {
                if errno == EINTR { continue }
                return lastErrorText()
            }
            // Asked again, a descriptor that takes nothing would be asked for ever.
            guard written > 0 else { return "the file took none of the \(pending.count) bytes left to write" }
            // Done without touching `pending`: it shares the caller's buffer, and removing even all of it copied
            // the whole array first (every chunk of the output and of the state file, ~1% of a large build).
            if written == pending.count { return nil }
            // Only a partial write (rare on a regular file) copies the rest.
            pending = Array(pending[written...])
        }
        return nil
    }

    /// Whether the regular file at `path` holds exactly `bytes`, compared a chunk at a time so that no second
    /// copy of a large file is read into memory; stops at the first difference.
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        holds(chunks: [bytes], at: path)
    }

    /// Whether the regular file at `path` holds exactly the chunks one after another.
    static func holds(chunks: [[UInt8]], at path: String) -> Bool {
        let size = chunks.reduce(0) { $0 + $1.count }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == size else {
            return false
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: min(1 << 20, size + 1))
        var expected = FlatBytes(chunks)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 && expected.isAtEnd }
            guard expected.consume(buffer[0..<count]) else { return false }
        }
    }

    /// Creates `path` and its missing parents.
    /// A file at a folder's name is named with what it is: a `.feed` file (a cloned repository's) failed the
    /// state's save only later, as "cannot write ./.feed/state.json: Not a directory".
    static func makeDirectories(_ path: String) throws(HostError) {
        if path.isEmpty || isDirectory(path) { return }
        let parent = Paths.directory(of: path)
        if parent != path { try makeDirectories(parent) }
        guard mkdir(path, 0o755) != 0 else { return }
        if errno != EEXIST { throw .unwritable(path: path, reason: lastErrorText()) }
        // Made meanwhile by another writer, or something that is not a folder.
        if !isDirectory(path) { throw .unwritable(path: path, reason: whyNotADirectory(path) + "; remove it") }
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Why `path` is not a folder: "no such directory", "it is a file", or the system's reason.
    static func whyNotADirectory(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) != 0 { return errno == ENOENT ? "no such directory" : lastErrorText() }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG ? "it is a file, not a folder" : describe(kind) + ", not a folder"
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Why `path` cannot be resolved (`resolve` gave nil): a loop of links (`a.json -> b.json -> a.json`) and a
    /// link to nothing read "no such file", as if the name were not there at all.
    static func whyUnresolvable(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) != 0, errno == ELOOP { return "a loop of symbolic links" }
        return exists(path) ? "a dangling symlink" : "no such file"
    }

    /// Whether anything (a dangling symlink too) is at `path`.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in a directory, sorted by their UTF-8 bytes, without `.` and `..`; names that are not valid
    /// UTF-8 are left out (``listing(_:)`` has them).
    static func listDirectory(_ path: String) throws(HostError) -> [String] {
        try listing(path).names
    }

    /// The names in a directory as ``listDirectory(_:)`` gives them, and apart from them, sorted, the names that
    /// are not valid UTF-8 (repaired, for messages).
    static func listing(_ path: String) throws(HostError) -> DirectoryEntries.Listing {
        do {
            var listing = try DirectoryEntries.listing(in: path)
            listing.names.sort(by: UTF8Order.precedes)
            listing.undecodable.sort(by: UTF8Order.precedes)
            return listing
        } catch {
            throw .unreadable(path: path, reason: text(of: error.code))
        }
    }

    /// The names in a directory in the system's order: for a search by name, where sorting a large directory
    /// (a state file in `/tmp`) would cost more than the rest of a build.
    static func directoryNames(_ path: String) throws(HostError) -> [String] {
        do {
            return try DirectoryEntries.unsortedNames(in: path)
        } catch {
            throw .unreadable(path: path, reason: text(of: error.code))
        }
    }

    /// The canonical absolute path with every symlink resolved, or nil when it does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where the symbolic link at `path` leads: `resolve(path)`, or for a link whose target is not there yet, the
    /// target's folder resolved with the target's name. Nil when that folder is missing too.
    static func resolveLink(_ path: String) -> String? {
        if let resolved = resolve(path) { return resolved }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let absolute = target.hasPrefix("/") ? target : Paths.join(Paths.directory(of: path), target)
        let name = Paths.fileName(of: absolute)
        guard name != "..", name != ".", let folder = resolve(Paths.directory(of: absolute)) else { return nil }
        return Paths.join(folder, name)
    }

    static func lastErrorText() -> String {
        text(of: errno)
    }

    private static func text(of code: Int32) -> String {
        String(cString: strerror(code))
    }
}
