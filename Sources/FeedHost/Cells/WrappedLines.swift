import CellLayout
import FeedScripting
import LuaBridge

/// The lines labels wrap into beyond their first, charged against the cells' text limit (`SectionBudget`).
///
/// The limit counts a text's bytes, but the output writes each line apart: a string of the JSON, an SVG `<text>` of
/// ~115 bytes, a line the preview draws. A label pinned 1 point wide with `numberOfLines = 0` puts each character on
/// a line of its own: one 4,096-byte label over 200 items (0.8 MB of text) wrote 96.6 MB of SVG in 330 MB (4.0 MB
/// in 47 MB at 300 points wide), and the section's 8 MiB would have written ~1 GB. A label's first line is its
/// view's, which the views limit bounds; each further one is charged `SectionBudget.lineBytes` on top of the text.
/// How a text breaks is known only once it is laid out, so the lines are counted on the assembled sections.
extension FeedPipeline {
    /// One error for each section whose text and wrapped lines are over the section's text limit, or take the
    /// feed's total past the feed's (counted in feed order; a section over a limit does not count, as in
    /// `withinFeedBudget`).
    func wrappedLineProblems(_ sections: [SectionDocument]) -> [Diagnostic] {
        let limits = (
            section: configuration.limits.sectionBudget.textBytes, feed: configuration.limits.feedBudget.textBytes
        )
        var total = 0
        var problems: [Diagnostic] = []
        for section in sections {
            // Sections without templates have no lines (most of a large feed's).
            guard let cells = entryNamed[section.script]?.run.cells else { continue }
            let wrapped = WrappedLines(section)
            let counted = cells.demand.textBytes + wrapped.count * SectionBudget.lineBytes
            if counted > limits.section {
                problems.append(wrapped.problem(cells, script: section.script, counted: counted, limit: limits.section))
            } else if total + counted > limits.feed {
                problems.append(
                    wrapped.problem(
                        cells, script: section.script, counted: total + counted, limit: limits.feed, forFeed: true))
            } else {
                total += counted
            }
        }
        return problems
    }
}

/// A section's lines beyond each label's first, and the label with the most lines, which its error names.
private struct WrappedLines {
    var count = 0
    /// The label with the most lines: its view's name, its lines, whose it is (which names its template) and whose
    /// text that is, for the message.
    var most: (view: String, lines: Int, owner: ContentOwner, whose: String)?

    init(_ section: SectionDocument) {
        for item in section.items where !item.content.isEmpty {
            add(item.content) { (.item(item.fields), "items[\(item.index + 1)]'s") }
        }
        for supplementary in section.supplementaries {
            add(supplementary.content) { (.supplementary(supplementary.kind), "the \(supplementary.kind)'s") }
        }
    }

    private mutating func add(_ content: [ContentFrame], owner: () -> (ContentOwner, String)) {
        for frame in content {
            guard let lines = frame.lines?.count, lines > 1 else { continue }
            count += lines - 1
            if lines > most?.lines ?? 0 {
                let (owner, whose) = owner()
                most = (frame.name, lines, owner, whose)
            }
        }
    }

    /// The error of a section whose `counted` bytes (its text and its lines', `forFeed`: the feed's up to it) are
    /// over `limit`, at the line of the label with the most lines.
    func problem(_ cells: SectionCells, script: String, counted: Int, limit: Int, forFeed: Bool = false) -> Diagnostic {
        let (text, scope) = forFeed ? ("the feed's text up to this section", "a feed") : ("its text", "a section")
        var message =
            "the section's labels would wrap into \(LuaLimits.grouped(count)) lines beyond their first, each charged "
            + "\(SectionBudget.lineBytes) bytes on top of the text: \(SectionBudget.megabytes(counted)) with \(text), "
            + "over the limit of \(SectionBudget.megabytes(limit)) of text \(scope); every line is written apart (a "
            + "string of the JSON, an SVG <text>)"
        var line = cells.line
        if let most {
            let template = cells.template(of: most.owner)
            message +=
                ": label '\(most.view)'\(template.map { " of cell template '\($0.name)'" } ?? "") wraps \(most.whose) "
                + "text into \(LuaLimits.grouped(most.lines)) lines; give it more width, or a numberOfLines"
            line = template?.views.first { $0.name == most.view }?.line ?? template?.line ?? line
        }
        return Diagnostic(script: script, line: line, field: "cell", message: message)
    }
}
