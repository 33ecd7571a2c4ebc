import FeedLayout
import FeedScripting

#if canImport(Glibc)
    import Glibc
#endif

/// Reads and writes one state file (`DIR/.feed/state.json` by default) atomically.
///
/// A save writes a temporary file in the same directory, `fsync`s it, renames it over the state file and
/// `fsync`s the directory, so a crash at any instant leaves either the old or the new file, never a torn one.
package struct StateStore: Sendable {
    /// What `load()` found.
    package enum Loaded: Hashable, Sendable {
        /// No state file: a first run.
        case missing
        case state(FeedState)
        /// A file that cannot be read or parsed: reported as a warning and treated as missing. The warning calls
        /// the file "the state file": it is shown after the file's path. `error`: why, naming the file so, from
        /// which the library builds its own warning (`HostError.libraryDescription`).
        case unreadable(warning: String, error: HostError)
    }

    package let path: String
    /// The feed folder (as given, and resolved) whose own state file this is, when it is
    /// (`init(guardingFeedStateAt:)`).
    private let folder: (path: String, resolvedPath: String)?

    /// Where a feed folder's state file is, inside it.
    package static let relativePath = ".feed/state.json"

    package init(path: String) {
        self.path = path
        folder = nil
    }

    /// A store at `path` that, when `path` is a feed folder's own state file (`DIR/.feed/state.json`), checks at
    /// every save that it is not reached through a `.feed` or `state.json` link out of `DIR`
    /// (`FeedFolder.checkDefaultStatePath()`): the command checks it once when it starts, but `feed watch` saves
    /// for as long as it runs, so a link checked out meanwhile had the next save written to the file outside; and
    /// the library's `save(to: feed.statePath)` wrote through such a link planted in the folder.
    package init(guardingFeedStateAt path: String) {
        self.path = path
        folder = Self.feedFolder(owningStateAt: path)
    }

    /// The feed folder (as given, and resolved) whose default state file `path` is, judged by its shape alone;
    /// `.` components, doubled slashes and `..` do not hide it (`d/.feed/./state.json` went unguarded, and
    /// `d/.feed/../.feed/state.json` was judged as the state file of the folder the `.feed` link led into).
    private static func feedFolder(owningStateAt spelled: String) -> (path: String, resolvedPath: String)? {
        let path = Paths.lexical(spelled)
        let directory = Paths.directory(of: path)
        guard Paths.fileName(of: path) == "state.json", Paths.fileName(of: directory) == ".feed" else { return nil }
        let folder = Paths.directory(of: directory)
        guard let resolved = FileSystem.resolve(folder) else { return nil }
        return (folder, resolved)
    }

    /// The store of a feed folder: `DIR/.feed/state.json`.
    package init(feedDirectory: String) {
        self.init(path: Paths.join(feedDirectory, Self.relativePath))
    }

    /// Reads the state file; never throws — a broken file, or one whose sections and items take more than
    /// `allowance` (the feed's memory limit), is a warning and a first run. So is a folder's own state file
    /// reached through a link out of the folder (`init(guardingFeedStateAt:)`): a `FeedSession` read it, and the ids of the
    /// feed whose state lay outside came out as deletions.
    ///
    /// A file as a build writes it is read a window at a time, so its bytes are never held whole.
    package func load(allowance: StateReadAllowance = .standard) -> Loaded {
        do {
            try checkPlace(reading: true)
            switch try StateFileReader.read(path: path, limit: ReadLimits.state, allowance: allowance) {
            case .missing: return .missing
            case .state(let state): return .state(state)
            case .otherShape:
                guard let bytes = try FileSystem.readFileIfPresent(path, limit: ReadLimits.state) else {
                    return .missing
                }
                return .state(try FeedState(parsingAnyShape: bytes, path: path, allowance: allowance))
            }
        } catch {
            let named = error.naming(path, as: "the state file")
            return .unreadable(warning: DiffBaseline.firstRun(named.description), error: named)
        }
    }

    /// Replaces the state file with `state`, atomically.
    ///
    /// - Throws: `HostError.unwritable` when the directory cannot be created or the file cannot be written; the
    ///   old file is then untouched.
    package func save(_ state: FeedState) throws(HostError) {
        try checkPlace()
        try FileSystem.writeAtomically(chunks: state.jsonChunks(), to: path)
    }

    private static func isFinite(_ frame: Rect) -> Bool {
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// Replaces the state file with bytes a `FeedState` encoded (`feed watch` re-encodes only changed sections).
    func save(encoded bytes: [UInt8]) throws(HostError) {
        try checkPlace()
        try FileSystem.writeAtomically(bytes, to: path)
    }

    /// Saves the state of a successful build (the same bytes as `save(FeedState(document))`).
    ///
    /// A file that already holds exactly these bytes is left alone: a rebuild without changes costs no write and
    /// no `fsync`.
    package func save(_ document: FeedDocument) throws(HostError) {
        try save(document, encoded: document.stateChunks())
    }

    /// `save(document)` with the chunks `document.stateChunks()` gave (encoded on another thread, say), written
    /// one after another.
    package func save(_ document: FeedDocument, encoded chunks: [[UInt8]]) throws(HostError) {
        try checkFrames(of: document)
        try checkPlace()
        if FileSystem.holds(chunks: chunks, at: path) {
            FileSystem.removeStaleTemporaries(of: path)
            return
        }
        try FileSystem.writeAtomically(chunks: chunks, to: path)
    }

    /// Writes the state of `document` to a temporary file next to the state file as it is encoded, in pieces of
    /// about 256 KB (`writeStateChunks`), comparing it with the state file on the way, and syncs it when it
    /// differs: `save(document)` without ever holding the state's bytes. Nothing replaces the state file before
    /// `commit()` on the result.
    ///
    /// - Throws: `HostError.unwritable`, as `save(document)` does.
    package func prepare(_ document: FeedDocument) throws(HostError) -> PreparedStateFile {
        try checkFrames(of: document)
        try checkPlace()
        let file = try AtomicFile(replacing: path)
        let comparison = FileComparison(path: file.path)
        document.writeStateChunks { chunk in
            file.write(chunk)
            comparison.consume(chunk)
        }
        let isUnchanged = comparison.isEqual
        // Here, on the writer's thread, rather than in `commit()` on the thread that waits for it.
        if !isUnchanged { file.sync() }
        return PreparedStateFile(file: file, isUnchanged: isUnchanged)
    }

    /// Refuses a folder's own state file reached through a link out of the folder (`init(guardingFeedStateAt:)`),
    /// or spelled with a `..` after a link, which leads elsewhere than the file the path reads as.
    package func checkPlace(reading: Bool = false) throws(HostError) {
        guard let folder else { return }
        if let link = FileSystem.linkBeforeDotDot(in: path) {
            let reason =
                "a `..` after a link (\(link)) leads elsewhere than the feed folder's state file the path reads as; "
                + "spell it without `..`"
            throw reading ? .unreadable(path: path, reason: reason) : .unwritable(path: path, reason: reason)
        }
        try FeedFolder.checkDefaultStatePath(of: folder.path, resolvedPath: folder.resolvedPath)
    }

    /// The reader refuses a frame that is not a number: such a file would cost the next run its baseline.
    private func checkFrames(of document: FeedDocument) throws(HostError) {
        for section in document.sections {
            for item in section.items where !Self.isFinite(item.frame) {
                throw .unwritable(
                    path: path,
                    reason: "item \"\(item.id)\" of section \"\(section.id)\" has a frame that is not finite")
            }
        }
    }
}

/// A state file written to its temporary file (`StateStore.prepare`), waiting to replace the state file.
package struct PreparedStateFile: Sendable {
    let file: AtomicFile
    /// Whether the state file already holds exactly these bytes: then it is left alone (no rename, no `fsync`).
    let isUnchanged: Bool

    /// Puts the new state file in place atomically, or removes the temporary when the state is unchanged.
    ///
    /// - Throws: `HostError.unwritable` when the file cannot be synced or renamed; the old file is then untouched.
    package func commit() throws(HostError) {
        if isUnchanged {
            file.abandon()
            return
        }
        try file.commit()
    }

    /// Removes the temporary file; the state file stays as it was.
    package func abandon() {
        file.abandon()
    }
}
