/// A template whose required constraints cannot all hold: the constraint that failed and the smallest set of
/// earlier required constraints it conflicts with, as Auto Layout's "Unable to simultaneously satisfy
/// constraints" log lists them.
package struct CellTemplateError: Error, Hashable, Sendable {
    package var template: String
    package var script: String
    /// The line of the constraint that could not be added (else the template's).
    package var line: Int?
    /// The conflicting constraints, each as `description (script:line)`, the failing one last.
    package var conflicting: [String]

    package var message: String {
        "cell template '\(template)': unsatisfiable required constraints: " + conflicting.joined(separator: "; ")
            + "; the cell keeps its estimated size and shows no content"
    }
}
