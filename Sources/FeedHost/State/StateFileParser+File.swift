extension StateFileParser {
    /// What reading a state file from disk found.
    enum FileRead {
        /// No file: a first run.
        case missing
        case state(Shape.State)
        /// A file that is not a state file of the usual shape: the general reader reads it (and words its errors).
        case otherShape
    }

    /// Reads the state file at `path` a window at a time (`read(_:window:allowance:)`), so its bytes are never
    /// held whole.
    ///
    /// - Throws: `HostError.unreadable` as `FileSystem.readFile` words it: not a regular file, over `limit`
    ///   (also when it grows over it while being read), or a failed read; `HostError.unreadable` too when its
    ///   sections and items take more than `allowance`.
    static func read(
        path: String, limit: Int, allowance: StateReadAllowance = .standard, window: Int = 1 << 20
    ) throws(HostError) -> FileRead {
        guard let (descriptor, size) = try FileSystem.openIfPresent(path, limit: limit) else { return .missing }
        let source = StateFileSource(descriptor: descriptor, size: size, path: path, limit: limit, pieceSize: window)
        defer { source.close() }
        let (state, error) = read(source, window: window, allowance: allowance)
        if let error { throw error }
        return state.map(FileRead.state) ?? .otherShape
    }
}
