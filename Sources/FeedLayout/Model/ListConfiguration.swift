/// The list appearances of `UICollectionLayoutListConfiguration` (docs/spec/layout.md §7).
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped, sidebar, sidebarPlain

    /// Plain-style lists pin supplementary headers and footers and have no section background (§7).
    public var isPlainStyle: Bool { self == .plain || self == .sidebarPlain }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A supplementary of kind `header` (`elementKindSectionHeader`).
    case supplementary
    /// Item 0 is styled as the header: it stays a row, but outside the section's background and separators.
    case firstItemInSection
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    case none, supplementary
}

/// Leading and trailing separator insets (`UIListSeparatorConfiguration.bottomSeparatorInsets`, iOS 14.5); a nil
/// side is automatic (docs/spec/layout.md §7.2).
public struct ListSeparatorInsets: Hashable, Sendable {
    public var leading: Double?
    public var trailing: Double?

    public init(leading: Double? = nil, trailing: Double? = nil) {
        self.leading = leading
        self.trailing = trailing
    }
}

/// One row's own separator settings (`itemSeparatorHandler`, iOS 14.5): insets over the section's, and whether its
/// bottom separator shows (nil: the appearance decides).
public struct ListRowSeparator: Hashable, Sendable {
    public var insets: ListSeparatorInsets
    public var isVisible: Bool?

    public init(insets: ListSeparatorInsets = ListSeparatorInsets(), isVisible: Bool? = nil) {
        self.insets = insets
        self.isVisible = isVisible
    }
}

/// What a list knows of one row beyond its frame: its outline level (separators indent with it) and its separator.
public struct ListRow: Hashable, Sendable {
    public var level: Int
    public var separator: ListRowSeparator?

    public init(level: Int = 0, separator: ListRowSeparator? = nil) {
        self.level = level
        self.separator = separator
    }
}

/// A list section recipe (`layout.list { … }`); the layout engine turns it into a `LayoutSection` with the list
/// metrics of docs/spec/layout.md §7 and draws its separators and background.
public struct ListConfiguration: Hashable, Sendable {
    public var appearance: ListAppearance
    public var rowHeight: Dimension
    public var headerMode: ListHeaderMode
    public var footerMode: ListFooterMode
    /// Extra room above a supplementary header (iOS 15); nil is automatic (no extra room, §7).
    public var headerTopPadding: Double?
    public var showsSeparators: Bool
    /// The section's separator insets; nil sides are automatic.
    public var separatorInsets: ListSeparatorInsets

    public init(
        appearance: ListAppearance = .plain, rowHeight: Dimension = .estimated(44), hasHeader: Bool = false,
        hasFooter: Bool = false
    ) {
        self.appearance = appearance
        self.rowHeight = rowHeight
        self.headerMode = hasHeader ? .supplementary : .none
        self.footerMode = hasFooter ? .supplementary : .none
        self.headerTopPadding = nil
        self.showsSeparators = true
        self.separatorInsets = ListSeparatorInsets()
    }

    /// Whether the list has a supplementary header.
    public var hasHeader: Bool {
        get { headerMode == .supplementary }
        set { headerMode = newValue ? .supplementary : .none }
    }

    /// Whether the list has a supplementary footer.
    public var hasFooter: Bool {
        get { footerMode == .supplementary }
        set { footerMode = newValue ? .supplementary : .none }
    }
}
