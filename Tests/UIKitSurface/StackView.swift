// UIStackView.h (API_AVAILABLE(ios(9.0))): axis, spacing, alignment, distribution and arranged subviews. Adding
// an arranged subview adds it as a subview and turns its autoresizing mask off, as the header documents.

@MainActor
open class UIStackView: UIView {
    /// `typedef NS_ENUM(NSInteger, UIStackViewDistribution)`.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `typedef NS_ENUM(NSInteger, UIStackViewAlignment)`: `top` is `leading`, `bottom` is `trailing`.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    open var axis = NSLayoutConstraint.Axis.horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    public private(set) var arrangedSubviews: [UIView] = []

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}
