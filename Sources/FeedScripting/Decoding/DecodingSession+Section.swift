import FeedLayout
import LuaBridge

/// Sections, lists and their boundary items and decorations.
extension DecodingSession {
    /// A `layout.section { … }` or `layout.list { … }`.
    func sectionLayout(_ value: LuaValue, at path: String, line: Int?) -> SectionInput.Recipe? {
        switch value.dslTag {
        case DSLTableKind.section.rawValue: return section(value, at: path, line: line).map(SectionInput.Recipe.section)
        case DSLTableKind.list.rawValue: return list(value, at: path, line: line).map(SectionInput.Recipe.list)
        default:
            reportMismatch(value, expected: .constructed([.section, .list]), at: path, line: line)
            return nil
        }
    }

    func section(_ value: LuaValue, at path: String, line: Int?) -> LayoutSection? {
        guard let reader = open(value, as: .section, at: path, line: line) else { return nil }
        let group =
            optional(reader, "group") { value, path, line in self.group(value, at: path, line: line, elementPath: []) }
            ?? LayoutGroup(direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(0)))
        var boundaries: [BoundarySupplementary] = []
        if let header = optional(reader, "header", { self.boundary($0, at: $1, line: $2, role: .header(.top)) }) {
            boundaries.append(header)
            boundaryFields.append(reader.path("header"))
        }
        if let footer = optional(reader, "footer", { self.boundary($0, at: $1, line: $2, role: .footer(.bottom)) }) {
            boundaries.append(footer)
            boundaryFields.append(reader.path("footer"))
        }
        if let others = reader["boundarySupplementaries"] {
            let path = reader.path("boundarySupplementaries")
            let entries = array(others, of: .constructed([.boundary]), at: path, line: reader.line) ?? []
            // A set, not a scan of the boundaries so far: 50,000 of them took 6.7 s that way.
            var kinds = Set(boundaries.map(\.kind))
            for (offset, entry) in entries.enumerated() {
                let entryPath = FieldPath.index(path, offset)
                guard let item = boundary(entry, at: entryPath, line: reader.line, role: .other) else { continue }
                if !kinds.insert(item.kind).inserted {
                    report(
                        line: entry.dslLine ?? reader.line, field: FieldPath.key(entryPath, "kind"),
                        "duplicate boundary kind \"\(item.kind)\"; kinds are unique in a section")
                    continue
                }
                boundaries.append(item)
                boundaryFields.append(entryPath)
            }
        }
        let scrolling = OrthogonalScrolling.allCases.map(\.rawValue)
        return LayoutSection(
            group: group,
            contentInsets: read(reader, "contentInsets", default: .zero, insets),
            interGroupSpacing: read(reader, "interGroupSpacing", default: 0, number),
            orthogonalScrolling: read(reader, "orthogonalScrolling", default: .none) { value, path, line in
                self.choice(value, as: OrthogonalScrolling.self, allowed: scrolling, at: path, line: line)
            },
            boundarySupplementaries: boundaries,
            decorations: read(reader, "decorations", default: []) { value, path, line in
                self.list(value, of: .constructed([.background]), at: path, line: line, self.background)
            },
            supplementariesFollowContentInsets: read(
                reader, "supplementariesFollowContentInsets", default: true, boolean),
            contentInsetsReference: insetsReference(reader, "contentInsetsReference", default: .automatic),
            supplementaryContentInsetsReference: insetsReference(
                reader, "supplementaryContentInsetsReference", default: .automatic),
            effects: optional(reader, "effects", scrollEffects))
    }

    /// `effects = { scale = { min = 0.85 }, alpha = { min = 0.6 } }` (docs/spec/layout.md §3.5).
    func scrollEffects(_ value: LuaValue, at path: String, line: Int?) -> ScrollEffects? {
        guard let reader = open(value, as: .scrollEffects, at: path, line: line) else { return nil }
        return ScrollEffects(
            minimumScale: optional(reader, "scale", effectMinimum),
            minimumAlpha: optional(reader, "alpha", effectMinimum))
    }

    private func effectMinimum(_ value: LuaValue, at path: String, line: Int?) -> Double? {
        guard let reader = open(value, as: .effectRange, at: path, line: line),
            let minimum = optional(reader, "min", number)
        else { return nil }
        guard minimum >= 0 && minimum <= 1 else {
            report(
                line: reader.line, field: reader.path("min"),
                "expected a number from 0 to 1 such as min = 0.85, got \(LuaValue.format(minimum))")
            return nil
        }
        return minimum
    }

    /// A `contentInsetsReference` name (docs/spec/layout.md §1.2); an unknown one is reported with a did-you-mean.
    func insetsReference(_ reader: TableReader, _ key: String, default fallback: ContentInsetsReference)
        -> ContentInsetsReference
    {
        let names = ContentInsetsReference.allCases.map(\.rawValue)
        return read(reader, key, default: fallback) { value, path, line in
            self.choice(value, as: ContentInsetsReference.self, allowed: names, at: path, line: line)
        }
    }

    func list(_ value: LuaValue, at path: String, line: Int?) -> ListConfiguration? {
        guard let reader = open(value, as: .list, at: path, line: line) else { return nil }
        var list = ListConfiguration(
            appearance: choice(reader, "appearance", default: .plain),
            rowHeight: read(reader, "rowHeight", default: .estimated(44), dimension))
        list.headerMode = mode(reader, flag: "header", mode: "headerMode", default: .none, flagged: .supplementary)
        list.footerMode = mode(reader, flag: "footer", mode: "footerMode", default: .none, flagged: .supplementary)
        list.headerTopPadding = optional(reader, "headerTopPadding", nonNegative)
        list.showsSeparators = read(reader, "showsSeparators", default: true, boolean)
        list.separatorInsets = read(reader, "separatorInsets", default: ListSeparatorInsets(), separatorInsets)
        return list
    }

    /// A choice among an enum's raw values, or `fallback` when absent or wrong (reported).
    private func choice<T: RawRepresentable & CaseIterable>(_ reader: TableReader, _ key: String, default fallback: T)
        -> T where T.RawValue == String
    {
        let names = T.allCases.map(\.rawValue)
        return read(reader, key, default: fallback) { value, path, line in
            self.choice(value, as: T.self, allowed: names, at: path, line: line)
        }
    }

    /// `headerMode` (or `footerMode`), or the older boolean `header` (`footer`): true is `flagged`. Both given and
    /// disagreeing is an error on the mode.
    private func mode<T: RawRepresentable & CaseIterable & Equatable>(
        _ reader: TableReader, flag flagKey: String, mode key: String, default fallback: T, flagged: T
    ) -> T where T.RawValue == String {
        let flag = optional(reader, flagKey, boolean)
        guard reader[key] != nil else { return flag == true ? flagged : fallback }
        let mode = choice(reader, key, default: fallback)
        if let flag, flag != (mode == flagged) {
            report(
                line: reader.line, field: reader.path(key),
                "\(key) \"\(mode.rawValue)\" disagrees with \(flagKey) = \(flag); give only \(key)")
        }
        return mode
    }

    func separatorInsets(_ value: LuaValue, at path: String, line: Int?) -> ListSeparatorInsets? {
        guard let reader = open(value, as: .separatorInsets, at: path, line: line) else { return nil }
        return ListSeparatorInsets(
            leading: optional(reader, "leading", nonNegative), trailing: optional(reader, "trailing", nonNegative))
    }

    /// Which slot a boundary item fills: it decides the implied kind and alignment.
    enum BoundaryRole {
        /// A section's `header` (top) or the feed's (top, or leading when the feed scrolls sideways).
        case header(BoundaryAlignment)
        /// A section's `footer` (bottom) or the feed's (bottom, or trailing).
        case footer(BoundaryAlignment)
        /// An entry of `boundarySupplementaries`: kind and alignment are required.
        case other

        /// `header` or `footer`, the provider field that holds the slot's data; nil for other boundary items.
        var slot: String? {
            switch self {
            case .header: return "header"
            case .footer: return "footer"
            case .other: return nil
            }
        }
    }

    /// A `layout.boundary { … }`. In a header or footer slot the kind is implied (`"header"`, `"footer"`) and
    /// the alignment defaults to the role's; elsewhere both are required.
    func boundary(_ value: LuaValue, at path: String, line: Int?, role: BoundaryRole) -> BoundarySupplementary? {
        if value.isPlainTable, path.hasPrefix("layout."), let slot = role.slot {
            // A plain table in a section's header slot is nearly always the header's data, put in the wrong place.
            report(
                line: line, field: path,
                "expected \(DSLTableKind.boundary.example), got \(value.describedForMessage); the \(slot)'s data "
                    + "(title = …) belongs in the provider's \(slot) field, next to layout")
            return nil
        }
        guard let reader = open(value, as: .boundary, at: path, line: line) else { return nil }
        let alignments = BoundaryAlignment.allCases.map(\.rawValue)
        let implied: (kind: String, alignment: BoundaryAlignment)?
        switch role {
        case .header(let alignment): implied = ("header", alignment)
        case .footer(let alignment): implied = ("footer", alignment)
        case .other: implied = nil
        }
        var kind = optional(reader, "kind", string)
        if let implied, let given = kind, given != implied.kind {
            report(
                line: reader.line, field: reader.path("kind"),
                "a \(implied.kind)'s kind is always \"\(implied.kind)\", got \"\(given)\"; leave kind out, or put "
                    + "the item in boundarySupplementaries = { layout.boundary { kind = \"\(given)\", "
                    + "alignment = \"top\", height = absolute(44) } }")
            kind = nil
        }
        var alignment = optional(reader, "alignment") { value, path, line in
            self.choice(value, as: BoundaryAlignment.self, allowed: alignments, at: path, line: line)
        }
        if implied == nil {
            if reader["kind"] == nil {
                report(
                    line: reader.line, field: reader.path("kind"),
                    "missing required key; expected a kind such as kind = \"sectionBadge\"")
            }
            if reader["alignment"] == nil {
                report(
                    line: reader.line, field: reader.path("alignment"),
                    "missing required key; expected an alignment such as alignment = \"top\", one of "
                        + alignments.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        kind = kind ?? implied?.kind
        alignment = alignment ?? implied?.alignment
        return BoundarySupplementary(
            kind: kind ?? "", size: size(reader, width: .fractionalWidth(1), height: .absolute(0)),
            alignment: alignment ?? .top,
            offset: read(reader, "offset", default: .zero, offset),
            extendsBoundary: read(reader, "extendsBoundary", default: true, boolean),
            pinToVisibleBounds: read(reader, "pinToVisibleBounds", default: false, boolean),
            contentInsets: read(reader, "contentInsets", default: .zero, insets),
            zIndex: read(reader, "zIndex", default: 0, integer))
    }

    func background(_ value: LuaValue, at path: String, line: Int?) -> BackgroundDecoration? {
        guard let reader = open(value, as: .background, at: path, line: line) else { return nil }
        return BackgroundDecoration(
            kind: read(reader, "kind", default: "sectionBackground", string),
            contentInsets: read(reader, "contentInsets", default: .zero, insets),
            zIndex: read(reader, "zIndex", default: 0, integer))
    }
}
