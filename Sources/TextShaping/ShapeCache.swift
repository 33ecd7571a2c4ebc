import Synchronization

/// Shaped texts a font file has already shaped, so a label repeated across a feed's cells ("GET", a category) is
/// shaped once per process: shaping one short label with Inter costs HarfBuzz about 50 k instructions, the lookup
/// a hash of its bytes. Clusters are in ems, so one entry serves every point size of the face.
///
/// Bounded against a script that makes every label unique: only texts of up to `longestText` UTF-8 bytes are kept,
/// and when `capacity` entries are held the cache starts over.
final class ShapeCache: Sendable {
    static let longestText = 128
    static let capacity = 4_096

    private let entries = Mutex<[String: ShapedClusters]>([:])

    /// The clusters of `text`, shaped by `shape` on a miss.
    func clusters(of text: String, shape: (String) -> ShapedClusters) -> ShapedClusters {
        guard text.utf8.count <= Self.longestText else { return shape(text) }
        if let found = entries.withLock({ $0[text] }) { return found }
        let shaped = shape(text)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[text] = shaped
        }
        return shaped
    }

    /// How many texts are held (for tests of the bound).
    var count: Int { entries.withLock { $0.count } }
}
