extension SwiftExporter {
    /// The file, or nil when the enum's name is one the file uses for something else: a nested type (`Item`, a
    /// cell class), a type of UIKit or the standard library it refers to (`IndexPath`, `Hashable`). The enum's
    /// name would hide such a type inside it, or be hidden by it, and the file would not compile.
    ///
    /// Rendered once, with a marker in place of the name, which the writers only interpolate: the marker cannot
    /// occur elsewhere (string literals and comments escape control characters), so the code's identifiers and
    /// the client file's (it goes into the same app module) are those the file uses, and the name goes in after.
    package func renderUnlessNameClashes() -> String? {
        var marked = self
        marked.plan.name = String(Self.nameMarker)
        let text = marked.render()
        guard !Self.identifiers(inCode: text + "\n" + ClientFile.source).contains(plan.name) else { return nil }
        return text.split(separator: Self.nameMarker, omittingEmptySubsequences: false).joined(separator: plan.name)
    }

    private static let nameMarker: Character = "\u{1}"

    /// The identifiers of Swift `source` outside its `//` comments and string literals.
    package static func identifiers(inCode source: String) -> Set<String> {
        var found = Set<String>()
        for line in source.split(separator: "\n") {
            var word = ""
            var inString = false
            // Inside a string: the character before was a backslash that escapes this one.
            var escaped = false
            var previous: Character = " "
            for character in line {
                if inString {
                    if character == "\"" && !escaped { inString = false }
                    escaped = character == "\\" && !escaped
                } else if character == "\"" {
                    inString = true
                } else if character == "/" && previous == "/" {
                    break
                } else if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                    previous = character
                    continue
                }
                if !word.isEmpty { found.insert(word) }
                word = ""
                previous = character
            }
            if !word.isEmpty { found.insert(word) }
        }
        return found
    }
}
