import FeedDiff
import FeedJSON
import FeedLayout

/// Renders documents for people: a compact tree of sections, then the changes in words.
///
/// Colour (ANSI) only when `color` is on; the CLI turns it on for a terminal without `NO_COLOR`.
package struct TextRenderer: Sendable {
    package var color: Bool
    /// How many identifiers a change line lists before it says "and N more".
    package var listLimit: Int

    package init(color: Bool = false, listLimit: Int = 8) {
        self.color = color
        self.listLimit = listLimit
    }

    /// The section tree of a run, then its changes when it has any.
    ///
    /// - Parameter title: names the feed in the first line (usually its folder).
    package func render(_ document: FeedDocument, title: String) -> String {
        var lines: [String] = []
        let environment = document.environment
        let sectionWord = document.sections.count == 1 ? "section" : "sections"
        let itemWord = document.itemCount == 1 ? "item" : "items"
        lines.append(
            bold(TerminalText.escaped(title)) + dim(" · ")
                + "\(size(environment.width, environment.height)) \(scale(environment.scale)) "
                + environment.sizeClass.rawValue + dim(" · ")
                + "\(document.sections.count) \(sectionWord), \(document.itemCount) \(itemWord)" + dim(" · ")
                + "content \(size(document.contentSize.width, document.contentSize.height))")
        lines.append(contentsOf: sectionTable(document.sections))
        if let changes = document.changes {
            lines.append("")
            lines.append(contentsOf: render(changes))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The change summary in words: `+` inserted, `−` deleted, `→` moved, `~` updated.
    ///
    /// - Parameter baseline: what the changes are measured from, in words (`since the last run`).
    package func render(_ changes: ChangesDocument, baseline: String = "since the last run") -> [String] {
        guard changes.baseline == .previous else {
            let sections = changes.changeset.sections.inserted.count
            return [
                bold("first run") + " (no previous state): " + paint("+", .green)
                    + (sections == 1
                        ? " 1 section inserted with all its items"
                        : " \(sections) sections inserted with all their items")
            ]
        }
        if changes.isEmpty { return [bold("no changes") + " \(baseline)"] }
        var lines = [bold("changes") + " \(baseline):"]
        // Updated sections say which of their parts changed: `top (header, layout)`.
        var sections = changes.changeset.sections
        sections.updated = changes.sectionUpdates.map {
            "\($0.id) (\($0.reasons.map(\.rawValue).joined(separator: ", ")))"
        }
        lines.append(contentsOf: changeLines("section", sections) { String($0) })
        lines.append(contentsOf: changeLines("item", changes.changeset.items) { "[\($0.section), \($0.item)]" })
        if changes.reloadData {
            lines.append("  " + paint("⟳", .cyan) + " more operations than --reload-threshold: sent as reloadData")
        }
        if !changes.frames.isEmpty {
            let count = changes.frames.count
            lines.append(
                "  " + paint("▭", .cyan) + " \(count) item frame\(count == 1 ? "" : "s") changed: "
                    + list(changes.frames.map(\.id)))
        }
        return lines
    }

    /// One line per diagnostic: `error: script:line: field: message`.
    package func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let label = diagnostic.severity == .error ? paint("error:", .red) : paint("warning:", .yellow)
            return "\(label) \(TerminalText.escaped(diagnostic.description, keepingLines: true))\n"
        }.joined()
    }

    // MARK: Pieces

    private func sectionTable(_ sections: [SectionDocument]) -> [String] {
        let rows: [[String]] = sections.map { section in
            let count = section.items.count
            var row = [
                TerminalText.escaped(section.id), TerminalText.escaped(title(of: section)),
                section.orthogonalScrolling == .none ? "vertical" : section.orthogonalScrolling.rawValue,
                rect(section.frame), "\(count) item\(count == 1 ? "" : "s")",
            ]
            if let scroll = section.scrollContentSize { row.append("scroll \(size(scroll.width, scroll.height))") }
            return row
        }
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.enumerated().map { index, row in
            let branch = index == rows.count - 1 ? "└─ " : "├─ "
            var line = dim(branch)
            for (column, cell) in row.enumerated() {
                let padded = column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2)
                line += column == 0 ? bold(padded) : (column == 3 ? dim(padded) : padded)
            }
            return line
        }
    }

    /// The `title` of the section's header payload in quotes, or nothing.
    private func title(of section: SectionDocument) -> String {
        guard let header = section.supplementaries.first(where: { $0.kind == "header" && $0.item == nil }),
            let title = (try? JSONParser.parse(header.fields.bytes))?["title"]?.stringValue
        else { return "" }
        return "“\(title)”"
    }

    private func changeLines<Position>(
        _ noun: String, _ changes: IdentifierChanges<Position>, position: (Position) -> String
    ) -> [String] {
        var lines: [String] = []
        func line(_ mark: String, _ shade: Shade, _ verb: String, _ ids: [String]) {
            guard !ids.isEmpty else { return }
            let plural = ids.count == 1 ? noun : noun + "s"
            lines.append("  " + paint(mark, shade) + " \(ids.count) \(plural) \(verb): " + list(ids))
        }
        line("+", .green, "inserted", changes.inserted)
        line("−", .red, "deleted", changes.deleted)
        line("→", .blue, "moved", changes.moved.map { "\($0.id) \(position($0.from))→\(position($0.to))" })
        line("~", .yellow, "updated", changes.updated)
        return lines
    }

    private func list(_ ids: [String]) -> String {
        let shown = ids.prefix(listLimit).map { TerminalText.escaped($0) }.joined(separator: ", ")
        return ids.count > listLimit ? shown + " … and \(ids.count - listLimit) more" : shown
    }

    private func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// `@3x`, or `exact` when rounding to a pixel grid is off.
    private func scale(_ scale: Double) -> String {
        scale == 0 ? "exact" : "@\(number(scale))x"
    }

    private func size(_ width: Double, _ height: Double) -> String {
        "\(number(width))×\(number(height))"
    }

    /// A number as the JSON output prints it (at most three decimals).
    func number(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: Colour

    enum Shade: String {
        case red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    private func paint(_ text: String, _ shade: Shade) -> String {
        color ? "\u{1B}[\(shade.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func bold(_ text: String) -> String {
        color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    private func dim(_ text: String) -> String {
        color ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// Pads with spaces on the right to `length` characters (never truncates).
    fileprivate func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
