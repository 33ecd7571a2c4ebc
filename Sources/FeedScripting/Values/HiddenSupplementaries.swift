import FeedJSON
import FeedLayout
import LuaBridge

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
        var problems = CappedProblems<Diagnostic>()
        let anchored = Set(kinds)
        // By index: enumerating copied every item out (its id and fields retained) to look up one key.
        for index in items.indices {
            guard let value = items[index].field(.supplementaries) else { continue }
            let path = FieldPath.key(FieldPath.index("items", index), field)
            guard case .object(let object) = value else {
                problems.add(
                    Diagnostic(
                        script: script, field: path,
                        message: "expected a table of kinds such as supplementaries = { badge = false }"))
                continue
            }
            for member in object {
                guard case .bool(let shown) = member.value, anchored.contains(member.key) else {
                    let suggesting = problems.kept.count < Self.suggestedUnknownKinds
                    problems.add(
                        Self.problem(member, kinds: kinds, suggesting: suggesting, script: script, path: path))
                    continue
                }
                if !shown { hidden[index, default: []].insert(member.key) }
            }
        }
        if !problems.isEmpty {
            throw ScriptError(
                problems.diagnostics(script: script, field: "items", place: "items' \(field) fields") { $0 })
        }
        return hidden
    }

    /// The problem of an item's `supplementaries` member that is not a boolean or names a kind not anchored.
    private static func problem(
        _ member: (key: String, value: JSONValue), kinds: [String], suggesting: Bool, script: String, path: String
    ) -> Diagnostic {
        let memberPath = FieldPath.key(path, member.key)
        guard case .bool = member.value else {
            return Diagnostic(
                script: script, field: memberPath, message: "expected true or false such as \(member.key) = false")
        }
        return unknownKind(member.key, kinds: kinds, suggesting: suggesting, script: script, path: memberPath)
    }

    /// How many of a section's problems get a did-you-mean, a search of every anchored kind: 200 items each
    /// naming 1,000 unknown kinds among 1,000 took 84 s when every one did.
    static let suggestedUnknownKinds = 20
    /// How many anchored kinds a message lists.
    static let listedKinds = 8

    private static func unknownKind(_ kind: String, kinds: [String], suggesting: Bool, script: String, path: String)
        -> Diagnostic
    {
        var known = "the section's layout anchors no supplementaries to its items"
        if !kinds.isEmpty {
            let listed = kinds.prefix(listedKinds).map { "\"\($0)\"" }.joined(separator: ", ")
            known =
                (suggesting ? Suggestion.closest(to: kind, in: kinds).map { "did you mean \"\($0)\"?" } : nil)
                ?? "the layout anchors " + listed + (kinds.count > listedKinds ? " (\(kinds.count) kinds in all)" : "")
        }
        return Diagnostic(script: script, field: path, message: "unknown supplementary kind \"\(kind)\"; \(known)")
    }

    /// The kinds of the supplementaries anchored to items (not groups) in `recipe`, in layout order.
    package static func kinds(of recipe: SectionRecipe) -> [String] {
        guard case .section(let section) = recipe.recipe else { return [] }
        var kinds: [String] = []
        var seen = Set<String>()
        for case .item(let item) in section.group.descendants {
            for supplementary in item.supplementaries where seen.insert(supplementary.kind).inserted {
                kinds.append(supplementary.kind)
            }
        }
        return kinds
    }
}
