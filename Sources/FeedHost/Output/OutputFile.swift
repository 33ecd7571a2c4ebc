/// Writes a command's result to the file of `--out`, or to standard output.
package enum OutputFile {
    /// Replaces the file's contents with `bytes`.
    ///
    /// - Throws: `HostError.unwritable` naming the path and the reason.
    package static func write(_ bytes: [UInt8], to path: String) throws(HostError) {
        try FileSystem.writeFile(bytes, to: path)
    }

    /// Replaces the file's contents with the chunks, one after another.
    package static func write(chunks: some Sequence<[UInt8]>, to path: String) throws(HostError) {
        try FileSystem.writeFile(chunks: chunks, to: path)
    }

    /// Writes every byte to an open descriptor (standard output or error), straight from the array.
    ///
    /// - Returns: why the write failed (a full disk, a closed pipe), nil when every byte was written.
    package static func writeFailure(_ bytes: [UInt8], toDescriptor descriptor: Int32) -> String? {
        FileSystem.writeAll(bytes, to: descriptor)
    }
}
