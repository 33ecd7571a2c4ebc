// UIView.h (API_AVAILABLE(ios(2.0))): the hierarchy, `translatesAutoresizingMaskIntoConstraints` and the content
// priorities (ios(6.0)), the layout anchors (UIView (UIViewLayoutConstraintCreation), ios(9.0)),
// `accessibilityIdentifier` (UIAccessibilityIdentification.h, ios(5.0)), `accessibilityLabel` (UIAccessibility.h,
// NSObject (UIAccessibility), ios(3.0): declared on the view here, as the surface cannot add it to NSObject),
// `layer` (CALayer, QuartzCore), `isHidden` (UIView (UIViewRendering)).
// Views record what they are given; the driver reads the tree back.

@MainActor
open class UIView: NSObject {
    public var frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    public var translatesAutoresizingMaskIntoConstraints = true
    public var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    public var backgroundColor: UIColor?
    public var tintColor: UIColor!
    public var clipsToBounds = false
    public var isHidden = false
    public let layer = CALayer()
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        fatalError("not used by the surface")
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        view.superview?.subviews.removeAll { $0 === view }
        subviews.append(view)
        view.superview = self
    }

    /// `UIViewNoIntrinsicMetric` is -1.
    public class var noIntrinsicMetric: CGFloat { -1 }

    /// A plain view has none (`UIViewNoIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Defaults: 250 (`UILayoutPriorityDefaultLow`) to hug, 750 (`UILayoutPriorityDefaultHigh`) to resist.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis] ?? .defaultLow
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis] = priority
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compression[axis] ?? .defaultHigh
    }

    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        compression[axis] = priority
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

/// QuartzCore's CALayer (CALayer.h): the corner radius only.
open class CALayer: @unchecked Sendable {
    open var cornerRadius: CGFloat = 0

    public init() {}
}

/// UIColor.h (ios(2.0)) and its system colors (ios(13.0)): a name, recorded.
@MainActor
open class UIColor: NSObject {
    public let _feedRecordedName: String

    init(_ name: String) {
        _feedRecordedName = name
        super.init()
    }

    public class var black: UIColor { UIColor("black") }
    public class var darkGray: UIColor { UIColor("darkGray") }
    public class var lightGray: UIColor { UIColor("lightGray") }
    public class var white: UIColor { UIColor("white") }
    public class var gray: UIColor { UIColor("gray") }
    public class var red: UIColor { UIColor("red") }
    public class var green: UIColor { UIColor("green") }
    public class var blue: UIColor { UIColor("blue") }
    public class var cyan: UIColor { UIColor("cyan") }
    public class var yellow: UIColor { UIColor("yellow") }
    public class var magenta: UIColor { UIColor("magenta") }
    public class var orange: UIColor { UIColor("orange") }
    public class var purple: UIColor { UIColor("purple") }
    public class var brown: UIColor { UIColor("brown") }
    public class var clear: UIColor { UIColor("clear") }
    public class var systemRed: UIColor { UIColor("systemRed") }
    public class var systemGreen: UIColor { UIColor("systemGreen") }
    public class var systemBlue: UIColor { UIColor("systemBlue") }
    public class var systemOrange: UIColor { UIColor("systemOrange") }
    public class var systemYellow: UIColor { UIColor("systemYellow") }
    public class var systemPink: UIColor { UIColor("systemPink") }
    public class var systemPurple: UIColor { UIColor("systemPurple") }
    public class var systemTeal: UIColor { UIColor("systemTeal") }
    public class var systemIndigo: UIColor { UIColor("systemIndigo") }
    public class var systemBrown: UIColor { UIColor("systemBrown") }
    public class var systemGray: UIColor { UIColor("systemGray") }
    public class var systemGray2: UIColor { UIColor("systemGray2") }
    public class var systemGray3: UIColor { UIColor("systemGray3") }
    public class var systemGray4: UIColor { UIColor("systemGray4") }
    public class var systemGray5: UIColor { UIColor("systemGray5") }
    public class var systemGray6: UIColor { UIColor("systemGray6") }
    public class var label: UIColor { UIColor("label") }
    public class var secondaryLabel: UIColor { UIColor("secondaryLabel") }
    public class var tertiaryLabel: UIColor { UIColor("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { UIColor("quaternaryLabel") }
    public class var link: UIColor { UIColor("link") }
    public class var placeholderText: UIColor { UIColor("placeholderText") }
    public class var separator: UIColor { UIColor("separator") }
    public class var opaqueSeparator: UIColor { UIColor("opaqueSeparator") }
    public class var systemBackground: UIColor { UIColor("systemBackground") }
    public class var secondarySystemBackground: UIColor { UIColor("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { UIColor("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { UIColor("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { UIColor("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { UIColor("tertiarySystemGroupedBackground") }
    public class var systemFill: UIColor { UIColor("systemFill") }
    public class var secondarySystemFill: UIColor { UIColor("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { UIColor("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { UIColor("quaternarySystemFill") }
}
