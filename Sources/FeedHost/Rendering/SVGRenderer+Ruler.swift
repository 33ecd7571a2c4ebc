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

    private func note(_ text: String, y: Double, class name: String) -> String {
        guard !text.isEmpty else { return "" }
        return "<text class=\"\(name)\" x=\"8\" y=\"\(MarkupText.number(y))\">\(MarkupText.escaped(text))</text>"
    }
}
