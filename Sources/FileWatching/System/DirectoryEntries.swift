import Glibc

/// Lists the names in a directory.
package enum DirectoryEntries {
    /// Why a directory could not be listed: the `errno` of `opendir` or `readdir`.
    package struct Failure: Error {
        package let code: Int32
    }

    /// The names in the directory at `path`, without `.` and `..`, sorted.
    ///
    /// - Returns: `nil` when the directory cannot be opened (gone, not a directory, no permission).
    static func names(in path: String) -> [String]? {
        guard var names = try? unsortedNames(in: path) else { return nil }
        names.sort()
        return names
    }

    /// The names in the directory at `path`, without `.` and `..`, in the system's order.
    ///
    /// The host lists feed folders and the state file's folder with this rather than `FileManager`, which sets up
    /// Foundation's file machinery (and bridges every name) that a cold `feed build` otherwise never uses (issue #17).
    package static func unsortedNames(in path: String) throws(Failure) -> [String] {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            // `readdir` returns nil both at the end and on an error; only `errno`, cleared before, tells them apart.
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                return names
            }
            // `d_name` is a fixed-size C array imported as a tuple; the name is its bytes up to the first NUL.
            // This is the module's only raw-memory read, and it stays inside the tuple's own storage.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
    }
}
