import FeedLayout

/// Draws a feed document as an SVG wireframe at its device width (`feed build --format svg`).
///
/// Every cell is a rounded rectangle tinted by its kind, with its kind and title written in it and its frame in a
/// `<title>` shown on hover; headers and footers are dashed bands with their title, badges small pills, section
/// backgrounds grey panels behind the cells. An orthogonal section is drawn as its row at scroll offset 0,
/// clipped to the section's box, which its scroll view spans (docs/spec/layout.md §3.3, §3.5: between the side safe
/// areas in landscape, inside the margins when the section names `layoutMargins`), with `peekWidth` beyond the
/// section's trailing edge shown faded. A ruler at the left marks where
/// each section starts and how tall it is; a dashed line marks the bottom of the first screen, which the safe area
/// and the bars of `--bars` shorten; those are drawn over the first screen (docs/spec/layout.md §6.1).
///
/// A horizontal feed mirrors that (§3.4): the canvas holds the whole content along x, an orthogonal section is its
/// column, clipped to the section's box with `peekWidth` below it faded, and the ruler's rules run down the feed at
/// each section's leading x with their notes below the feed.
///
/// The output is deterministic: the same document gives the same bytes, with no fonts measured and no dates.
package struct SVGRenderer: Hashable, Sendable {
    /// The width of the ruler at the left, in points.
    package var rulerWidth: Double
    /// How much of each orthogonal row beyond its section's trailing edge is shown (faded), in points; right to
    /// left that is the left one, where the ruler is, so none is shown there.
    package var peekWidth: Double
    /// The bars drawn over the first screen.
    package var bars: PreviewBars
    /// Whether the document drawn is laid out right to left, where labels of natural alignment start at the right.
    private(set) var isRightToLeft = false
    /// Whether the document drawn scrolls along x (docs/spec/layout.md §3.4).
    private(set) var isHorizontal = false

    package init(rulerWidth: Double = 168, peekWidth: Double = 160, bars: PreviewBars = PreviewBars()) {
        self.rulerWidth = rulerWidth
        self.peekWidth = peekWidth
        self.bars = bars
    }

    /// The SVG document of `document`, UTF-8, ending in a newline.
    package func render(_ document: FeedDocument) -> [UInt8] {
        var renderer = self
        renderer.isRightToLeft = document.environment.isRightToLeft
        renderer.isHorizontal = document.scrollDirection == .horizontal
        return renderer.draw(document)
    }

    private func draw(_ document: FeedDocument) -> [UInt8] {
        let width = document.environment.width
        let contentHeight = max(document.contentSize.height, 0)
        let insets = bars.contentInsets(in: document.environment)
        // Room above the feed for the caption, the errors and the top bars.
        let top = 40 + 16 * Double(document.errors.count) + insets.top
        // A horizontal feed runs on along x past the screen (right to left its frames are reflected about the wider
        // of the two, §6.3); below it are its columns' peek and the ruler's notes.
        let feedWidth = isHorizontal ? max(width, document.contentSize.width) : width
        let canvasWidth = rulerWidth + feedWidth + peekWidth
        let canvasHeight = top + contentHeight + 24 + (isHorizontal ? peekWidth + Self.columnRulerHeight : 0)
        let n = MarkupText.number
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(canvasWidth))\" height=\"\(n(canvasHeight))\""
        svg += " viewBox=\"0 0 \(n(canvasWidth)) \(n(canvasHeight))\" font-family=\"sans-serif\">\n"
        svg += Self.styleSheet
        svg += "<defs>\n<linearGradient id=\"offscreen-fade\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">"
        svg += "<stop offset=\"0\" stop-color=\"#eef0f4\" stop-opacity=\"0.55\"/>"
        svg += "<stop offset=\"1\" stop-color=\"#eef0f4\" stop-opacity=\"0.95\"/></linearGradient>\n"
        if isHorizontal {
            // A column's peek fades downwards; a vertical feed's output stays as it was.
            svg += "<linearGradient id=\"offscreen-fade-down\" x1=\"0\" x2=\"0\" y1=\"0\" y2=\"1\">"
            svg += "<stop offset=\"0\" stop-color=\"#eef0f4\" stop-opacity=\"0.55\"/>"
            svg += "<stop offset=\"1\" stop-color=\"#eef0f4\" stop-opacity=\"0.95\"/></linearGradient>\n"
        }
        for section in document.sections where section.orthogonalScrolling != .none {
            let frame = rowBox(section)
            svg += "<clipPath id=\"row-\(section.index)\"><rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\""
            svg += " width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/></clipPath>\n"
        }
        svg += "</defs>\n"
        svg += "<rect class=\"canvas\" width=\"\(n(canvasWidth))\" height=\"\(n(canvasHeight))\"/>\n"
        svg += caption(document)
        svg += "<g transform=\"translate(\(n(rulerWidth)) \(n(top)))\">\n"
        svg += "<rect class=\"device\" width=\"\(n(feedWidth))\" height=\"\(n(contentHeight))\"/>\n"
        for section in document.sections { svg += self.section(section) }
        for supplementary in document.supplementaries.stableSorted(by: \.zIndex) { svg += boundary(supplementary) }
        let screen = bars.firstScreenHeight(in: document.environment)
        svg += screenOverlay(document.environment, screen: screen)
        if screen < contentHeight {
            let fold = n(screen)
            svg += "<line class=\"fold\" x1=\"0\" y1=\"\(fold)\" x2=\"\(n(width))\" y2=\"\(fold)\"/>"
            svg += "<text class=\"fold-label\" x=\"\(n(width - 4))\" y=\"\(n(screen - 4))\""
            svg += " text-anchor=\"end\">end of first screen</text>\n"
        }
        svg +=
            "<line class=\"screen-edge\" x1=\"\(n(width))\" y1=\"0\" x2=\"\(n(width))\" y2=\"\(n(contentHeight))\"/>\n"
        svg += "</g>\n"
        svg += isHorizontal ? columnRuler(document, top: top) : ruler(document, top: top)
        svg += "</svg>\n"
        return Array(svg.utf8)
    }

    /// The line above the feed: environment and counts, then one red line per error.
    private func caption(_ document: FeedDocument) -> String {
        let n = MarkupText.number
        let environment = document.environment
        var text = "\(n(environment.width)) × \(n(environment.height)) · \(environment.sizeClass.rawValue)"
        text += " · scale \(n(environment.scale)) · \(document.sections.count) sections · \(document.itemCount) items"
        text += " · content \(n(document.contentSize.width)) × \(n(document.contentSize.height))"
        var svg = "<text class=\"caption\" x=\"8\" y=\"24\">\(MarkupText.escaped(text))</text>\n"
        for (index, error) in document.errors.enumerated() {
            svg += "<text class=\"error\" x=\"8\" y=\"\(n(44 + 16 * Double(index)))\">"
            svg += "\(MarkupText.escaped(error.description))</text>\n"
        }
        return svg
    }

    static let styleSheet = """
        <style>
        .canvas{fill:#eef0f4}.device{fill:#fff;stroke:#c5cad3}
        .screen-edge{stroke:#8a93a3;stroke-dasharray:6 4}.fold{stroke:#d9534f;stroke-dasharray:4 4}
        .fold-label{font-size:10px;fill:#d9534f}.caption{font-size:13px;fill:#333}
        .error{font-size:12px;fill:#c0392b;font-family:monospace}
        .cell rect{stroke-width:1}.kind{font-size:10px;fill:#555}.label{font-size:12px;fill:#111}
        .boundary rect{fill:#fafafa;stroke:#7a8394;stroke-dasharray:4 3}.boundary text{font-size:13px;font-weight:bold;fill:#222}
        .pinned rect{stroke:#0a84ff;stroke-width:2}.at-scroll rect{fill:none;stroke-dasharray:2 2}.pin{font-size:11px}
        .content{font-family:Inter,-apple-system,"SF Pro Text",sans-serif}
        .badge rect{fill:#ff9500}.badge text{font-size:9px;fill:#fff}
        .decoration rect{fill:#e4e8ef}.list-background rect{fill:#ffffff;stroke:#d1d1d6}.separator rect{fill:#c6c6c8}.offscreen{fill:url(#offscreen-fade)}
        .rule{stroke:#b8bfcc;stroke-width:1}.ruler-id{font-size:12px;font-weight:bold;fill:#333}
        .ruler-note{font-size:10px;fill:#666}
        </style>

        """
}
