import Synchronization

/// Shaped texts a face has already shaped, so a label repeated across a feed's cells ("GET", a category) is shaped
/// once per process: shaping one short label with Inter costs HarfBuzz about 50 k instructions, the lookup a hash
/// of its bytes. Clusters are in ems, so one entry serves every point size of the face.
///
/// A cache may start with the shapes an earlier process stored (`StoredFace`); each entry notes whether this
/// process used it, so what is stored again is what the feed measures now, not every label it ever had.
///
/// Bounded against a script that makes every label unique: only texts of up to `longestText` UTF-8 bytes are kept,
/// and when `capacity` entries are held the cache starts over.
final class ShapeCache: Sendable {
    static let longestText = 128
    static let capacity = 4_096

    private struct Entry {
        var clusters: ShapedClusters
        var used: Bool
    }

    private let entries: Mutex<[String: Entry]>

    /// A cache holding `stored` (none used yet), at most `capacity` of them.
    init(stored: [String: ShapedClusters] = [:]) {
        var entries: [String: Entry] = [:]
        for (text, clusters) in stored.prefix(Self.capacity) where text.utf8.count <= Self.longestText {
            entries[text] = Entry(clusters: clusters, used: false)
        }
        self.entries = Mutex(entries)
    }

    /// The clusters of `text`, shaped by `shape` on a miss.
    ///
    /// `String` keys compare by canonical equivalence, but clusters are offsets into one text's own bytes: a text
    /// equal to a held one in other bytes (`"\u{212A}"`, the Kelvin sign, and `"K"`) is shaped and not kept, or
    /// it would take the other's clusters (past its end: a crash in line breaking).
    func clusters(of text: String, shape: (String) -> ShapedClusters) -> ShapedClusters {
        guard text.utf8.count <= Self.longestText else { return shape(text) }
        switch entries.withLock({ Self.use(text, in: &$0) }) {
        case .found(let clusters): return clusters
        case .heldInOtherBytes: return shape(text)
        case .missing: break
        }
        let shaped = shape(text)
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            // Another thread may have kept an equivalent text meanwhile: its entry stays its own.
            if let index = entries.index(forKey: text), !entries.keys[index].utf8.elementsEqual(text.utf8) { return }
            entries[text] = Entry(clusters: shaped, used: true)
        }
        return shaped
    }

    private enum Lookup {
        case found(ShapedClusters)
        case missing
        /// A canonically equivalent text of different bytes is held.
        case heldInOtherBytes
    }

    /// The entry of `text`, marked used; written only at its first use, so a hit costs one lookup.
    private static func use(_ text: String, in entries: inout [String: Entry]) -> Lookup {
        guard let index = entries.index(forKey: text) else { return .missing }
        guard entries.keys[index].utf8.elementsEqual(text.utf8) else { return .heldInOtherBytes }
        if !entries.values[index].used { entries.values[index].used = true }
        return .found(entries.values[index].clusters)
    }

    /// The texts this process shaped or looked up, with their clusters: what a store keeps for the next one.
    var used: [String: ShapedClusters] {
        entries.withLock { entries in entries.compactMapValues { $0.used ? $0.clusters : nil } }
    }

    /// How many texts are held (for tests of the bound).
    var count: Int { entries.withLock { $0.count } }
}
