/// One key a DSL table accepts.
package struct DSLField: Hashable, Sendable {
    package var name: String
    package var kind: DSLValueKind
    /// Whether the table is incomplete without it.
    package var isRequired: Bool
    /// The value taken when the key is absent, in Lua syntax (`fractionalWidth(1)`); nil when required or when
    /// absence has its own meaning.
    package var defaultValue: String?
    /// A one-line summary for docs and editor annotations.
    package var summary: String
    /// What messages say the field expects, when the kind's general phrase would be a poor example here
    /// (`a section id such as id = "featured"` rather than `a string such as "badge"`).
    package var expectation: String

    package init(
        _ name: String, _ kind: DSLValueKind, required: Bool = false, default defaultValue: String? = nil,
        _ summary: String, expecting expectation: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.isRequired = required
        self.defaultValue = defaultValue
        self.summary = summary
        self.expectation = expectation ?? kind.expectation
    }
}
