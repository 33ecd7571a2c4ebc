/// Two script files whose names differ in bytes but are one `String` to Swift: the same text in two Unicode forms
/// (`é.lua` as U+00E9 and as `e` + U+0301, as a checkout from another system can leave them), or two names that
/// are not UTF-8 and are repaired alike. The host keys scripts, sections and their problems by name, so such a
/// folder crashed every command on a dictionary given one key twice; it is refused instead, naming both.
enum ScriptNameClash {
    /// Why `scripts` cannot run side by side, or nil when their names are distinct.
    static func problem(in scripts: [ScriptFile]) -> String? {
        var seen: [String: String] = [:]
        for script in scripts {
            if let earlier = seen[script.name] {
                return "it holds two scripts named \(spelled(earlier)) and \(spelled(script.name)), one name in two "
                    + "spellings (Unicode forms, or bytes that are not UTF-8), which the host cannot tell apart; "
                    + "rename one"
            }
            seen[script.name] = script.name
        }
        return nil
    }

    /// `name` with every character beyond ASCII as `\u{…}`, so the two spellings read differently.
    static func spelled(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
            .joined()
    }
}
