/// What one process measured with one face, kept for the next (`ShapeStoreCoding`): a cold `feed build` whose
/// labels were all measured by the build before it takes their shapes from here and opens no font file (the
/// bundled feed's: four faces, their first shape plans and 72 labels, 8 M of its 69 M instructions).
package struct StoredFace: Equatable, Sendable {
    /// The face's place in the library (`FontLibrary`: a weight, text or display cut).
    package var slot: Int
    package var path: String
    package var identity: FontFileIdentity
    /// The face's name for messages (`Inter SemiBold`).
    package var name: String
    package var metrics: FontMetrics
    /// Advance of "…" in ems.
    package var ellipsis: Double
    /// Texts and their clusters in ems.
    var shapes: [String: ShapedClusters]

    init(
        slot: Int, path: String, identity: FontFileIdentity, name: String, metrics: FontMetrics, ellipsis: Double,
        shapes: [String: ShapedClusters]
    ) {
        self.slot = slot
        self.path = path
        self.identity = identity
        self.name = name
        self.metrics = metrics
        self.ellipsis = ellipsis
        self.shapes = shapes
    }
}
