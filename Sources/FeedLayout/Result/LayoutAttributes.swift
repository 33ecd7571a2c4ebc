/// One element found by a rectangle query or produced by pinning: where it is and what it is.
public struct LayoutAttributes: Hashable, Sendable {
    /// What kind of element the attributes describe; queries list items, then supplementaries, then decorations.
    public enum Category: Int, Hashable, Sendable, Comparable {
        case item, supplementary, decoration

        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The section's index, or nil for the layout's global header and footer.
    public var section: Int?
    public var category: Category
    /// The index in the section's items, supplementaries (`SectionLayout.supplementaries` order) or decorations;
    /// for global elements the index in `LayoutResult.supplementaries`.
    public var index: Int
    public var frame: Rect
    public var zIndex: Int

    public init(section: Int?, category: Category, index: Int, frame: Rect, zIndex: Int) {
        self.section = section
        self.category = category
        self.index = index
        self.frame = frame
        self.zIndex = zIndex
    }
}
