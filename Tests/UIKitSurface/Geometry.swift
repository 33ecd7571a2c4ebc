// UIGeometry.h: NSDirectionalEdgeInsets (API_AVAILABLE(ios(11.0))), NSDirectionalRectEdge and NSRectAlignment
// (API_AVAILABLE(ios(13.0))). UIInterface.h: UIUserInterfaceSizeClass (ios(8.0)).

@_exported import Foundation

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// `typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge)`: top 1 << 0, leading 1 << 1, bottom 1 << 2,
/// trailing 1 << 3.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `typedef NS_ENUM(NSInteger, NSRectAlignment)`, in the header's order.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass)`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
