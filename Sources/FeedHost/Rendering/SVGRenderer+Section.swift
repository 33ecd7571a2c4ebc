import FeedLayout

extension SVGRenderer {
    /// One section: backgrounds, then cells and badges in zIndex order, then boundary items; an orthogonal
    /// section's cells and badges go in a row clipped to `rowBox`, whose part beyond the section is faded.
    func section(_ section: SectionDocument) -> String {
        let n = MarkupText.number
        var svg = "<g class=\"section\" id=\"section-\(MarkupText.escaped(section.id))\">\n"
        for decoration in section.decorations.stableSorted(by: \.zIndex) {
            let frame = decoration.frame
            svg += "<g class=\"decoration\"><title>\(MarkupText.escaped(decoration.kind)) "
            svg += "\(MarkupText.frame(frame.x, frame.y, frame.width, frame.height))</title>"
            svg += rect(frame, radius: 12) + "</g>\n"
        }
        if let background = section.listBackground {
            let frame = background.frame
            svg += "<g class=\"list-background\"><title>list background "
            svg += "\(MarkupText.frame(frame.x, frame.y, frame.width, frame.height))</title>"
            svg += rect(frame, radius: background.cornerRadius) + "</g>\n"
        }
        let orthogonal = section.orthogonalScrolling != .none
        if orthogonal { svg += "<g class=\"row\" clip-path=\"url(#row-\(section.index))\">\n" }
        var rowContent: [(zIndex: Int, markup: String)] = section.items.map { ($0.zIndex, cell($0)) }
        // A badge its item hides keeps its frame in the JSON but is not drawn (the view's isHidden in an app).
        for supplementary in section.supplementaries where supplementary.item != nil && !supplementary.isHidden {
            rowContent.append((supplementary.zIndex, badge(supplementary, in: section)))
        }
        for entry in rowContent.stableSorted(by: \.zIndex) { svg += entry.markup }
        // Separators are drawn inside their row's cell, above its content (docs/spec/layout.md §7.2).
        for separator in section.separators ?? [] {
            svg += "<g class=\"separator\">" + rect(separator.frame, radius: 0) + "</g>\n"
        }
        if orthogonal {
            svg += "</g>\n"
            let (frame, box) = (section.frame, rowBox(section))
            if box.height > frame.height {
                svg += "<rect class=\"offscreen\" style=\"fill:url(#offscreen-fade-down)\" x=\"\(n(frame.x))\""
                svg += " y=\"\(n(frame.y + frame.height))\" width=\"\(n(frame.width))\""
                svg += " height=\"\(n(box.height - frame.height))\"/>\n"
            }
            if box.width > frame.width {
                svg += "<rect class=\"offscreen\" x=\"\(n(frame.x + frame.width))\" y=\"\(n(frame.y))\""
                svg += " width=\"\(n(box.width - frame.width))\" height=\"\(n(frame.height))\"/>\n"
            }
        }
        for supplementary in section.supplementaries.stableSorted(by: \.zIndex) where supplementary.item == nil {
            svg += boundary(supplementary)
        }
        return svg + "</g>\n"
    }

