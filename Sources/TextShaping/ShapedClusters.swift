/// Shaped text as its clusters in logical order: where each starts in the UTF-8 text and how far it advances (ems).
struct ShapedClusters: Sendable, Equatable {
    var starts: [Int] = []
    var advances: [Double] = []
    var missingGlyphs = 0

    init() {}

    /// Merges glyphs of one cluster and orders clusters by their text offset (right-to-left runs come reversed).
    init(glyphs: [(cluster: Int, advance: Int32, missing: Bool)], unitsPerEm: Double) {
        let inOrder = zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.cluster <= $1.cluster }
        let ordered =
            inOrder
            ? glyphs
            : glyphs.enumerated().sorted { ($0.element.cluster, $0.offset) < ($1.element.cluster, $1.offset) }.map(
                \.element)
        starts.reserveCapacity(ordered.count)
        advances.reserveCapacity(ordered.count)
        for glyph in ordered {
            if glyph.missing { missingGlyphs += 1 }
            let advance = Double(glyph.advance) / unitsPerEm
            if let last = starts.last, last == glyph.cluster {
                advances[advances.count - 1] += advance
            } else {
                starts.append(glyph.cluster)
                advances.append(advance)
            }
        }
    }
}
