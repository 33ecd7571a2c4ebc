/// How an orthogonal section scrolls sideways, as in `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// One section's layout recipe, as in `NSCollectionLayoutSection`.
public struct LayoutSection: Hashable, Sendable {
    public var group: LayoutGroup
    public var contentInsets: EdgeInsets
    public var interGroupSpacing: Double
    public var orthogonalScrolling: OrthogonalScrolling
    /// Headers, footers and other boundary items; kinds are unique in a section.
    public var boundarySupplementaries: [BoundarySupplementary]
    public var decorations: [BackgroundDecoration]
    /// Whether boundary items are inset by `contentInsets` across the scroll axis (iOS 13; ignored once
    /// `supplementaryContentInsetsReference` names a reference, as in iOS 16).
    public var supplementariesFollowContentInsets: Bool
    /// The boundary `contentInsets` are measured from; `automatic` follows the configuration's (docs/spec/layout.md
    /// §1.2).
    public var contentInsetsReference: ContentInsetsReference
    /// The boundary the section's boundary items are placed against; `automatic` follows the configuration's
    /// reference (iOS 16).
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Scale and alpha by distance from the row's visible centre; orthogonal sections only (docs/spec/layout.md §3.5).
    public var effects: ScrollEffects?

    public init(
        group: LayoutGroup, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrolling: OrthogonalScrolling = .none, boundarySupplementaries: [BoundarySupplementary] = [],
        decorations: [BackgroundDecoration] = [], supplementariesFollowContentInsets: Bool = true,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic, effects: ScrollEffects? = nil
    ) {
        self.effects = effects
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrolling = orthogonalScrolling
        self.boundarySupplementaries = boundarySupplementaries
        self.decorations = decorations
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    }
}
