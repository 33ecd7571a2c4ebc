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
        let placement = Placement(declared, listed: listed)
        var diagnostics = repeatedDeclarations(declared, firstScript: placement.firstScript)
        guard let listed else { return (placement.order, diagnostics) }
        diagnostics += listProblems(listed, declared: declared, placement: placement)
        for (index, section) in declared.enumerated() where placement.isUnlisted(index, declared) {
            diagnostics.append(
                Diagnostic(
                    .warning, script: section.script,
                    message: "section \"\(section.id)\" is not listed in feed.lua; it follows the listed sections "
                        + "(add \"\(section.id)\" to sections to place it)"))
        }
        return (placement.order, diagnostics)
    }

    /// The feed order `resolve(_:listed:)` gives, without the problems it words: what a run predicts before its
    /// scripts declare their ids. Ordering through `resolve` built two sets as large as the list and worded every
    /// error (1,000,000 listed ids no script declares: about half of the build's 3.9 s).
    static func order(_ declared: [Declared], listed: [String]?) -> [Int] {
        Placement(declared, listed: listed).order
    }

    /// Where each declared section goes: the listed ones in the list's order, then the others in file-name order;
    /// each listed id is only looked up among the declared ids.
    private struct Placement {
        /// The first script to declare each id.
        var firstScript: [String: Int] = [:]
        var order: [Int] = []
        /// By script: whether the list names its id (first declarations only).
        var isListed: [Bool]

        init(_ declared: [Declared], listed: [String]?) {
            for (index, section) in declared.enumerated() where firstScript[section.id] == nil {
                firstScript[section.id] = index
            }
            isListed = [Bool](repeating: false, count: declared.count)
            for id in listed ?? [] {
                guard let index = firstScript[id], !isListed[index] else { continue }
                isListed[index] = true
                order.append(index)
            }
            for index in declared.indices where isUnlisted(index, declared) { order.append(index) }
        }

        /// Whether script `index` is the first to declare its id and the list does not name it.
        func isUnlisted(_ index: Int, _ declared: [Declared]) -> Bool {
            firstScript[declared[index].id] == index && !isListed[index]
        }
    }

    /// An error for every script that declares an id an earlier script declared.
    private static func repeatedDeclarations(_ declared: [Declared], firstScript: [String: Int]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, section) in declared.enumerated() {
            guard let first = firstScript[section.id], first != index else { continue }
            // The example renames the script whose file name is not already the id.
            let other = declared[first].script
            let renamed = [other, section.script].first { $0 != section.id + ".lua" } ?? section.script
            diagnostics.append(
                Diagnostic(
                    script: section.script, field: "id",
                    message: "section id \"\(section.id)\" is also declared by \(other); section ids are unique in "
                        + "the feed, e.g. id = \"\(renamed.dropLast(4))\" in \(renamed)"))
        }
        return diagnostics
    }

    /// An error for an id listed twice and for one no script declares (with a did-you-mean among the declared ids
    /// the list does not name), the first 1,000 of them and a count of the rest: a list of 300,000 names no script
    /// declares gave as many errors (340 MB, 3.6 s). Only the kept errors are worded: a list of 1,000,000 ids no
    /// script declares worded them all, and dropped all but 1,000.
    private static func listProblems(_ listed: [String], declared: [Declared], placement: Placement) -> [Diagnostic] {
        var problems = CappedProblems<Diagnostic>()
        var seen = Set<String>(minimumCapacity: listed.count)
        let known = declared.indices.filter { placement.isUnlisted($0, declared) }.map { declared[$0].id }
        var suggestionsLeft = Self.suggestedMissingIDs
        for (position, id) in listed.enumerated() {
            guard seen.insert(id).inserted else {
                problems.add(
                    Diagnostic(
                        script: FeedFolder.manifestName, field: "sections[\(position + 1)]",
                        message: "section \"\(id)\" is listed twice; list each section once"))
                continue
            }
            guard placement.firstScript[id] == nil else { continue }
            suggestionsLeft -= 1
            let suggesting = suggestionsLeft >= 0
            problems.add(missing(id, position: position, suggesting: suggesting, known: known))
        }
        return problems.diagnostics(script: FeedFolder.manifestName, field: "sections", place: "feed.lua's sections") {
            $0
        }
    }

    /// The error of an id listed at `position` that no script declares. Suggestions stop after the first few
    /// missing ids (`suggesting`): each is compared with every declared id not listed, and a list of 100k missing
    /// names took minutes.
    private static func missing(_ id: String, position: Int, suggesting: Bool, known: [String]) -> Diagnostic {
        var message = "section \"\(id)\" is listed but no script declares it"
        if suggesting, let near = EditDistance.closest(to: id, among: known) {
            message += " (did you mean \"\(near)\"?)"
        } else {
            message += "; add \(id).lua with return { id = \"\(id)\", … }, or remove it from sections"
        }
        return Diagnostic(script: FeedFolder.manifestName, field: "sections[\(position + 1)]", message: message)
    }
}
