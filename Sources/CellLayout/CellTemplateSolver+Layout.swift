import Constraints
import TextShaping

extension CellTemplateSolver {
    /// Lays one cell out: `texts[i]` is the text of view `i` (labels and buttons), the cell is `width` wide and,
    /// for `.fixedSize`, `height` high.
    ///
    /// Labels that may wrap are measured twice, as Auto Layout does: once on one line to find their width, then
    /// broken at that width for their height.
    package mutating func layout(texts: [String?], width: Double, height: Double, environment: TextEnvironment)
        -> CellContent
    {
        suggest(width, for: content.width)
        if sizing == .fixedSize { suggest(height, for: content.height) }
        var shaped: [ShapedText?] = Array(repeating: nil, count: template.views.count)
        for (index, view) in template.views.enumerated() {
            guard let edit = intrinsic[index] else { continue }
            let text = shape(texts[index] ?? "", view: view, environment: environment)
            shaped[index] = text
            let single = text.layout(width: nil, numberOfLines: 1, scale: environment.scale)
            suggest(single.width + view.contentInsets.leading + view.contentInsets.trailing, for: edit.width)
            suggest(single.height + view.contentInsets.top + view.contentInsets.bottom, for: edit.height)
        }
        for (index, view) in template.views.enumerated() where view.kind == .label && view.numberOfLines != 1 {
            guard let edit = intrinsic[index], let text = shaped[index] else { continue }
            let wrapped = text.layout(
                width: solver.value(of: views[index].width), numberOfLines: view.numberOfLines,
                scale: environment.scale)
            suggest(wrapped.height, for: edit.height)
        }
        let solved = content(shaped: shaped, scale: environment.scale)
        return environment.isRightToLeft ? Self.mirrored(solved, scale: environment.scale) : solved
    }

    /// The content of a right-to-left cell: the left-to-right solution reflected about the cell's width, as every
    /// frame of a right-to-left layout is (leading = left is solved, then mirrored: docs/spec/layout.md §6.3).
    static func mirrored(_ content: CellContent, scale: Double) -> CellContent {
        var mirrored = content
        let width = round(content.width, scale)
        for index in mirrored.frames.indices {
            let frame = mirrored.frames[index]
            mirrored.frames[index].x = width - frame.x - frame.width
        }
        return mirrored
    }

    private func shape(_ text: String, view: CellView, environment: TextEnvironment) -> ShapedText {
        environment.measurer.shape(text, font: environment.font(view.font))
    }

    /// Suggests a value; edit variables of this solver never fail (they are below required).
    private mutating func suggest(_ value: Double, for variable: Variable) {
        try? solver.suggestValue(value, for: variable)
    }

    /// The solved frames, rounded to the pixel grid, with each label's lines at its final width.
    private func content(shaped: [ShapedText?], scale: Double) -> CellContent {
        var frames: [ContentFrame] = []
        frames.reserveCapacity(template.views.count)
        for (index, view) in template.views.enumerated() {
            let variables = views[index]
            let left = Self.round(solver.value(of: variables.left), scale)
            let top = Self.round(solver.value(of: variables.top), scale)
            let right = Self.round(solver.value(of: variables.left) + solver.value(of: variables.width), scale)
            let bottom = Self.round(solver.value(of: variables.top) + solver.value(of: variables.height), scale)
            var frame = ContentFrame(
                name: view.name, kind: view.kind, x: left, y: top, width: right - left, height: bottom - top,
                textAlignment: view.textAlignment, appearance: view.appearance)
            if let text = shaped[index] {
                let inner = frame.width - view.contentInsets.leading - view.contentInsets.trailing
                let lines = text.layout(
                    width: inner + 1e-6, numberOfLines: view.kind == .button ? 1 : view.numberOfLines,
                    scale: scale)
                frame.text = text.text
                frame.lines = lines.lines
                frame.font = text.font
                frame.ascender = lines.ascender
                frame.lineHeight = lines.lineHeight
            }
            frames.append(frame)
        }
        return CellContent(
            width: solver.value(of: content.width), height: Self.round(solver.value(of: content.height), scale),
            frames: frames)
    }

    static func round(_ value: Double, _ scale: Double) -> Double {
        scale > 0 ? (value * scale).rounded() / scale : value
    }
}
