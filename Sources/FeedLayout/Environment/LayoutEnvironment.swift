/// The layout environment: the container, its pixel grid, its safe area and margins, and the traits a section
/// provider sees (docs/spec/contract.md §2 `env`, docs/spec/layout.md §6).
///
/// Insets are directional, as `NSDirectionalEdgeInsets`: `leading` is the edge a line of text starts at.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container's size in points: more than 0 and at most 1,000,000 (a layout checks it).
    public var width: Double
    public var height: Double
    /// Pixels per point, 0 to 16; 0 turns rounding off (exact arithmetic).
    public var scale: Double
    /// The safe area's insets from the container's edges (no bars; docs/spec/layout.md §6.1).
    public var safeArea: EdgeInsets
    /// The layout margins from the container's edges, the safe area included.
    public var layoutMargins: EdgeInsets
    public var traits: LayoutTraits

    /// - Parameters:
    ///   - traits: defaults to `LayoutTraits(width:height:)`, the size classes of a bare screen.
    ///   - layoutMargins: defaults to the safe area plus the system's minimum side margins
    ///     (`systemMinimumLayoutMargin`).
    public init(
        width: Double = 390, height: Double = 844, scale: Double = 3, safeArea: EdgeInsets = .zero,
        traits: LayoutTraits? = nil, layoutMargins: EdgeInsets? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        let traits = traits ?? LayoutTraits(width: width, height: height)
        self.traits = traits
        self.layoutMargins =
            layoutMargins ?? Self.defaultMargins(safeArea: safeArea, sizeClass: traits.horizontalSizeClass)
    }

    /// The horizontal size class (`env.sizeClass` of scripts).
    public var sizeClass: SizeClass { traits.horizontalSizeClass }

    public var isRightToLeft: Bool { traits.layoutDirection == .rightToLeft }

    /// A view controller's root view keeps at least 16 points of side margin in a compact width and 20 in a
    /// regular one (documented by Apple as `systemMinimumLayoutMargins`; values measured, docs/spec/layout.md §6.1).
    public static func systemMinimumLayoutMargin(_ sizeClass: SizeClass) -> Double {
        sizeClass == .compact ? 16 : 20
    }

    /// The safe area plus the minimum side margins (`insetsLayoutMarginsFromSafeArea`, default true).
    public static func defaultMargins(safeArea: EdgeInsets, sizeClass: SizeClass) -> EdgeInsets {
        let side = systemMinimumLayoutMargin(sizeClass)
        return EdgeInsets(
            top: safeArea.top, leading: safeArea.leading + side, bottom: safeArea.bottom,
            trailing: safeArea.trailing + side)
    }

    /// The readable content guide's greatest width at the environment's Dynamic Type size.
    public var readableWidth: Double { traits.preferredContentSizeCategory.readableWidth }

    /// The readable content guide's insets: the layout margins, narrowed to `readableWidth` and centred
    /// between them (docs/spec/layout.md §6.2).
    public var readableContentInsets: EdgeInsets {
        let guide = width - layoutMargins.leading - layoutMargins.trailing
        let side = Swift.max(0, guide - readableWidth) / 2
        return EdgeInsets(
            top: layoutMargins.top, leading: layoutMargins.leading + side, bottom: layoutMargins.bottom,
            trailing: layoutMargins.trailing + side)
    }

    /// The insets a content-insets reference stands for; `automatic` is the safe area, as on the configuration.
    public func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return safeArea
        case .layoutMargins: return layoutMargins
        case .readableContent: return readableContentInsets
        }
    }
}
