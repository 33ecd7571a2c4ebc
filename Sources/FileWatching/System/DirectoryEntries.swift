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

    /// The names in the directory at `path`, without `.` and `..`, in the system's order; a name that is not
    /// valid UTF-8 is left out (see ``listing(in:)``).
    ///
    /// The host lists feed folders and the state file's folder with this rather than `FileManager`, which sets up
    /// Foundation's file machinery (and bridges every name) that a cold `feed build` otherwise never uses (issue #17).
    package static func unsortedNames(in path: String) throws(Failure) -> [String] {
        try listing(in: path).names
    }

    /// A directory's names, without `.` and `..`, in the system's order, split by whether they are valid UTF-8.
    package struct Listing: Sendable {
        /// The names that are valid UTF-8: a path joined from one opens its file.
        package var names: [String] = []
        /// The names that are not, repaired for messages (each bad sequence becomes U+FFFD). No path joined from
        /// one reaches its file, so a caller can only say that the file is there and must be renamed; leaving
        /// them out silently would drop a script without a word.
        package var undecodable: [String] = []
        /// The valid names that `readdir` says are regular files (`d_type`; not links, which it reports as such):
        /// a walk after directories alone can pass them without a `stat`.
        package var regularFiles: Set<String> = []
    }

    /// The names in the directory at `path`, in the system's order.
    package static func listing(in path: String) throws(Failure) -> Listing {
        guard let directory = opendir(path) else { throw Failure(code: errno) }
        defer { closedir(directory) }
        var listing = Listing()
        while true {
            // `readdir` returns nil both at the end and on an error; only `errno`, cleared before, tells them apart.
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(code: errno) }
                return listing
            }
            let (name, isValid) = Self.name(of: entry)
            if !isValid {
                listing.undecodable.append(name)
            } else if name != "." && name != ".." {
                listing.names.append(name)
                if Self.isRegularFile(entry) { listing.regularFiles.insert(name) }
            }
        }
    }

    /// Whether `readdir` says the entry is a regular file (`d_type`; a link is `DT_LNK`, an unknown kind no).
    ///
    /// The one byte is read at its offset, never through `pointee`, which would copy the whole record, `d_name`
    /// array and all, past the end of a short last record (see ``name(of:)``).
    private static func isRegularFile(_ entry: UnsafeMutablePointer<dirent>) -> Bool {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_type) else { return false }
        return (UnsafeRawPointer(entry) + offset).load(as: UInt8.self) == UInt8(DT_REG)
    }

    /// The entry's name: its bytes up to the NUL that ends it, and whether they are valid UTF-8 (when not, the
    /// name is repaired).
    ///
    /// Read in place up to that NUL, never as the whole `d_name` array: a record is only as long as its name
    /// (`d_reclen`), so copying the 256-byte array out of the last record of `readdir`'s buffer read past the
    /// buffer's end (AddressSanitizer: a heap-buffer-overflow in listing a folder of 2,000 files). This and
    /// ``isRegularFile(_:)`` are the module's only raw-memory reads.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> (String, isValid: Bool) {
        guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return ("", true) }
        let bytes = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        if let name = String(validatingCString: bytes) { return (name, true) }
        return (String(cString: bytes), false)
    }
}
