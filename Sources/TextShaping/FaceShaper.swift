import Synchronization

/// Shapes text with one font file, keeping what it shaped (`ShapeCache`). A shaper made from a `StoredFace`
/// starts with the stored shapes and opens its file only when a text is missing from them: a build whose labels
/// were all stored never pays for opening the file or for its first shape plan.
final class FaceShaper: Sendable {
    let path: String
    let identity: FontFileIdentity
    let cache: ShapeCache
    /// The open file; nil until a text misses the cache of a stored face.
    private let file: Mutex<FontFile?>

    /// A shaper for a file just opened.
    init(file: FontFile, identity: FontFileIdentity) {
        path = file.path
        self.identity = identity
        cache = ShapeCache()
        self.file = Mutex(file)
    }

    /// A shaper holding `stored`'s shapes, its file not opened yet.
    init(stored: StoredFace) {
        path = stored.path
        identity = stored.identity
        cache = ShapeCache(stored: stored.shapes)
        file = Mutex(nil)
    }

    /// The clusters of `text`, shaped once per process (or taken from the store).
    func shape(_ text: String) -> ShapedClusters {
        cache.clusters(of: text) { text in
            // A file gone since it was found shapes nothing: its label measures as the fixed stand-in does.
            openedFile()?.shape(text) ?? FontFace.fixedClusters(of: text)
        }
    }

    /// The file, opened at the first miss; opened under the lock so two threads open it once, shaped outside it.
    private func openedFile() -> FontFile? {
        file.withLock { file in
            if file == nil { file = FontFile(path: path) }
            return file
        }
    }

    /// Whether the file has been opened (for tests: a build served by its store opens none).
    var hasOpenedFile: Bool { file.withLock { $0 != nil } }
}
