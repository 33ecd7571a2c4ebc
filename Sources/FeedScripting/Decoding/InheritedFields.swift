import LuaBridge

/// Items whose fields come through a metatable's `__index` (`setmetatable({}, { __index = defaults })`): the
/// host reads a table's own fields only, as `rawget` does, so such an item read as one without those fields (an
/// empty table, for the example) and nothing said why. It is refused instead, naming the item.
enum InheritedFields {
    static let message =
        "the table has a metatable with __index, whose fields the host does not see: it reads a table's own "
        + "fields only (as rawget does); copy the fields into the table itself"

    /// Where the first table with an `__index` metatable is among the items `cursor` holds: "" for the list
    /// itself, `[3]` for its third item; nil when there is none.
    static func firstPath(in cursor: LuaCursor) -> String? {
        if cursor.hasIndexMetamethod { return "" }
        guard case .sequence(let count) = cursor.tableShape else { return nil }
        do throws(Found) {
            _ = try cursor.forEachElement(count: count) { (offset, item) throws(Found) in
                if item.hasIndexMetamethod { throw Found(path: FieldPath.index("", offset)) }
            }
        } catch {
            return error.path
        }
        return nil
    }

    /// Ends the walk at the first item found.
    private struct Found: Error {
        var path: String
    }
}
