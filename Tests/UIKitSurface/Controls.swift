// UILabel.h (ios(2.0); adjustsFontForContentSizeCategory: UIContentSizeCategoryAdjusting.h, ios(10.0)),
// UIImageView.h and UIImage.h (`init?(systemName:)`, ios(13.0)), UIButton.h and UIControl.h (ios(2.0);
// `contentEdgeInsets` is deprecated from ios(15.0) in favour of UIButton.Configuration), UIGeometry.h
// (UIEdgeInsets), NSText.h (NSTextAlignment, in the header's iOS order).

/// `typedef NS_ENUM(NSInteger, NSTextAlignment)` on iOS: left 0, center 1, right 2, justified 3, natural 4.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A label records its text and how it is set; its hugging defaults are UIView's (250) when made in code.
@MainActor
open class UILabel: UIView {
    open var text: String?
    /// The default is the 17-point system font.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor!
    open var numberOfLines = 1
    open var textAlignment = NSTextAlignment.natural
    open var adjustsFontForContentSizeCategory = false
}

@MainActor
open class UIImage: NSObject {
    public let _feedRecordedSystemName: String?

    public init?(systemName name: String) {
        _feedRecordedSystemName = name
        super.init()
    }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
}

@MainActor
open class UIControl: UIView {
    /// `typedef NS_OPTIONS(NSUInteger, UIControlState)`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

@MainActor
open class UIButton: UIControl {
    /// `typedef NS_ENUM(NSInteger, UIButtonType)`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure, infoLight, infoDark, contactAdd
    }

    public private(set) var buttonType = ButtonType.custom
    public private(set) var titleLabel: UILabel? = UILabel()
    open var contentEdgeInsets = UIEdgeInsets.zero
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }
}
