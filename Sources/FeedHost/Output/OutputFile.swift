/// Writes a command's result to the file of `--out`, or to standard output.
package enum OutputFile {
    /// Replaces the file's contents with `bytes`, as `write(chunks:to:)` does.
    ///
    /// - Throws: `HostError.unwritable` naming the path and the reason.
    package static func write(_ bytes: [UInt8], to path: String) throws(HostError) {
        try write(chunks: [bytes], to: path)
    }

    /// Replaces the file with the chunks, one after another, atomically (`AtomicFile`): they go to a temporary file
    /// beside it, renamed over it once all are written. Written in place, a reader of the file (a browser
    /// reloading `feed watch --out page.html`) could see a torn one, an output that failed halfway (a full disk)
    /// left the old one truncated, and a file with other names (a hard link of a `data/` file) had their bytes
    /// replaced too. Not synced to disk, unlike the state file: nothing reads it back as a baseline, and a
    /// 1M-item output would wait a second for the sync.
    ///
    /// - Throws: `HostError.unwritable` naming the path and the reason; the file is then as it was.
    package static func write(chunks: some Sequence<[UInt8]>, to path: String) throws(HostError) {
        let file = try AtomicFile(replacing: path, makingFolders: false)
        for bytes in chunks { file.write(bytes) }
        try file.commit(durably: false)
    }

    /// Writes every byte to an open descriptor (standard output or error), straight from the array.
    ///
    /// - Returns: why the write failed (a full disk, a closed pipe), nil when every byte was written.
    package static func writeFailure(_ bytes: [UInt8], toDescriptor descriptor: Int32) -> String? {
        FileSystem.writeAll(bytes, to: descriptor)
    }
}
