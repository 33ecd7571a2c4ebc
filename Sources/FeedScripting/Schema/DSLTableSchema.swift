/// The keys one DSL table accepts, in documentation order.
package struct DSLTableSchema: Hashable, Sendable {
    package var kind: DSLTableKind
    package var summary: String
    package var fields: [DSLField]

    package init(kind: DSLTableKind, summary: String, fields: [DSLField]) {
        self.kind = kind
        self.summary = summary
        self.fields = fields
    }

    /// The field named `name`, if the table accepts it.
    package func field(_ name: String) -> DSLField? {
        fields.first { $0.name == name }
    }

    package var fieldNames: [String] { fields.map(\.name) }
}

/// A global function that builds a dimension or a spacing value (`fractionalWidth(0.5)`, `fixed(8)`).
package struct DSLValueConstructor: Hashable, Sendable {
    package var name: String
    /// `.dimension` or `.spacing`.
    package var produces: DSLValueKind
    package var summary: String

    package init(name: String, produces: DSLValueKind, summary: String) {
        self.name = name
        self.produces = produces
        self.summary = summary
    }
}
