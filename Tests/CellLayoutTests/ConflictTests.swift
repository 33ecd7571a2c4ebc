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

    /// 64 views placed one after another by 508 required constraints, and a 509th that contradicts one of them.
    static func crowdedConflict() -> CellTemplate {
        let views = (1...64).map { CellView(name: "v\($0)", kind: .view) }
        var constraints: [CellConstraint] = []
        for index in views.indices {
            let previous = index - 1
            let pairs: [(CellConstraint.Attribute, CellConstraint.Attribute)] = [
                (.leading, .trailing), (.top, .bottom),
            ]
            for (attribute, next) in pairs {
                constraints.append(
                    index == 0
                        ? CellConstraint(view: index, attribute: attribute, target: .none)
                        : CellConstraint(
                            view: index, attribute: attribute, target: .view(previous), targetAttribute: next))
            }
            constraints.append(CellConstraint(view: index, attribute: .width, target: .none, constant: 1))
            constraints.append(CellConstraint(view: index, attribute: .height, target: .none, constant: 1))
            guard index > 0 else { continue }
            for attribute in [CellConstraint.Attribute.centerX, .centerY] {
                constraints.append(
                    CellConstraint(view: index, attribute: attribute, target: .view(previous), constant: 1))
            }
            constraints.append(CellConstraint(view: index, attribute: .width, target: .view(previous)))
            constraints.append(CellConstraint(view: index, attribute: .height, target: .view(previous)))
        }
        constraints.append(CellConstraint(view: 63, attribute: .width, target: .none, constant: 2, line: 9))
        return CellTemplate(name: "crowded", script: "s.lua", line: 1, views: views, constraints: constraints)
    }

    /// Finding the conflict is the host's work, bounded by no script limit: deletion filtering solved the
    /// template again for every earlier required constraint, 12 s for this one in a debug build (so 16 such
    /// templates in each of a feed's sections ran for minutes). Adding constraints until one fails finds each
    /// member of the conflict with one solve.
    @Test func aConflictAmongHundredsOfConstraintsIsFoundQuickly() {
        let template = Self.crowdedConflict()
        let start = ContinuousClock.now
        do {
            _ = try CellTemplateSolver(template: template, sizing: .fixedSize)
            Issue.record("expected a conflict")
        } catch {
            #expect(error.conflicting == ["v64.width == 1", "v64.width == 2 (s.lua:9)"])
        }
        #expect(ContinuousClock.now - start < .seconds(3))
    }

    /// A conflict of 65 constraints (each view one point after the one before, the last back at 0) names the
    /// first 16 found and says there are more, rather than solving the template 65 more times.
    @Test func aLongConflictNamesSixteenConstraints() {
        let views = (1...64).map { CellView(name: "v\($0)", kind: .view) }
        var constraints = [CellConstraint(view: 0, attribute: .leading, target: .none)]
        for index in 1..<64 {
            constraints.append(CellConstraint(view: index, attribute: .leading, target: .view(index - 1), constant: 1))
        }
        constraints.append(CellConstraint(view: 63, attribute: .leading, target: .none, line: 7))
        let template = CellTemplate(name: "long", script: "s.lua", line: 1, views: views, constraints: constraints)
        do {
            _ = try CellTemplateSolver(template: template, sizing: .fixedSize)
            Issue.record("expected a conflict")
        } catch {
            #expect(error.conflicting.count == 17)
            #expect(error.conflicting.suffix(2) == ["… (more take part; 16 are named)", "v64.leading == 0 (s.lua:7)"])
        }
    }

    /// Constraints kiwisolver also gives up on ("The objective is unbounded"): weights from 1 to 10⁹ and a
    /// multiplier of 999.9 leave rounding noise in the objective. The last, not required, failed as
    /// "unsatisfiable required constraints: v31.height >= -400012 @750", which no constraint can be; the
    /// error now says the solver lost precision at that constraint's line.
    @Test func aConstraintTheSolverCannotAddForPrecisionIsNotCalledUnsatisfiable() {
        let views = (1...40).map { CellView(name: "v\($0)", kind: .view) }
        let constraints = [
            CellConstraint(view: 32, attribute: .centerX, target: .view(23), targetAttribute: .height, priority: 1),
            CellConstraint(
                view: 32, attribute: .width, relation: .greaterThanOrEqual, target: .none, constant: 0.001,
                priority: 500),
            CellConstraint(
                view: 30, attribute: .centerY, relation: .lessThanOrEqual, target: .contentView, multiplier: 999.9,
                constant: -12, priority: 751),
            CellConstraint(view: 30, attribute: .top, target: .view(26), targetAttribute: .trailing, priority: 500),
            CellConstraint(
                view: 23, attribute: .centerY, relation: .lessThanOrEqual, target: .contentView, constant: 12,
                priority: 1),
            CellConstraint(
                view: 32, attribute: .leading, relation: .greaterThanOrEqual, target: .view(26), multiplier: 0.001,
                priority: 750),
            CellConstraint(
                view: 23, attribute: .top, target: .view(26), targetAttribute: .centerX, multiplier: 2, priority: 1),
            CellConstraint(
                view: 8, attribute: .height, relation: .lessThanOrEqual, target: .none, constant: -400_000,
                priority: 751),
            CellConstraint(view: 32, attribute: .width, target: .view(26), priority: 750),
            CellConstraint(
                view: 8, attribute: .height, relation: .greaterThanOrEqual, target: .contentView, constant: -12),
            CellConstraint(
                view: 30, attribute: .height, relation: .greaterThanOrEqual, target: .none, constant: -400_012,
                priority: 750, line: 38),
        ]
        let template = CellTemplate(name: "cell", script: "s.lua", line: 5, views: views, constraints: constraints)
        do {
            _ = try CellTemplateSolver(template: template, sizing: .fixedSize)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 38)
            #expect(!error.message.contains("unsatisfiable"), "\(error.message)")
            #expect(error.message.contains("v31.height >= -400012 @750 (s.lua:38)"), "\(error.message)")
        }
    }

    /// Three constraints and a button of default priorities, which kiwisolver gives up on too once the cell's
    /// size is made editable ("The objective is unbounded"). The error blamed "content hugging or compression
    /// resistance of 1000", a priority the template never set; it now says the solver lost its answer to
    /// rounding, and where.
    @Test func aRoundingFailureAtTheContentSizesDoesNotBlameAPriorityOf1000() {
        var button = CellView(name: "v3", kind: .button, parent: 0)
        button.text = .literal("GET")
        let views = [
            CellView(name: "v1", kind: .image), CellView(name: "v2", kind: .view), button,
            CellView(name: "v4", kind: .hstack),
        ]
        let constraints = [
            CellConstraint(view: 1, attribute: .centerX, target: .view(0), multiplier: 1000),
            CellConstraint(
                view: 1, attribute: .centerX, relation: .greaterThanOrEqual, target: .contentView, constant: 333.3),
            CellConstraint(view: 0, attribute: .leading, target: .contentView, priority: 999),
        ]
        let template = CellTemplate(name: "cell", script: "s.lua", line: 5, views: views, constraints: constraints)
        do {
            _ = try CellTemplateSolver(template: template, sizing: .fixedSize)
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 5)
            #expect(
                !error.message.contains("1000") && error.message.contains("lost its answer to rounding"),
                "\(error.message)")
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
