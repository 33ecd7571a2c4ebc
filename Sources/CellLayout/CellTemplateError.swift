/// A template whose constraints the solver cannot take: required constraints that cannot all hold (the constraint
/// that failed and the smallest set of earlier required constraints it conflicts with, as Auto Layout's "Unable to
/// simultaneously satisfy constraints" log lists them), or a constraint its floating-point arithmetic lost the
/// answer at.
package struct CellTemplateError: Error, Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case unsatisfiable
        case lostPrecision
    }

    package var template: String
    package var script: String
    /// The line of the constraint that could not be added (else the template's).
    package var line: Int?
    /// The conflicting constraints, each as `description (script:line)`, the failing one last.
    package var conflicting: [String]
    package var kind: Kind

    package init(
        template: String, script: String, line: Int?, conflicting: [String], kind: Kind = .unsatisfiable
    ) {
        self.template = template
        self.script = script
        self.line = line
        self.conflicting = conflicting
        self.kind = kind
    }

    package var message: String {
        switch kind {
        case .unsatisfiable:
            "cell template '\(template)': unsatisfiable required constraints: " + conflicting.joined(separator: "; ")
                + "; the cell keeps its estimated size and shows no content"
        case .lostPrecision:
            "cell template '\(template)': the constraint solver lost its answer to rounding when adding "
                + conflicting.joined(separator: "; ") + " (multipliers far from 1 and priorities far apart make "
                + "its numbers too different in size); the cell keeps its estimated size and shows no content"
        }
    }
}
