import LuaBridge

/// One DSL or contract table opened for decoding: its entries, where it is, and the line to blame.
struct TableReader {
    let kind: DSLTableKind
    let entries: [String: LuaValue]
    let path: String
    /// The line of the nearest constructor table on the path.
    let line: Int?

    subscript(key: String) -> LuaValue? { entries[key] }

    func path(_ key: String) -> String { FieldPath.key(path, key) }
}
