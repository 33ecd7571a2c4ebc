import CellLayout

/// A view's drawing hints (`backgroundColor`, `color`, `cornerRadius`, `symbol`) as UIKit settings. Colors are
/// written only when UIKit has a `UIColor` of that name; anything else becomes a `// feed:` comment, so no hint
/// can put code into the file.
struct CellAppearance {
    let view: CellView
    let name: String

    func write(into code: inout SwiftCode) {
        for key in view.appearance.keys.sorted() {
            let value = view.appearance[key] ?? ""
            switch key {
            case "backgroundColor" where Self.colors.contains(value):
                code.line("\(name).backgroundColor = UIColor.\(value)")
            case "color" where Self.colors.contains(value) && view.kind == .label:
                code.line("\(name).textColor = UIColor.\(value)")
            case "color" where Self.colors.contains(value) && view.kind == .button:
                code.line("\(name).setTitleColor(UIColor.\(value), for: UIControl.State.normal)")
            case "color" where Self.colors.contains(value):
                code.line("\(name).tintColor = UIColor.\(value)")
            case "cornerRadius" where Double(value)?.isFinite == true:
                code.line("\(name).layer.cornerRadius = \(SwiftLiteral.number(Double(value) ?? 0))")
                code.line("\(name).clipsToBounds = true")
            case "symbol" where view.kind == .image:
                code.line("\(name).image = UIImage(systemName: \(SwiftLiteral.string(value)))")
            default:
                code.comment("feed: \(key) = \(SwiftLiteral.string(value)) has no UIKit setting here; set it yourself")
            }
        }
    }

    /// `UIColor`'s class properties (UIColor.h, UIInterface.h): the fixed colors and the system and semantic ones.
    static let colors: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "systemRed", "systemGreen", "systemBlue", "systemOrange",
        "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText", "separator",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
    ]
}
