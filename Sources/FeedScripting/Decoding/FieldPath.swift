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
}
