/// The user's Dynamic Type size, as in `UIContentSizeCategory` (docs/spec/layout.md §6.2).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The names the command line and scripts use (`xSmall` … `accessibilityExtraExtraExtraLarge`), in order.
    public var name: String {
        switch self {
        case .extraSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .extraLarge: return "xLarge"
        case .extraExtraLarge: return "xxLarge"
        case .extraExtraExtraLarge: return "xxxLarge"
        default: return rawValue
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }

    /// The body text style's point size at this category (Apple HIG "Typography", Dynamic Type sizes; documented).
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// The readable content guide's greatest width: 672 points at `large` (measured, docs/spec/layout.md §6.2),
    /// scaled with the body size elsewhere (our rule: the guide holds the same number of characters).
    public var readableWidth: Double { (672 * bodyPointSize / 17).rounded() }
}
