/// An opened font file (or the shapes stored from one), or the fixed-metric stand-in when no file was found.
struct FontFace: Sendable {
    /// Nil for the fixed-metric stand-in.
    let shaper: FaceShaper?
    let name: String
    let metrics: FontMetrics
    /// Advance of "…" in ems, for truncated last lines.
    let ellipsis: Double

    /// The face of a file just opened.
    init(file: FontFile, identity: FontFileIdentity, name: String) {
        shaper = FaceShaper(file: file, identity: identity)
        self.name = name
        metrics = file.metrics
        // Shaped past the cache, which keeps the texts of labels: the store keeps the advance itself.
        ellipsis = file.shape("…").advances.reduce(0, +)
    }

    /// The face of a file measured before, from what was stored.
    init(stored: StoredFace) {
        shaper = FaceShaper(stored: stored)
        name = stored.name
        metrics = stored.metrics
        ellipsis = stored.ellipsis
    }

    /// The fixed-metric stand-in.
    private init() {
        shaper = nil
        name = "fixed metrics"
        metrics = FontFace.fixedMetrics
        ellipsis = FontFace.fixedAdvance
    }

    static let standIn = FontFace()

    /// Fixed metrics of the last resort, in ems: about those of a sans-serif text face.
    static let fixedMetrics = FontMetrics(ascender: 0.95, descender: 0.25, lineGap: 0, unitsPerEm: 1000)
    static let fixedAdvance = 0.55

    func shape(_ text: String) -> ShapedClusters {
        shaper?.shape(text) ?? FontFace.fixedClusters(of: text)
    }

    /// One cluster a character, each `fixedAdvance` wide.
    static func fixedClusters(of text: String) -> ShapedClusters {
        var clusters = ShapedClusters()
        for index in text.utf8.indices where !UTF8.isContinuation(text.utf8[index]) {
            clusters.starts.append(text.utf8.distance(from: text.utf8.startIndex, to: index))
            clusters.advances.append(FontFace.fixedAdvance)
        }
        return clusters
    }

    /// What to store of this face for the next process; nil for the stand-in.
    func stored(slot: Int) -> StoredFace? {
        guard let shaper else { return nil }
        return StoredFace(
            slot: slot, path: shaper.path, identity: shaper.identity, name: name, metrics: metrics,
            ellipsis: ellipsis, shapes: shaper.cache.used)
    }
}
