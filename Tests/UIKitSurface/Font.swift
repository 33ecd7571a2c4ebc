// UIFont.h (ios(2.0)): `preferredFont(forTextStyle:)` (ios(7.0)), `systemFont(ofSize:weight:)` (ios(8.2)),
// UIFontDescriptor.h: UIFont.TextStyle (UIFontTextStyle, ios(7.0); largeTitle ios(11.0)) and UIFont.Weight
// (UIFontWeight, ios(8.2)). A font records how it was made.

@MainActor
open class UIFont: NSObject {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `UIFontWeight` (`UIFontWeightUltraLight` … `UIFontWeightBlack`, declared `extern` in the header; the values are
    /// the ones UIKit returns at run time).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let pointSize: CGFloat
    public let _feedRecordedTextStyle: TextStyle?
    public let _feedRecordedWeight: Weight

    init(pointSize: CGFloat, textStyle: TextStyle?, weight: Weight) {
        self.pointSize = pointSize
        _feedRecordedTextStyle = textStyle
        _feedRecordedWeight = weight
        super.init()
    }

    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(pointSize: 0, textStyle: style, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil, weight: weight)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, textStyle: nil, weight: .regular)
    }
}
