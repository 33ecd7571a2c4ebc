/// The keys one DSL table accepts, in documentation order.
public struct DSLTableSchema: Hashable, Sendable {
    public var kind: DSLTableKind
    public var summary: String
    public var fields: [DSLField]

    public init(kind: DSLTableKind, summary: String, fields: [DSLField]) {
        self.kind = kind
        self.summary = summary
        self.fields = fields
    }

    /// The field named `name`, if the table accepts it.
    public func field(_ name: String) -> DSLField? {
        fields.first { $0.name == name }
    }

    public var fieldNames: [String] { fields.map(\.name) }
}

/// A global function that builds a dimension or a spacing value (`fractionalWidth(0.5)`, `fixed(8)`).
public struct DSLValueConstructor: Hashable, Sendable {
    public var name: String
    /// `.dimension` or `.spacing`.
    public var produces: DSLValueKind
    public var summary: String

    public init(name: String, produces: DSLValueKind, summary: String) {
        self.name = name
        self.produces = produces
        self.summary = summary
    }
}
