#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// `readFile`, for a path already resolved and checked to lie inside `folder`: the file the descriptor opened
    /// is checked to lie there too. Between the check and the `open`, a folder on the path swapped for a link
    /// (`data/sub` → `/etc`) had the link followed, and the file outside was read as the feed's own.
    ///
    /// - Throws: `HostError.unreadable` as `readFile` does, and when the file opened lies outside `folder`.
    static func readFile(_ path: String, limit: Int, inside folder: String) throws(HostError) -> [UInt8] {
        guard let bytes = try readFileIfPresent(path, limit: limit, inside: folder) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        return bytes
    }

    /// `readFile(_:limit:inside:)`, or nil when there is no file.
    static func readFileIfPresent(_ path: String, limit: Int, inside folder: String) throws(HostError) -> [UInt8]? {
        guard let (descriptor, size) = try openIfPresent(path, limit: limit) else { return nil }
        defer { close(descriptor) }
        if let opened = openedPath(descriptor), !opened.hasPrefix(folder + "/") {
            throw .unreadable(
                path: path, reason: "a link made while it was being opened leads outside the feed folder")
        }
        return try readAll(descriptor, path: path, limit: limit, size: size)
    }

    /// The path of the file `descriptor` has open, as the system knows it (links resolved); nil where the system
    /// cannot say (no `/proc`), where `readFile(_:limit:inside:)` then relies on the check before the `open`.
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
