import CellLayout
import TextShaping

/// The lines that set one view up: its name for tests (`accessibilityIdentifier`), fonts, lines, stack settings,
/// button insets, content priorities and drawing hints. Layout-relevant values are written exactly; drawing hints
/// UIKit has no name for become comments.
struct CellViewSettings {
    let enumName: String

    func write(_ view: CellView, name: String, into code: inout SwiftCode) {
        code.line("\(name).accessibilityIdentifier = \(SwiftLiteral.string(view.name))")
        if !view.isArranged { code.line("\(name).translatesAutoresizingMaskIntoConstraints = false") }
        switch view.kind {
        case .label: label(view, name: name, into: &code)
        case .button: button(view, name: name, into: &code)
        case .hstack, .vstack: stack(view, name: name, into: &code)
        case .image, .spacer, .view: break
        }
        priorities(view, name: name, into: &code)
        CellAppearance(view: view, name: name).write(into: &code)
    }

    private func label(_ view: CellView, name: String, into code: inout SwiftCode) {
        code.line("\(name).font = \(Self.font(view.font))")
        if case .style = view.font { code.line("\(name).adjustsFontForContentSizeCategory = true") }
        if view.numberOfLines != 1 { code.line("\(name).numberOfLines = \(view.numberOfLines)") }
        if view.textAlignment != .natural {
            code.line("\(name).textAlignment = NSTextAlignment.\(view.textAlignment.rawValue)")
        }
        if case .literal(let text)? = view.text { code.line("\(name).text = \(SwiftLiteral.string(text))") }
    }

    private func button(_ view: CellView, name: String, into code: inout SwiftCode) {
        if case .literal(let text)? = view.text {
            code.line("\(name).setTitle(\(SwiftLiteral.string(text)), for: UIControl.State.normal)")
        }
        code.line("\(name).titleLabel?.font = \(Self.font(view.font))")
        if case .style = view.font { code.line("\(name).titleLabel?.adjustsFontForContentSizeCategory = true") }
        let insets = view.contentInsets
        code.line(
            "\(name).contentEdgeInsets = UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), right: \(number(insets.trailing)))")
    }

    private func stack(_ view: CellView, name: String, into code: inout SwiftCode) {
        let axis = view.kind == .vstack ? "vertical" : "horizontal"
        code.line("\(name).axis = NSLayoutConstraint.Axis.\(axis)")
        if view.spacing != 0 { code.line("\(name).spacing = \(number(view.spacing))") }
        code.line("\(name).alignment = UIStackView.Alignment.\(view.alignment.rawValue)")
        code.line("\(name).distribution = UIStackView.Distribution.\(view.distribution.rawValue)")
    }

    /// Hugging and compression resistance where they differ from UIKit's defaults (250 and 750). A label's hugging
    /// is always written: Interface Builder gives labels 251, code 250, and the template means 251.
    private func priorities(_ view: CellView, name: String, into code: inout SwiftCode) {
        let axes: [(String, Double, Double)] = [
            ("horizontal", view.hugging.horizontal, view.compressionResistance.horizontal),
            ("vertical", view.hugging.vertical, view.compressionResistance.vertical),
        ]
        for (axis, hugging, compression) in axes {
            if hugging != 250 || view.kind == .label {
                code.line(
                    "\(name).setContentHuggingPriority(\(Self.priority(hugging)), for: NSLayoutConstraint.Axis.\(axis))"
                )
            }
            if compression != 750 {
                code.line(
                    "\(name).setContentCompressionResistancePriority(\(Self.priority(compression)), "
                        + "for: NSLayoutConstraint.Axis.\(axis))")
            }
        }
    }

    static func font(_ font: CellFont) -> String {
        switch font {
        case .style(let style): return "UIFont.preferredFont(forTextStyle: UIFont.TextStyle.\(style.rawValue))"
        case .system(let size, let weight):
            return "UIFont.systemFont(ofSize: \(SwiftLiteral.number(size)), weight: UIFont.Weight.\(weight.rawValue))"
        }
    }

    static func priority(_ value: Double) -> String {
        switch value {
        case 1000: return "UILayoutPriority.required"
        case 750: return "UILayoutPriority.defaultHigh"
        case 250: return "UILayoutPriority.defaultLow"
        default: return "UILayoutPriority(rawValue: \(SwiftLiteral.number(value)))"
        }
    }

    private func number(_ value: Double) -> String { SwiftLiteral.number(value) }
}
