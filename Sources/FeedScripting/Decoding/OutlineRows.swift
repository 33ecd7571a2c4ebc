import FeedJSON

/// Turns items that carry `children` into the visible rows of an outline section: each item, then — when its
/// `expanded` is true — its children, depth first, every row knowing its level and parent.
///
/// Ids are unique across the whole tree (hidden items included). A repeated id, an `expanded` that is not a
/// boolean, `children` that is not an array of items, or more than ``maximumLevels`` levels is an error naming
/// the item's path (`items[2].children[1].expanded`). `expanded` on an item without children is allowed and
/// ignored. Lua tables that contain themselves never get this far: converting them is already an error.
enum OutlineRows {
    /// UIKit puts no limit on outline depth; 64 levels is far beyond any readable list and bounds the work.
    static let maximumLevels = 64

    /// The visible rows of `items`, or `items` unchanged when none has `children`.
    ///
    /// - Parameter idsNotUTF8: the paths of the children whose id Lua held as bytes that are not UTF-8
    ///   (`ItemIdsNotUTF8`): they read with U+FFFD, as an id that is UTF-8 may.
    static func rows(_ items: [SectionItem], script: String, field: String, idsNotUTF8: Set<String> = [])
        throws(ScriptError) -> [SectionItem]
    {
        guard items.contains(where: { $0.field(.children) != nil }) else { return items }
        var walk = Walk(script: script, idsNotUTF8: idsNotUTF8)
        walk.visit(items.map { Node.item($0) }, path: field, level: 0, parent: nil, parentRow: -1, visible: true)
        if !walk.problems.isEmpty {
            throw ScriptError(walk.problems.diagnostics(script: script, field: field, place: "the outline") { $0 })
        }
        return walk.rows
    }

    /// A tree entry: a decoded top-level item, or a child still in its field form.
    private enum Node {
        case item(SectionItem)
        case field(JSONValue)
    }

    private struct Walk {
        let script: String
        let idsNotUTF8: Set<String>
        var rows: [SectionItem] = []
        /// The first 1,000 and a count of the rest: 100,000 children each with a wrong `expanded` gave as many.
        var problems = CappedProblems<Diagnostic>()
        var firstPath: [String: String] = [:]

        init(script: String, idsNotUTF8: Set<String>) {
            self.script = script
            self.idsNotUTF8 = idsNotUTF8
        }

        mutating func visit(
            _ nodes: [Node], path: String, level: Int, parent: String?, parentRow: Int, visible: Bool
        ) {
            for (offset, node) in nodes.enumerated() {
                let itemPath = FieldPath.index(path, offset)
                guard let item = item(node, at: itemPath) else { continue }
                if let first = firstPath[item.id] {
                    report(
                        FieldPath.key(itemPath, "id"),
                        "duplicate item id \"\(item.id)\" (first used by \(first)); ids are unique across an outline")
                    continue
                }
                firstPath[item.id] = itemPath
                guard level < OutlineRows.maximumLevels else {
                    report(itemPath, "an outline is at most \(OutlineRows.maximumLevels) levels deep")
                    return
                }
                var fields = item.fields
                let children = childNodes(fields["children"], at: FieldPath.key(itemPath, "children"))
                let expanded = isExpanded(fields["expanded"], at: FieldPath.key(itemPath, "expanded"))
                fields["children"] = nil
                let row = visible ? rows.count : -1
                if visible {
                    rows.append(
                        SectionItem(
                            id: item.id, fields: fields,
                            outline: OutlinePlace(
                                level: level, parent: parent, parentRow: parentRow,
                                isExpanded: expanded && !children.isEmpty)))
                }
                visit(
                    children, path: FieldPath.key(itemPath, "children"), level: level + 1, parent: item.id,
                    parentRow: row, visible: visible && expanded)
            }
        }

        /// A child as an item: a table with a string or integer id.
        private mutating func item(_ node: Node, at path: String) -> SectionItem? {
            switch node {
            case .item(let item): return item
            case .field(.object(let object)):
                switch object["id"] {
                case .string(let id)? where idsNotUTF8.contains(path):
                    report(FieldPath.key(path, "id"), ItemIdsNotUTF8.message(id))
                    return nil
                case .string(let id)? where !id.isEmpty:
                    return SectionItem(id: id, fields: Self.removingID(object))
                case .integer(let id)?:
                    return SectionItem(id: String(id), fields: Self.removingID(object))
                default:
                    report(
                        FieldPath.key(path, "id"),
                        "every child needs an id unique in the outline, such as id = \"faq-1\"")
                    return nil
                }
            case .field:
                report(path, "expected an item table such as { id = \"faq-1\", title = \"…\" }")
                return nil
            }
        }

        /// A child's fields: its table without the `id`.
        private static func removingID(_ object: JSONObject) -> JSONObject {
            var fields = object
            fields["id"] = nil
            return fields
        }

        private mutating func childNodes(_ value: JSONValue?, at path: String) -> [Node] {
            switch value {
            case nil, .null?: return []
            case .array(let values)?: return values.map(Node.field)
            case .object(let object)? where object.isEmpty: return []
            default:
                report(path, "expected an array of child items such as { { id = \"a\" }, { id = \"b\" } }")
                return []
            }
        }

        private mutating func isExpanded(_ value: JSONValue?, at path: String) -> Bool {
            switch value {
            case nil: return false
            case .bool(let expanded)?: return expanded
            default:
                report(path, "expected true or false (whether the item's children show)")
                return false
            }
        }

        private mutating func report(_ field: String, _ message: String) {
            problems.add(Diagnostic(script: script, field: field, message: message))
        }
    }
}
