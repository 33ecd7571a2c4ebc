/// UIKit's named colours (light appearance) for drawing cell content in previews: the template's `color` and
/// `backgroundColor` strings. A name not listed is used as a CSS colour as it is (`#ff9500`, `white`).
enum SystemColors {
    static let table: [String: String] = [
        "systemRed": "#ff3b30", "systemOrange": "#ff9500", "systemYellow": "#ffcc00", "systemGreen": "#34c759",
        "systemMint": "#00c7be", "systemTeal": "#30b0c7", "systemCyan": "#32ade6", "systemBlue": "#007aff",
        "systemIndigo": "#5856d6", "systemPurple": "#af52de", "systemPink": "#ff2d55", "systemBrown": "#a2845e",
        "systemGray": "#8e8e93", "systemGray2": "#aeaeb2", "systemGray3": "#c7c7cc", "systemGray4": "#d1d1d6",
        "systemGray5": "#e5e5ea", "systemGray6": "#f2f2f7", "label": "#000000", "secondaryLabel": "#8a8a8e",
        "tertiaryLabel": "#c4c4c6", "systemBackground": "#ffffff", "secondarySystemBackground": "#f2f2f7",
        "white": "#ffffff", "black": "#000000", "clear": "none",
    ]

    /// The CSS colour for a template colour name; only names and `#hex` pass, so nothing breaks the markup.
    static func css(_ name: String?, default fallback: String) -> String {
        guard let name else { return fallback }
        if let known = table[name] { return known }
        let safe = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "#" }
        return safe && !name.isEmpty ? name : fallback
    }

    /// The table as a JavaScript object literal, for the preview page's script.
    static var javaScript: String {
        "{" + table.keys.sorted().map { "\"\($0)\":\"\(table[$0]!)\"" }.joined(separator: ",") + "}"
    }
}
