import FeedScripting

/// Puts sections in feed order and finds the feed-level problems of docs/spec/contract.md §3: a section listed in `feed.lua`
/// without a script, two scripts declaring one id, scripts the list does not name.
enum SectionOrder {
    /// One script that ran and declared a section id.
    struct Declared {
        var script: String
        var id: String
    }

    /// How many ids listed without a script are compared with the unlisted ones for a did-you-mean.
    static let suggestedMissingIDs = 20

    /// The order of `declared` (indices into it) and the problems found.
    ///
    /// - Parameters:
    ///   - declared: scripts in file-name order with the ids they declared.
    ///   - listed: `feed.lua`'s section list, or nil without a manifest (or without a list in it).
    /// - Returns: listed sections first in the list's order, then the others in file-name order (each with a
    ///   warning when a list exists). A script whose id another script already declared is left out.
    static func resolve(_ declared: [Declared], listed: [String]?) -> (order: [Int], diagnostics: [Diagnostic]) {
        let firstScript: [String: Int]
        var diagnostics: [Diagnostic]
        (firstScript, diagnostics) = firstDeclarations(declared)
        guard let listed else {
            return (declared.indices.filter { firstScript[declared[$0].id] == $0 }, diagnostics)
        }
        var (order, placed) = listedOrder(
            listed, declared: declared, firstScript: firstScript, diagnostics: &diagnostics)
        for (index, section) in declared.enumerated()
        where firstScript[section.id] == index && !placed.contains(section.id) {
            order.append(index)
            diagnostics.append(
                Diagnostic(
                    .warning, script: section.script,
                    message: "section \"\(section.id)\" is not listed in feed.lua; it follows the listed sections "
                        + "(add \"\(section.id)\" to sections to place it)"))
        }
        return (order, diagnostics)
    }

    /// The first script to declare each id, and an error for every later one.
    private static func firstDeclarations(_ declared: [Declared]) -> ([String: Int], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var firstScript: [String: Int] = [:]
        for (index, section) in declared.enumerated() {
            guard let first = firstScript[section.id] else {
                firstScript[section.id] = index
                continue
            }
            // The example renames the script whose file name is not already the id.
            let other = declared[first].script
            let renamed = [other, section.script].first { $0 != section.id + ".lua" } ?? section.script
            diagnostics.append(
                Diagnostic(
                    script: section.script, field: "id",
                    message: "section id \"\(section.id)\" is also declared by \(other); section ids are unique in "
                        + "the feed, e.g. id = \"\(renamed.dropLast(4))\" in \(renamed)"))
        }
        return (firstScript, diagnostics)
    }

    /// The declared sections `feed.lua` lists, in its order, and the ids it placed; an error for an id listed
    /// twice and for one no script declares (with a did-you-mean among the declared ids it does not list), the
    /// first 1,000 of them and a count of the rest: a list of 300,000 names no script declares gave as many
    /// errors (340 MB, 3.6 s).
    private static func listedOrder(
        _ listed: [String], declared: [Declared], firstScript: [String: Int], diagnostics: inout [Diagnostic]
    ) -> (order: [Int], placed: Set<String>) {
        var problems = CappedProblems<Diagnostic>()
        defer {
            diagnostics += problems.diagnostics(
                script: FeedFolder.manifestName, field: "sections", place: "feed.lua's sections"
            ) { $0 }
        }
        var order: [Int] = []
        var placed = Set<String>()
        // The ids a missing one may be a typo of: declared, not listed. Suggestions stop after the first few
        // missing ids: each is compared with every such id, and a list of 100k missing names took minutes.
        let listedIDs = Set(listed)
        let known = declared.map(\.id).filter { !listedIDs.contains($0) }
        var suggestionsLeft = Self.suggestedMissingIDs
        for (position, id) in listed.enumerated() {
            let field = "sections[\(position + 1)]"
            guard placed.insert(id).inserted else {
                problems.add(
                    Diagnostic(
                        script: FeedFolder.manifestName, field: field,
                        message: "section \"\(id)\" is listed twice; list each section once"))
                continue
            }
            if let index = firstScript[id] {
                order.append(index)
                continue
            }
            var message = "section \"\(id)\" is listed but no script declares it"
            suggestionsLeft -= 1
            if suggestionsLeft >= 0, let near = EditDistance.closest(to: id, among: known) {
                message += " (did you mean \"\(near)\"?)"
            } else {
                message += "; add \(id).lua with return { id = \"\(id)\", … }, or remove it from sections"
            }
            problems.add(Diagnostic(script: FeedFolder.manifestName, field: field, message: message))
        }
        return (order, placed)
    }
}
