/// A laid-out feed: content size, sections, the global header and footer, and an index for rectangle queries.
///
/// Frames are in the feed's coordinates with every orthogonal section at scroll offset 0 and pinned items at their
/// natural positions (docs/spec/layout.md §3.3, 4.2).
public struct LayoutResult: Equatable, Sendable {
    public let environment: LayoutEnvironment
    public let configuration: LayoutConfiguration
    public internal(set) var contentSize: Size
    public internal(set) var sections: [SectionLayout]
    /// The layout's global header and footer (`configuration.boundarySupplementaries`), in declaration order.
    public internal(set) var supplementaries: [SupplementaryFrame]

    /// The global items' resolved sizes and roles, kept so that a relayout can place them again.
    var globalBoundaries: [SizedBoundary]
    var globalRoles: [BoundaryRole]
    /// Running maximum of the sections' far edges and running minimum (from the end) of their near edges.
    var sectionIndex: BandIndex

    /// The frame of item `item` of section `section`.
    ///
    /// - Complexity: O(1).
    public func itemFrame(section: Int, item: Int) -> Rect { sections[section].itemFrame(item) }
}
