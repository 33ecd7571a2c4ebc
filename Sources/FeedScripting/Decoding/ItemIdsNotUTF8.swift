import LuaBridge

/// Which items' ids Lua holds as bytes that are not UTF-8, found by reading the bytes: converted, such an id shows
/// U+FFFD for each bad sequence, as an id that is UTF-8 may (`"\xff"` and `"\u{FFFD}"` read alike), so only the
/// bytes tell the one to refuse (`DecodingSession.items`, `OutlineRows`).
package enum ItemIdsNotUTF8 {
    /// The paths (`items[2]`, `items[1].children[3]`) of the items of `items`, an array of tables, and of their
    /// outline children, whose `id` is such a string.
    ///
    /// Read after `items` converted or was read without error, so no table contains itself and the walk visits
    /// no more tables than that read did; children are followed as deep as an outline may be.
    package static func paths(in items: LuaCursor, at path: String) -> Set<String> {
        var found: Set<String> = []
        collect(items, at: path, level: 0, into: &found)
        return found
    }

    private static func collect(_ items: LuaCursor, at path: String, level: Int, into found: inout Set<String>) {
        guard level < OutlineRows.maximumLevels, case .sequence(let count) = items.tableShape else { return }
        _ = items.forEachElement(count: count) { offset, item in
            if item.field("id", { $0.isTextNotUTF8 }) { found.insert(FieldPath.index(path, offset)) }
            item.field("children") { children in
                // The path is spelled only for items that have children.
                guard children.kind == .table else { return }
                collect(
                    children, at: FieldPath.key(FieldPath.index(path, offset), "children"), level: level + 1,
                    into: &found)
            }
        }
    }

    /// The message for such an id, `id` as it reads (each bad sequence as U+FFFD).
    static func message(_ id: String) -> String {
        "item id \"\(id)\" is not valid UTF-8 (each invalid byte shows as \u{FFFD}); ids are UTF-8 text"
    }
}
