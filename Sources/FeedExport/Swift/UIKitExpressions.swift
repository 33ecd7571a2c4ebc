import FeedLayout

/// Swift expressions of UIKit's value-like layout types for FeedLayout's values. Every expression names its type
/// explicitly (no `.fractionalWidth(…)` shorthand), which keeps the type checker fast on large exports.
enum UIKitExpressions {
    /// `uniformAcrossSiblings(estimate:)` is iOS 17.0+ (`API_AVAILABLE(ios(17.0))` in
    /// `UICollectionViewCompositionalLayout.h`); an export for an older iOS asks `#available` and falls back to
    /// `estimated`, where siblings keep their own sizes.
    static func dimension(_ dimension: Dimension, minimumIOS: Int = 13) -> String {
        switch dimension {
        case .uniformAcrossSiblings(let value):
            let uniform = "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: \(number(value)))"
            guard minimumIOS < 17 else { return uniform }
            return "{ () -> NSCollectionLayoutDimension in if #available(iOS 17.0, *) { return \(uniform) }; "
                + "return NSCollectionLayoutDimension.estimated(\(number(value))) }()"
        case .fractionalWidth(let value): return "NSCollectionLayoutDimension.fractionalWidth(\(number(value)))"
        case .fractionalHeight(let value): return "NSCollectionLayoutDimension.fractionalHeight(\(number(value)))"
        case .absolute(let value): return "NSCollectionLayoutDimension.absolute(\(number(value)))"
        case .estimated(let value): return "NSCollectionLayoutDimension.estimated(\(number(value)))"
        }
    }

    static func size(_ size: LayoutSize, minimumIOS: Int = 13) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width, minimumIOS: minimumIOS)), "
            + "heightDimension: \(dimension(size.height, minimumIOS: minimumIOS)))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
    }

    static func spacing(_ spacing: Spacing?) -> String {
        switch spacing {
        case nil: return "nil"
        case .fixed(let value): return "NSCollectionLayoutSpacing.fixed(\(number(value)))"
        case .flexible(let value): return "NSCollectionLayoutSpacing.flexible(\(number(value)))"
        }
    }

    static func edgeSpacing(_ spacing: EdgeSpacing) -> String {
        "NSCollectionLayoutEdgeSpacing(leading: \(self.spacing(spacing.leading)), top: \(self.spacing(spacing.top)), "
            + "trailing: \(self.spacing(spacing.trailing)), bottom: \(self.spacing(spacing.bottom)))"
    }

    static func insetsReference(_ reference: ContentInsetsReference) -> String {
        "UIContentInsetsReference.\(reference.rawValue)"
    }

    static func point(_ point: Point) -> String {
        "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(number(rect.x)), y: \(number(rect.y)), width: \(number(rect.width)), "
            + "height: \(number(rect.height)))"
    }

    /// An `NSDirectionalRectEdge` option set, in UIKit's bit order.
    static func edges(_ edges: [RectEdge]) -> String {
        let names = RectEdge.allCases.filter(edges.contains).map { "NSDirectionalRectEdge.\($0.rawValue)" }
        return "[" + names.joined(separator: ", ") + "]"
    }

    static func anchor(_ anchor: SupplementaryAnchor) -> String {
        let edges = "edges: \(self.edges(anchor.edges))"
        if anchor.offset == .zero && !anchor.isFractional { return "NSCollectionLayoutAnchor(\(edges))" }
        let label = anchor.isFractional ? "fractionalOffset" : "absoluteOffset"
        return "NSCollectionLayoutAnchor(\(edges), \(label): \(point(anchor.offset)))"
    }

    static func alignment(_ alignment: BoundaryAlignment) -> String {
        "NSRectAlignment.\(alignment.rawValue)"
    }

    static func orthogonal(_ behavior: OrthogonalScrolling) -> String {
        "UICollectionLayoutSectionOrthogonalScrollingBehavior.\(behavior.rawValue)"
    }

    static func listAppearance(_ appearance: ListAppearance) -> String {
        "UICollectionLayoutListConfiguration.Appearance.\(appearance.rawValue)"
    }

    static func number(_ value: Double) -> String { SwiftLiteral.number(value) }
}
