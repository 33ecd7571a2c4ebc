/// One section handed to the solver: its layout recipe and how many items it holds.
public struct SectionInput: Hashable, Sendable {
    /// What describes the section's layout: a full section recipe or a list recipe (docs/spec/layout.md §7).
    public enum Recipe: Hashable, Sendable {
        case section(LayoutSection)
        case list(ListConfiguration)
    }

    public var recipe: Recipe
    /// The number of items in the section; 0 gives an empty section (docs/spec/layout.md §3.2).
    public var itemCount: Int
    /// A list's rows: outline levels and separator settings (docs/spec/layout.md §7.2); rows past the end take the
    /// defaults, so an empty array is a flat list with the section's separators.
    public var listRows: [ListRow] = []

    public init(_ section: LayoutSection, itemCount: Int) {
        self.recipe = .section(section)
        self.itemCount = itemCount
    }

    public init(list: ListConfiguration, itemCount: Int, rows: [ListRow] = []) {
        self.recipe = .list(list)
        self.itemCount = itemCount
        self.listRows = rows
    }

    /// The section recipe the solver lays out: the section itself, or the list turned into one for `environment`.
    public func layoutSection(in environment: LayoutEnvironment) -> LayoutSection {
        switch recipe {
        case .section(let section): return section
        case .list(let list): return list.layoutSection(in: environment)
        }
    }
}
