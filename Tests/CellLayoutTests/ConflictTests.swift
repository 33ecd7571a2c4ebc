import CellLayout
import Testing

/// Unsatisfiable required constraints are an error naming the template, the line and the conflicting
/// constraints; a view with no position is a warning naming it.
@Suite struct ConflictTests {
    @Test func conflictingWidthsNameBothConstraints() {
        var template = FeaturedAppTemplate.make()
        // icon.width == 64 (already there) and icon.trailing == text.leading - 12 … plus a contradiction:
        template.constraints.append(
            CellConstraint(view: FeaturedAppTemplate.icon, attribute: .width, target: .none, constant: 80, line: 31))
        #expect {
            try CellTemplateSolver(template: template, sizing: .fixedSize)
        } throws: { error in
            guard let error = error as? CellTemplateError else { return false }
            return error.line == 31 && error.template == "featuredApp"
                && error.conflicting == ["icon.width == 64", "icon.width == 80 (featured.lua:31)"]
                && error.message.contains("unsatisfiable required constraints")
        }
    }

    @Test func theConflictSetIsMinimal() throws {
        var template = FeaturedAppTemplate.make()
        // text.leading == 76 follows from icon (0 + 64 + 12); 70 contradicts icon.leading, icon.width and the gap.
        template.constraints.append(
            CellConstraint(
                view: FeaturedAppTemplate.text, attribute: .leading, target: .contentView, constant: 70, line: 40))
        do {
            _ = try CellTemplateSolver(template: template, sizing: .fixedSize)
            Issue.record("expected a conflict")
        } catch {
            #expect(
                error.conflicting == [
                    "icon.leading == superview.leading", "icon.width == 64", "text.leading == icon.trailing + 12",
                    "text.leading == superview.leading + 70 (featured.lua:40)",
                ])
        }
    }

    @Test func aViewWithNoPositionIsAWarning() throws {
        var template = FeaturedAppTemplate.make()
        template.constraints.removeAll { $0.view == FeaturedAppTemplate.get && $0.attribute == .centerY }
        let solver = try CellTemplateSolver(template: template, sizing: .fixedSize)
        #expect(
            solver.warnings == [
                "cell template 'featuredApp': view 'get' has no vertical position (constrain its top, bottom or centerY)"
            ])
    }
}
