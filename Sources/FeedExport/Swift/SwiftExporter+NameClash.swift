extension SwiftExporter {
    /// Whether the file uses `name` for something other than its enum: a nested type (`Item`, a cell class), a
    /// type of UIKit or the standard library it refers to (`IndexPath`, `Hashable`). The enum's name hides such
    /// a type inside it, or is hidden by it, and the file no longer compiles.
    ///
    /// The file is rendered with a name it cannot otherwise contain, and `name` looked for as a whole identifier
    /// in its code and the client file's (comments and string literals aside).
    package func uses(_ name: String) -> Bool {
        var probe = self
        probe.plan.name = Self.probeName
        // The client file (`--client`) goes into the same app module, so its names count too.
        return Self.identifiers(inCode: probe.render() + "\n" + ClientFile.source).contains(name)
    }

    private static let probeName = "FeedEnumNameProbe__"

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
