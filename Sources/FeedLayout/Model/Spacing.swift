/// Spacing between or around elements, as in `NSCollectionLayoutSpacing`.
///
/// `fixed` is exactly the value; `flexible` is at least the value and shares the leftover room of its row
/// equally with every other flexible spacing there (docs/spec/layout.md §2.3).
public enum Spacing: Hashable, Sendable {
    case fixed(Double)
    case flexible(Double)

    /// The minimum the spacing takes.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): return value
        }
    }

    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Edge spacing around an item or group: outside its slot, moving it and what follows (docs/spec/layout.md §1.4).
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()
}
