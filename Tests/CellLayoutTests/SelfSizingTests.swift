import CellLayout
import FeedLayout
import Testing
import TextShaping

/// Self-sizing: a wrapping label pinned to the cell's edges makes the cell as tall as its lines (docs/spec/layout.md
/// §14.3, worked numbers), at two Dynamic Type sizes.
@Suite struct SelfSizingTests {
    /// `label.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }`, `numberOfLines = 0`, body style.
    static func noteTemplate() -> CellTemplate {
        var label = CellView(name: "note", kind: .label)
        label.text = .field("text")
        label.font = .style(.body)
        label.numberOfLines = 0
        let edges: [(CellConstraint.Attribute, Double)] = [
            (.top, 16), (.leading, 16), (.bottom, -16), (.trailing, -16),
        ]
        return CellTemplate(
            name: "note", script: "notes.lua", line: 3, views: [label],
            constraints: edges.map { CellConstraint(view: 0, attribute: $0.0, target: .contentView, constant: $0.1) })
    }

    static let text = "Cells size themselves to their text when the layout asks for an estimated height"

    @Test(arguments: [ContentSizeCategory.large, .accessibilityMedium])
    func theCellIsAsTallAsItsWrappedLines(category: ContentSizeCategory) throws {
        let environment = TextEnvironment(category: category)
        var solver = try CellTemplateSolver(template: Self.noteTemplate(), sizing: .fittingHeight)
        // A 2-column grid on a 390-point phone with 16-point insets and a 10-point gap: 174-point cells.
        let content = solver.layout(texts: [Self.text], width: 174, height: 0, environment: environment)
        let lines = environment.measurer.layout(
            Self.text, font: TextStyle.body.font(at: category), width: 174 - 32, numberOfLines: 0, scale: 3)
        #expect(content.frames[0].lines == lines.lines)
        #expect(lines.lines.count > 2)
        #expect(abs(content.height - (lines.height + 32)) < 1e-9)
        #expect(content.frames[0].width == 142)
    }

    @Test func largerTextMeansMoreLines() throws {
        var solver = try CellTemplateSolver(template: Self.noteTemplate(), sizing: .fittingHeight)
        let large = solver.layout(texts: [Self.text], width: 174, height: 0, environment: TextEnvironment())
        let huge = solver.layout(
            texts: [Self.text], width: 174, height: 0, environment: TextEnvironment(category: .accessibilityMedium))
        #expect(huge.frames[0].lines!.count > large.frames[0].lines!.count)
        #expect(huge.height > large.height)
    }
}
