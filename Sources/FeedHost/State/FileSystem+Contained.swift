#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Refuses the file `descriptor` has open unless it lies inside `folder`. `path` was resolved and checked to
    /// lie there before the `open`, but a folder on it swapped for a link in between (`data/sub` → `/etc`) had the
    /// link followed, and the file outside was read as the feed's own.
    static func refuseOutside(_ descriptor: Int32, path: String, folder: String) throws(HostError) {
        try refuseOutside(descriptor, path: path, folder: folder, openedPath: openedPath(descriptor))
    }

    /// `refuseOutside(_:path:folder:)` given where the system says the file is, or nil where it cannot say (no
    /// `/proc`; a test's stand-in for that). The file is then walked to again from `folder` without following any
    /// link: what the descriptor has open must be the file found there. The read trusted the check before the
    /// `open` there, and so read a file outside through a link swapped in meanwhile.
    static func refuseOutside(
        _ descriptor: Int32, path: String, folder: String, openedPath: String?
    ) throws(HostError) {
        if let openedPath {
            guard !openedPath.hasPrefix(folder + "/") else { return }
        } else {
            guard !isReachedWithoutLinks(descriptor, path: path, folder: folder) else { return }
        }
        throw .unreadable(path: path, reason: "a link made while it was being opened leads outside the feed folder")
    }

    /// The path of the file `descriptor` has open, as the system knows it (links resolved); nil where the system
    /// cannot say (no `/proc`).
    private static func openedPath(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if canImport(Darwin)
            guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
            return String(cString: buffer)
        #else
            let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// Whether the file `descriptor` has open is the one at `path` (resolved, inside `folder`) reached from
    /// `folder` one component at a time, each folder opened relative to the one before and no link followed
    /// (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`): the same device and inode. A link on the way now, or another file
    /// there than the one opened (a link swapped in for the `open` and out again), is not.
    private static func isReachedWithoutLinks(_ descriptor: Int32, path: String, folder: String) -> Bool {
        guard path.hasPrefix(folder + "/") else { return false }
        let components = path.dropFirst(folder.count + 1).split(separator: "/").map(String.init)
        guard let name = components.last, !components.contains(where: { $0 == "." || $0 == ".." }) else {
            return false
        }
        var directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for component in components.dropLast() where directory >= 0 {
            let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(directory)
            directory = next
        }
        guard directory >= 0 else { return false }
        defer { close(directory) }
        var reached = stat()
        var opened = stat()
        guard fstatat(directory, name, &reached, AT_SYMLINK_NOFOLLOW) == 0, fstat(descriptor, &opened) == 0 else {
            return false
        }
        return reached.st_dev == opened.st_dev && reached.st_ino == opened.st_ino
    }
}
