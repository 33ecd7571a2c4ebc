/// A content-insets reference resolved in one layout: its insets across the scroll axis, on the pixel grid
/// (docs/spec/layout.md §1.2). Along the scroll axis the collection view's content inset handles the safe area, so
/// the layout ignores it there.
struct ReferenceInsets: Equatable, Sendable {
    var leading: Double
    var trailing: Double

    var total: Double { leading + trailing }
}

extension LayoutSolver {
    /// The insets `reference` stands for; `automatic` follows the configuration's reference.
    func referenceInsets(_ reference: ContentInsetsReference) -> ReferenceInsets {
        let resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        // The same insets a section provider's container reports (`LayoutEnvironment.container`).
        let insets = environment.crossInsets(resolved, scrollDirection: configuration.scrollDirection)
        let across = configuration.scrollDirection.axis.other
        return ReferenceInsets(leading: insets.leading(across), trailing: insets.trailing(across))
    }

    /// The container narrowed across the scroll axis to the content box that `insets` leave.
    func contentBox(_ insets: ReferenceInsets) -> Size {
        var box = Size(width: environment.width, height: environment.height)
        box[configuration.scrollDirection.axis.other] -= insets.total
        return box
    }

    /// The band of a section's boundary items relative to its content box (laid out from `reference`): their own
    /// reference's box, less the section's side insets when they follow them. Naming a
    /// `supplementaryContentInsetsReference` turns `supplementariesFollowContentInsets` off (iOS 16).
    func boundaryBand(_ section: LayoutSection, reference: ReferenceInsets) -> BoundaryBand {
        let across = configuration.scrollDirection.axis.other
        let named = section.supplementaryContentInsetsReference != .automatic
        let follow = section.supplementariesFollowContentInsets && !named
        let band = referenceInsets(section.supplementaryContentInsetsReference)
        let near = follow ? section.contentInsets.leading(across) : 0
        let far = follow ? section.contentInsets.trailing(across) : 0
        let extent = Size(width: environment.width, height: environment.height)[across]
        return BoundaryBand(start: band.leading - reference.leading + near, length: extent - band.total - near - far)
    }
}
