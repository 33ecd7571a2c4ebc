import CellLayout
import FeedLayout
import TextShaping

extension SVGRenderer {
    /// A cell or supplementary drawn from its template's content: image placeholders as tinted rounded
    /// rectangles, labels as their wrapped lines at their font's size and weight, buttons as capsules with
    /// their title centred.
    func content(_ frames: [ContentFrame]) -> String {
        var svg = ""
        for view in frames {
            let frame = Rect(x: view.x, y: view.y, width: view.width, height: view.height)
            let radius = Double(view.appearance["cornerRadius"] ?? "") ?? 0
            switch view.kind {
            case .image:
                svg += rect(
                    frame, radius: radius,
                    fill: SystemColors.css(
                        view.appearance["backgroundColor"] ?? view.appearance["color"], default: "#d1d1d6"))
            case .button:
                svg += rect(
                    frame, radius: radius > 0 ? radius : min(frame.height / 2, 8),
                    fill: SystemColors.css(view.appearance["backgroundColor"], default: "#e5e5ea"))
                svg += lines(view, color: SystemColors.css(view.appearance["color"], default: "#007aff"), centred: true)
            case .label:
                if let background = view.appearance["backgroundColor"] {
                    svg += rect(frame, radius: radius, fill: SystemColors.css(background, default: "none"))
                }
                svg += lines(
                    view, color: SystemColors.css(view.appearance["color"], default: "#000000"), centred: false)
            case .hstack, .vstack, .spacer, .view:
                if let background = view.appearance["backgroundColor"] {
                    svg += rect(frame, radius: radius, fill: SystemColors.css(background, default: "none"))
                }
            }
        }
        return svg
    }

    /// The view's lines, one `<text>` each on its baseline; a button's block is centred vertically.
    private func lines(_ view: ContentFrame, color: String, centred: Bool) -> String {
        guard let lines = view.lines, let font = view.font, let ascender = view.ascender,
            let lineHeight = view.lineHeight
        else { return "" }
        let n = MarkupText.number
        let block = Double(lines.count) * lineHeight
        let top = centred ? view.y + (view.height - block) / 2 : view.y
        let anchor: String
        let x: Double
        switch (centred, view.textAlignment) {
        case (true, _), (false, .center): (anchor, x) = ("middle", view.x + view.width / 2)
        case (false, .right): (anchor, x) = ("end", view.x + view.width)
        // Natural is the leading edge (UIKit's `NSTextAlignment.natural`): the right one right to left.
        case (false, .natural) where isRightToLeft: (anchor, x) = ("end", view.x + view.width)
        default: (anchor, x) = ("start", view.x)
        }
        let weight = SVGRenderer.cssWeight(font.weight)
        var svg = ""
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let baseline = top + ascender + Double(index) * lineHeight
            svg += "<text class=\"content\" x=\"\(n(x))\" y=\"\(n(baseline))\" font-size=\"\(n(font.size))\""
            svg += " font-weight=\"\(weight)\" text-anchor=\"\(anchor)\" fill=\"\(color)\">"
            svg += MarkupText.escaped(line) + "</text>"
        }
        return svg
    }

    /// CSS's numeric weight of a `UIFont.Weight` (the OpenType weight class of the stand-in's file).
    static func cssWeight(_ weight: FontWeight) -> Int {
        let classes: [FontWeight: Int] = [
            .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700,
            .heavy: 800, .black: 900,
        ]
        return classes[weight] ?? 400
    }
}
