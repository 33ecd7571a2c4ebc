#if canImport(Glibc)
    import Glibc
#endif

/// An open state file read a piece at a time (`StateFileParser.read(path:)`), so a state file of 70 MB is
/// never held whole: the parser appends pieces to its window as it needs them and lets read ones go.
///
/// The read limit still applies: a file that grows past it while being read stops the read with the error
/// `FileSystem.readFile` gives for it.
struct StateFileSource {
    let path: String
    private let descriptor: Int32
    private let limit: Int
    /// The size `fstat` gave when the file was opened (it may change while being read).
    let size: Int
    /// How many bytes one read asks for.
    private let pieceSize: Int
    private(set) var bytesRead = 0
    /// Why reading stopped before the end of the file, if it did.
    private(set) var error: HostError?
    private var piece: [UInt8]

    /// Reads `path` in pieces of `pieceSize` bytes; the caller closes the result.
    init(descriptor: Int32, size: Int, path: String, limit: Int, pieceSize: Int) {
        self.descriptor = descriptor
        self.size = size
        self.path = path
        self.limit = limit
        // No larger than the file (one byte more, to see its end in the same read): a state file of 3 KB read
        // through a zeroed 1 MiB piece cost 256 page faults, a tenth of a cold `feed build`.
        self.pieceSize = max(min(pieceSize, max(size, 0) + 1), 1)
        piece = [UInt8](repeating: 0, count: self.pieceSize)
    }

    /// Appends the next piece of the file to `bytes`; false at the end of the file or after an error.
    mutating func append(to bytes: inout [UInt8]) -> Bool {
        guard error == nil else { return false }
        while true {
            let count = read(descriptor, &piece, piece.count)
            if count == 0 { return false }
            if count < 0 {
                if errno == EINTR { continue }
                error = .unreadable(path: path, reason: FileSystem.lastErrorText())
                return false
            }
            guard bytesRead + count <= limit else {
                error = .unreadable(path: path, reason: FileSystem.grewOverLimit(limit))
                return false
            }
            bytesRead += count
            bytes.append(contentsOf: piece[..<count])
            return true
        }
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
