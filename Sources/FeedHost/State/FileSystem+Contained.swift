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
        guard let opened = openedPath(descriptor), !opened.hasPrefix(folder + "/") else { return }
        throw .unreadable(path: path, reason: "a link made while it was being opened leads outside the feed folder")
    }

    /// The path of the file `descriptor` has open, as the system knows it (links resolved); nil where the system
    /// cannot say (no `/proc`), where a read then relies on the check before the `open`.
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
}
