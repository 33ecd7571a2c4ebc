import FeedLayout

/// UIKit's text styles (`UIFont.TextStyle`) and their size at each Dynamic Type size.
///
/// Source (documented): Apple Human Interface Guidelines, Typography → Specifications → "iOS, iPadOS Dynamic Type
/// sizes", the tables of weight and point size per style for xSmall … xxxLarge and the five accessibility sizes
/// (AX1 … AX5); at the default size (Large) they are the sizes `UIFont.preferredFont(forTextStyle:)` returns.
/// docs/decisions.md keeps the table next to its source.
package enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Weight of the style (headline is the only semibold one).
    package var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's font at `category`.
    package func font(at category: ContentSizeCategory) -> FontSpec {
        FontSpec(size: sizes[category.tableIndex], weight: weight)
    }

    /// Points per style, columns xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1 … AX5. A switch, not
    /// a dictionary keyed by the style: the dictionary's first use made the runtime look up `TextStyle: Hashable`
    /// in every loaded image's conformances, part of every cold build with text.
    private var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}

extension ContentSizeCategory {
    /// The column of `TextStyle`'s table (FeedLayout's `ContentSizeCategory` is UIKit's list, smallest first).
    var tableIndex: Int { Self.allCases.firstIndex(of: self)! }
}
