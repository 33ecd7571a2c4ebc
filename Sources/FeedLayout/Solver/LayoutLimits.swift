/// Sizes beyond which a description is reported as an error instead of exhausting memory or time.
enum LayoutLimits {
    /// Items in one section (frames take 32 bytes each).
    static let sectionItems = 100_000_000
    /// `count` of one group.
    static let groupCount = 100_000
    /// Items one group instance holds, nested groups included.
    static let instanceItems = 1_000_000
}
