/// Sizes beyond which a description is reported as an error instead of exhausting memory or time.
enum LayoutLimits {
    /// Items in one section (frames take 32 bytes each).
    static let sectionItems = 100_000_000
    /// `count` of one group.
    static let groupCount = 100_000
    /// Items one group instance holds, nested groups included.
    static let instanceItems = 1_000_000
    /// Anchored supplementaries one section may lay out (`SectionInput.anchoredSupplementaryBound`): each is a
    /// frame the result holds (about 330 bytes through to the host's output). 2,000 badges declared on one item
    /// over 5,000 items held 3.3 GB; 2^21 hold under 1 GB.
    static let sectionAnchoredSupplementaries = 1 << 21
    /// The container's width and height, in points: the geometry limit of every size a script gives
    /// (docs/spec/contract.md §2). A container of 1e308 points made frames past the largest double.
    static let environmentPoints = 1_000_000.0
    /// The pixel grid's scale: the command line's range (`--scale`, 0 to 16). A scale of 1e308 made pixel
    /// counts infinite and the frames NaN.
    static let environmentScale = 16.0
}
