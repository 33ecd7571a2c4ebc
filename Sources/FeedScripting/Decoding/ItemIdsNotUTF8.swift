import LuaBridge

/// Which items' ids Lua holds as bytes that are not UTF-8, read before the items are converted: converted, such
/// an id shows U+FFFD for each bad sequence, as an id that is UTF-8 may (`"\xff"` and `"\u{FFFD}"` read alike),
/// so only the bytes tell the one to refuse (`DecodingSession.items`).
package enum ItemIdsNotUTF8 {
    /// The 0-based offsets of the items of `items` (an array of tables) whose `id` is such a string.
    package static func offsets(in items: LuaCursor) -> Set<Int> {
        guard case .sequence(let count) = items.tableShape else { return [] }
        var offsets: Set<Int> = []
        _ = items.forEachElement(count: count) { offset, item in
            if item.fieldIsTextNotUTF8("id") { offsets.insert(offset) }
        }
        return offsets
    }
}
