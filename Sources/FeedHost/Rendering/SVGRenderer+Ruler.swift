extension SVGRenderer {
    /// The ruler at the left: a rule at each section's top edge running across the screen, the section's id,
    /// its top and height, and its orthogonal behaviour with the row's scroll width; a last rule at the end of the
    /// content.
    func ruler(_ document: FeedDocument, top: Double) -> String {
        let n = MarkupText.number
        let right = rulerWidth + document.environment.width
        var svg = "<g class=\"ruler\">\n"
        for section in document.sections {
            let y = top + section.frame.y
            svg += "<line class=\"rule\" x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(right))\" y2=\"\(n(y))\"/>"
            let room = rulerWidth - 12
            svg += note(CellLabel.fitted(section.id, width: room, fontSize: 12), y: y + 15, class: "ruler-id")
            let extent = "y \(n(section.frame.y)) · h \(n(section.frame.height))"
            svg += note(CellLabel.fitted(extent, width: room, fontSize: 10), y: y + 29, class: "ruler-note")
            if section.orthogonalScrolling != .none {
                var scrolling = "↔ \(section.orthogonalScrolling.rawValue)"
                if let size = section.scrollContentSize { scrolling += " \(n(size.width))" }
                svg += note(CellLabel.fitted(scrolling, width: room, fontSize: 10), y: y + 42, class: "ruler-note")
            }
            svg += "\n"
        }
        let end = top + document.contentSize.height
        svg += "<line class=\"rule\" x1=\"0\" y1=\"\(n(end))\" x2=\"\(n(right))\" y2=\"\(n(end))\"/>"
        svg += note("end \(n(document.contentSize.height))", y: end + 14, class: "ruler-note")
        return svg + "\n</g>\n"
    }

    /// The room below a horizontal feed (and its columns' peek) for the ruler's notes, in points.
    static let columnRulerHeight: Double = 48

    /// The ruler of a horizontal feed, whose sections run along x (docs/spec/layout.md §3.4): a rule down the feed
    /// at each section's leading x, through the columns' peek, with the section's id, its x and width, and its
    /// orthogonal behaviour with the column's scroll height below the feed, after the rule; a last rule at the end
    /// of the content. Right to left (§6.3) a section leads at its frame's right edge, the notes are to the rule's
    /// left, and the content ends at its width reflected about the width the frames were reflected about.
    func columnRuler(_ document: FeedDocument, top: Double) -> String {
        let n = MarkupText.number
        let width = document.environment.width
        let below = top + max(document.contentSize.height, 0) + peekWidth
        let room = rulerWidth - 12
        var svg = "<g class=\"ruler\">\n"
        func rule(_ x: Double, _ notes: [(text: String, class: String, fontSize: Double)]) {
            let at = rulerWidth + x
            svg += "<line class=\"rule\" x1=\"\(n(at))\" y1=\"\(n(top))\" x2=\"\(n(at))\""
            svg += " y2=\"\(n(below + Self.columnRulerHeight))\"/>"
            for (index, note) in notes.enumerated() {
                let text = CellLabel.fitted(note.text, width: room, fontSize: note.fontSize)
                guard !text.isEmpty else { continue }
                let anchor = isRightToLeft ? " text-anchor=\"end\"" : ""
                svg += "<text class=\"\(note.class)\" x=\"\(n(isRightToLeft ? at - 4 : at + 4))\""
                svg += " y=\"\(n(below + 15 + 14 * Double(index)))\"\(anchor)>\(MarkupText.escaped(text))</text>"
            }
            svg += "\n"
        }
        for section in document.sections {
            var notes = [
                (section.id, "ruler-id", 12.0),
                ("x \(n(section.frame.x)) · w \(n(section.frame.width))", "ruler-note", 10),
            ]
            if section.orthogonalScrolling != .none {
                var scrolling = "↕ \(section.orthogonalScrolling.rawValue)"
                if let size = section.scrollContentSize { scrolling += " \(n(size.height))" }
                notes.append((scrolling, "ruler-note", 10))
            }
            rule(section.frame.x + (isRightToLeft ? section.frame.width : 0), notes)
        }
        let end = document.contentSize.width
        rule(isRightToLeft ? max(width, end) - end : end, [("end \(n(end))", "ruler-note", 10)])
        return svg + "</g>\n"
    }

    private func note(_ text: String, y: Double, class name: String) -> String {
        guard !text.isEmpty else { return "" }
        return "<text class=\"\(name)\" x=\"8\" y=\"\(MarkupText.number(y))\">\(MarkupText.escaped(text))</text>"
    }
}
