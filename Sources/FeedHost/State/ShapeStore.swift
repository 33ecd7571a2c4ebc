import TextShaping

/// The shapes a `feed build` measured, kept beside its state file (`state.json` → `state.shapes`) so the next cold
/// build takes its labels' shapes from there instead of opening the font files and shaping them again
/// (`ShapeStoreCoding`). A cache, never an input: a store that is missing, refused, made by another HarfBuzz or for
/// font files since changed only costs the shaping it would have spared, and the build is the same either way.
///
/// Written only when a build measured something the store lacks (or no longer uses), and only over a store or a
/// new path: a file there that is not a store (a user's, a symbolic link) is left alone, and no store is kept.
package struct ShapeStore {
    /// Stores larger than this are neither read nor written: a face's 4,096 labels of 15 characters take ~1.2 MB
    /// (eight bytes a count, sixteen a cluster), and a planted file cannot make a build read more.
    static let byteLimit = 4 << 20

    package let path: String
    /// Whether `save` may write the path: `restore` found a store there, or nothing.
    private var writable = false

    /// The store beside the state file at `statePath`: its name without `.json`, then `.shapes`.
    package init(statePath: String) {
        let stem = statePath.hasSuffix(".json") ? String(statePath.dropLast(5)) : statePath
        path = stem + ".shapes"
    }

    /// Hands the stored shapes to `library`, before anything is measured, and notes whether the path may be
    /// written later.
    package mutating func restore(into library: FontLibrary = .shared) {
        writable = readStore(into: library)
    }

    /// Whether the path holds a store (whose faces `library` takes, when given) or nothing.
    private func readStore(into library: FontLibrary?) -> Bool {
        guard !FileSystem.isSymbolicLink(path) else { return false }
        let bytes: [UInt8]?
        do {
            bytes = try FileSystem.readFileIfPresent(path, limit: Self.byteLimit)
        } catch {
            // Not a regular file, larger than any store written, or unreadable: not ours to replace.
            return false
        }
        guard let bytes else { return true }
        guard bytes.starts(with: ShapeStoreCoding.magic) else { return false }
        if let library, let faces = ShapeStoreCoding.decode(bytes) { library.restore(faces) }
        return true
    }

    /// Writes what `library` measured when it differs from what was restored; nothing when `restore` found a file
    /// that is not a store (or was not called), such a file is there now, or the store would pass the size limit.
    /// A failure costs the next build its shaping only, so it is not reported.
    package func save(from library: FontLibrary = .shared) {
        // The path is looked at again: what `restore` found may have changed since. `feed build --out
        // .feed/state.shapes` wrote its output where `restore` had found nothing, and the store replaced it.
        guard writable, let faces = library.facesToStore(), readStore(into: nil) else { return }
        let bytes = ShapeStoreCoding.encode(faces)
        guard bytes.count <= Self.byteLimit else { return }
        try? FileSystem.writeAtomically(bytes, to: path)
    }
}
