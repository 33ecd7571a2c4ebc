import FeedLayout

/// A decoded section layout with what the host needs beyond the layout value itself.
public struct SectionRecipe: Hashable, Sendable {
    /// The section or list recipe, as the layout solver takes it.
    public var recipe: SectionLayout
    /// Custom groups whose frames a script function must still provide for each layout pass.
    public var customGroups: [CustomGroupSource]
    /// Field path of every constructor table (`layout.group.subitems[1]`) → the line it was built on; used to point
    /// layout errors at the table that is wrong.
    public var sourceLines: [String: Int]

    public init(recipe: SectionLayout, customGroups: [CustomGroupSource] = [], sourceLines: [String: Int] = [:]) {
        self.recipe = recipe
        self.customGroups = customGroups
        self.sourceLines = sourceLines
    }

    /// The line of the nearest constructor table on `field` (the longest recorded path that is `field` or one of
    /// its ancestors), or nil.
    public func line(for field: String) -> Int? {
        var candidate = field
        while true {
            if let line = sourceLines[candidate] { return line }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            candidate = String(candidate[..<cut])
        }
    }
}
