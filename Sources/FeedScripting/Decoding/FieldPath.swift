/// Builds the dotted field paths of diagnostics: `layout.group.subitems[1].width`.
///
/// Array positions are 1-based, as the script author counts them in Lua.
enum FieldPath {
    static func key(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }

    /// The path of the entry at the 0-based `offset` of an array.
    static func index(_ path: String, _ offset: Int) -> String {
        "\(path)[\(offset + 1)]"
    }

    /// Splits `prefix[n]rest` into `n` and `rest`; nil when `path` does not start that way.
    static func indexed(_ path: String, prefix: String) -> (index: Int, rest: Substring)? {
        guard path.hasPrefix(prefix + "["), let close = path.firstIndex(of: "]") else { return nil }
        let start = path.index(path.startIndex, offsetBy: prefix.count + 1)
        guard start <= close, let index = Int(path[start..<close]) else { return nil }
        return (index, path[path.index(after: close)...])
    }

    /// Adds one to every `[n]` index of a path (the layout engine counts from 0, scripts from 1).
    static func oneBased(_ path: Substring) -> String {
        var result = ""
        var rest = path
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            result += rest[...open]
            let inner = rest[rest.index(after: open)..<close]
            result += Int(inner).map { String($0 + 1) } ?? String(inner)
            rest = rest[close...]
        }
        return result + rest
    }
}
