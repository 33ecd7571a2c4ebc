/// The UTF-8 byte order mark some editors (Windows Notepad among them) put at the start of a file they save.
enum ByteOrderMark {
    private static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many bytes at the start of `file` are the mark: 3 or 0.
    static func length(in file: [UInt8]) -> Int {
        file.starts(with: bytes) ? bytes.count : 0
    }
}
