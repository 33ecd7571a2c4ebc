import Glibc

/// Lists the names in a directory.
enum DirectoryEntries {
    /// The names in the directory at `path`, without `.` and `..`, sorted.
    ///
    /// - Returns: `nil` when the directory cannot be opened (gone, not a directory, no permission).
    static func names(in path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // `d_name` is a fixed-size C array imported as a tuple; the name is its bytes up to the first NUL.
            // This is the module's only raw-memory read, and it stays inside the tuple's own storage.
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
        names.sort()
        return names
    }
}
