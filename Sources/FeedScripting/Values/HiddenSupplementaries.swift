import FeedLayout

/// Item-anchored supplementaries (badges) that items hide by kind: an item's `supplementaries = { badge = false }`.
///
/// The layout keeps UIKit's geometry (a hidden badge still has its frame); the output marks it `"hidden": true` and
/// the previews do not draw it — in an app, the supplementary view's `isHidden`.
package enum HiddenSupplementaries {
    /// The item field that names hidden kinds.
    package static let field = SectionItem.HostField.supplementaries.rawValue

    /// The hidden kinds of each item that hides any, by item index.
    ///
    /// - Parameter kinds: the kinds anchored to items in the section's layout (`kinds(of:)`).
    /// - Throws: `ScriptError` naming `items[n].supplementaries…` for a value that is not a table of booleans or a
    ///   kind the layout does not anchor (with the closest one).
    package static func hidden(in items: [SectionItem], kinds: [String], script: String) throws(ScriptError)
        -> [Int: Set<String>]
    {
        var hidden: [Int: Set<String>] = [:]
        var problems: [Diagnostic] = []
        // By index: enumerating copied every item out (its id and fields retained) to look up one key.
        for index in items.indices {
            guard let value = items[index].field(.supplementaries) else { continue }
            let path = FieldPath.key(FieldPath.index("items", index), field)
            guard case .object(let object) = value else {
                problems.append(
                    Diagnostic(
                        script: script, field: path,
                        message: "expected a table of kinds such as supplementaries = { badge = false }"))
                continue
            }
            for member in object {
                let memberPath = FieldPath.key(path, member.key)
                guard case .bool(let shown) = member.value else {
                    problems.append(
                        Diagnostic(
                            script: script, field: memberPath,
                            message: "expected true or false such as \(member.key) = false"))
                    continue
                }
                guard kinds.contains(member.key) else {
                    problems.append(Self.unknownKind(member.key, kinds: kinds, script: script, path: memberPath))
                    continue
                }
                if !shown { hidden[index, default: []].insert(member.key) }
            }
        }
        if !problems.isEmpty { throw ScriptError(problems) }
        return hidden
    }

    private static func unknownKind(_ kind: String, kinds: [String], script: String, path: String) -> Diagnostic {
        let known =
            kinds.isEmpty
            ? "the section's layout anchors no supplementaries to its items"
            : Suggestion.closest(to: kind, in: kinds).map { "did you mean \"\($0)\"?" }
                ?? "the layout anchors " + kinds.map { "\"\($0)\"" }.joined(separator: ", ")
        return Diagnostic(script: script, field: path, message: "unknown supplementary kind \"\(kind)\"; \(known)")
    }

    /// The kinds of the supplementaries anchored to items (not groups) in `recipe`, in layout order.
    package static func kinds(of recipe: SectionRecipe) -> [String] {
        guard case .section(let section) = recipe.recipe else { return [] }
        var kinds: [String] = []
        var seen = Set<String>()
        collect(section.group, into: &kinds, seen: &seen)
        return kinds
    }

    private static func collect(_ group: LayoutGroup, into kinds: inout [String], seen: inout Set<String>) {
        for element in group.subitems {
            switch element {
            case .item(let item):
                for supplementary in item.supplementaries where seen.insert(supplementary.kind).inserted {
                    kinds.append(supplementary.kind)
                }
            case .group(let nested): collect(nested, into: &kinds, seen: &seen)
            }
        }
    }
}
