/// Swift source text for values that come from scripts: string literals that cannot break out, number literals
/// that round-trip exactly, identifiers that are always valid.
///
/// Nothing a script writes reaches the exported file except through these functions, so no section id, element
/// kind or file name can inject code (issue #14, "Bad input").
package enum SwiftLiteral {
    /// A double-quoted string literal holding exactly `text`.
    ///
    /// Printable ASCII stands as itself (with `\` and `"` escaped); every other scalar, including newlines,
    /// bidirectional controls and any non-ASCII letter, becomes `\u{…}`. The literal is therefore pure ASCII, one
    /// line, and shows hidden characters to a reviewer.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }

    /// `text` with every scalar outside printable ASCII written as `\u{…}`, for comments.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if (" "..."~").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// A floating-point literal that reads back as exactly `value` (Swift prints the shortest round-trip form).
    ///
    /// Values are finite: the layout validator rejects anything else before an export starts.
    package static func number(_ value: Double) -> String {
        precondition(value.isFinite, "a layout value must be finite")
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A lowerCamelCase Swift identifier made from `text`: ASCII letters and digits kept, every other character a
    /// word break; empty or digit-first results get `prefix`. The result never collides with a Swift keyword
    /// because callers append a suffix (`Kind`, …) or a prefix.
    static func identifierWords(_ text: String, prefix: String) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return prefix }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if let lead = result.unicodeScalars.first, ("0"..."9").contains(lead) {
            result = prefix + result.prefix(1).uppercased() + result.dropFirst()
        }
        return result
    }

    /// Whether `name` is a plain Swift type name (ASCII letter or `_` first, then letters, digits, `_`) that is not
    /// a keyword; `--name` must be one.
    package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64 else { return false }
        let letter = { (scalar: Unicode.Scalar) in scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_") }
        guard letter(first) else { return false }
        let valid = name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
        return valid && !reservedTypeNames.contains(name) && name != "_" && !isFrameworkName(name)
    }

    /// `UIView`, `NSCollectionLayoutSection`, `CGRect`, `CALayer`: a prefix of Apple's frameworks and a capital.
    /// The file uses many such types inside the enum, where its own name would hide them (`enum UIView` makes
    /// `class Spacer: UIView` inherit from the enum), so none is taken.
    private static func isFrameworkName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        guard scalars.count == 3, ("A"..."Z").contains(scalars[2]) else { return false }
        return ["UI", "NS", "CG", "CA"].contains(String(String.UnicodeScalarView(scalars[0..<2])))
    }

    /// Names a generated type must not take: Swift keywords and the UIKit/Swift types the file refers to.
    /// Every keyword the language reserves is here (`enum catch` is not Swift), and `each`, which a parameter
    /// pack makes a keyword after `extension`.
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "extension", "func", "let", "var",
        "if", "else", "switch", "case", "default", "return", "import", "static", "self", "super", "true", "false",
        "nil", "in", "for", "while", "repeat", "do", "try", "throw", "throws", "guard", "defer", "where", "is", "as",
        "init", "deinit", "subscript", "typealias", "associatedtype", "operator", "inout", "private", "public",
        "internal", "fileprivate", "open", "some", "any", "break", "continue", "fallthrough", "rethrows", "catch",
        "await", "precedencegroup", "each", "String", "Int", "Double", "Bool", "Array", "Optional", "CGFloat",
        "CGRect", "CGSize", "CGPoint", "UIKit", "Foundation", "Swift",
    ]
}