    /// What an orthogonal section's row shows: the section's box, which its scroll view spans (docs/spec/layout.md
    /// §3.3, §3.5; the page's row is that box too), and `peekWidth` beyond its trailing edge. Right to left the row
    /// runs on leftwards, under the ruler, so it shows its box alone. In a horizontal feed the row is a column that
    /// scrolls down from its top in either direction (§3.4), so it peeks `peekWidth` below its box.
    func rowBox(_ section: SectionDocument) -> Rect {
        let frame = section.frame
        if isHorizontal { return Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height + peekWidth) }
        let peek = isRightToLeft ? 0 : peekWidth
        return Rect(x: frame.x, y: frame.y, width: frame.width + peek, height: frame.height)
    }

    private func cell(_ item: ItemDocument) -> String {
        let frame = item.frame
        let label = CellLabel(fields: item.fields, identifier: item.id, fallbackKind: "item")
        var svg = "<g class=\"cell\" data-id=\"\(MarkupText.escaped(item.id))\"><title>"
        svg += MarkupText.escaped("\(label.kind) \(item.id) · \(label.title) ")
        svg += "\(MarkupText.frame(frame.x, frame.y, frame.width, frame.height))</title>"
        let radius = min(8, frame.width / 4, frame.height / 4)
        if !item.content.isEmpty {
            svg += rect(frame, radius: radius, fill: "#ffffff", stroke: "#e5e5ea")
            return svg + content(item.content) + "</g>\n"
        }
        svg += rect(
            frame, radius: radius, fill: KindPalette.fill(of: label.kind), stroke: KindPalette.stroke(of: label.kind))
        let textWidth = frame.width - 12
        if frame.height >= 34 {
            svg += text(
                CellLabel.fitted(label.kind, width: textWidth, fontSize: 10), x: frame.x + 6, y: frame.y + 14,
                class: "kind")
            svg += text(
                CellLabel.fitted(label.title, width: textWidth, fontSize: 12), x: frame.x + 6, y: frame.y + 30,
                class: "label")
        } else if frame.height >= 14 {
            svg += text(
                CellLabel.fitted(label.title, width: textWidth, fontSize: 12), x: frame.x + 6,
                y: frame.y + frame.height / 2 + 4, class: "label")
        }
        return svg + "</g>\n"
    }

    private func badge(_ badge: SupplementaryDocument, in section: SectionDocument) -> String {
        let frame = badge.frame
        let owner = badge.item.flatMap { index in section.items.indices.contains(index) ? section.items[index].id : nil
        }
        var svg = "<g class=\"badge\"><title>"
        svg += MarkupText.escaped("\(badge.kind) of \(owner ?? "?") ")
        svg += "\(MarkupText.frame(frame.x, frame.y, frame.width, frame.height))</title>"
        svg += rect(frame, radius: min(frame.width, frame.height) / 2)
        svg += text(
            CellLabel.fitted(badge.kind, width: frame.width - 4, fontSize: 9), x: frame.x + 2,
            y: frame.y + frame.height / 2 + 3, class: nil)
        return svg + "</g>\n"
    }

    /// A header, footer or other boundary item; a pinned one is outlined and marked, and with a scroll offset it is
    /// drawn again, as an outline, where it sticks at that offset.
    func boundary(_ boundary: SupplementaryDocument) -> String {
        var svg = boundary.isPinned ? "<g class=\"boundary pinned\">" : "<g class=\"boundary\">"
        svg += boundaryBody(boundary, frame: boundary.frame, note: boundary.isPinned ? "pinned, natural" : nil)
        svg += "</g>\n"
        if let pinned = boundary.pinnedFrame, pinned != boundary.frame {
            svg += "<g class=\"boundary pinned at-scroll\">"
            svg += boundaryBody(boundary, frame: pinned, note: "pinned at the scroll offset") + "</g>\n"
        }
        return svg
    }

    private func boundaryBody(_ boundary: SupplementaryDocument, frame: Rect, note: String?) -> String {
        let title = CellLabel(fields: boundary.fields, identifier: boundary.kind, fallbackKind: boundary.kind).title
        var svg = "<title>"
        svg += MarkupText.escaped("\(boundary.kind) · \(title)\(note.map { " (\($0))" } ?? "") ")
        svg += "\(MarkupText.frame(frame.x, frame.y, frame.width, frame.height))</title>"
        // A template's views sit at the natural frame; where it sticks at the scroll offset only its outline is drawn.
        if !boundary.content.isEmpty && frame == boundary.frame { return svg + content(boundary.content) }
        svg += rect(frame, radius: 4)
        if frame.height >= 14 {
            svg += text(
                CellLabel.fitted(title, width: frame.width - 8, fontSize: 13), x: frame.x + 4,
                y: frame.y + frame.height / 2 + 5, class: nil)
        }
        if note != nil && frame.height >= 14 && frame.width >= 40 {
            svg += text("📌", x: frame.x + frame.width - 18, y: frame.y + frame.height / 2 + 5, class: "pin")
        }
        return svg
    }

    func rect(_ frame: Rect, radius: Double, fill: String? = nil, stroke: String? = nil) -> String {
        let n = MarkupText.number
        var svg =
            "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        if radius > 0 { svg += " rx=\"\(n(radius))\"" }
        if let fill { svg += " fill=\"\(fill)\"" }
        if let stroke { svg += " stroke=\"\(stroke)\"" }
        return svg + "/>"
    }

    private func text(_ content: String, x: Double, y: Double, class name: String?) -> String {
        guard !content.isEmpty else { return "" }
        let n = MarkupText.number
        let attribute = name.map { " class=\"\($0)\"" } ?? ""
        return "<text\(attribute) x=\"\(n(x))\" y=\"\(n(y))\">\(MarkupText.escaped(content))</text>"
    }
}

extension Array {
    /// The elements ordered by `key`, keeping the given order among equal keys.
    func stableSorted(by key: (Element) -> Int) -> [Element] {
        enumerated().sorted { lhs, rhs in
            let (left, right) = (key(lhs.element), key(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
