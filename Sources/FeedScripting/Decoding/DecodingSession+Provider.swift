import FeedLayout
import LuaBridge

/// The provider table of a section script and the `feed.lua` manifest.
extension DecodingSession {
    /// The provider table a section script returned; nil when it is not a table (reported).
    func provider(_ value: LuaValue) -> SectionDefinition? {
        guard let reader = open(value, as: .provider, at: "", line: nil) else { return nil }
        var id = ""
        switch reader["id"] {
        case .string(let text)? where !text.isEmpty: id = text
        case .string?: report(line: nil, field: "id", "expected a non-empty section id such as id = \"featured\"")
        case let value?: reportMismatch(value, expected: "id", of: .provider, at: "id", line: nil)
        case nil: break
        }
        var items = SectionDefinition.Items.fixed([])
        if let value = reader["items"] {
            if case .function(let function) = value {
                items = .function(function)
            } else if case .array = value {
                items = .fixed(self.items(value, at: "items", line: nil))
            } else if case .table(let fields) = value, fields.isEmpty {
                items = .fixed([])
            } else {
                reportMismatch(value, expected: "items", of: .provider, at: "items", line: nil)
            }
        }
        var layout = SectionDefinition.Layout.fixed(
            SectionRecipe(recipe: .list(ListConfiguration()), field: "layout"))
        if let value = reader["layout"] {
            if case .function(let function) = value {
                layout = .function(function)
            } else if let decoded = sectionLayout(value, at: "layout", line: nil) {
                layout = .fixed(recipe(decoded, field: "layout"))
            }
        }
        return SectionDefinition(
            id: id, items: items, layout: layout,
            header: optional(reader, "header", payload), footer: optional(reader, "footer", payload),
            measure: function(reader, "measure"), measureSupplementary: function(reader, "measureSupplementary"),
            cells: cellSet(reader, script: log.script))
    }

    /// The provider's function at `key`, when present and a function (anything else is reported).
    private func function(_ reader: TableReader, _ key: String) -> LuaFunctionReference? {
        optional(reader, key) { value, path, line in
            if case .function(let function) = value { return function }
            self.reportMismatch(value, expected: key, of: .provider, at: path, line: line)
            return nil
        }
    }

    /// Packages a decoded layout with the side information gathered while decoding it.
    func recipe(_ layout: SectionInput.Recipe, field: String) -> SectionRecipe {
        SectionRecipe(
            recipe: layout, field: field, customGroups: customGroups, sourceLines: sourceLines,
            boundaryFields: boundaryFields)
    }

    /// What `feed.lua` returned.
    func manifest(_ value: LuaValue) -> FeedManifest? {
        guard let reader = open(value, as: .manifest, at: "", line: nil) else { return nil }
        let sections: [String]? = optional(reader, "sections") { value, path, line in
            self.list(value, of: .string, at: path, line: line, self.string)
        }
        if let sections {
            // Sized at once, rather than grown about twenty times, rehashing as it went, for a list of 1M ids. Sized
            // for the whole list even when it repeats one id: the reservation (under 48 bytes an id, each id
            // charged at least that as a value) is address space, only its bitmap written.
            var seen = Set<String>(minimumCapacity: sections.count)
            for (offset, id) in sections.enumerated() where !seen.insert(id).inserted {
                report(
                    line: nil, field: FieldPath.index("sections", offset),
                    "section \"\(id)\" is listed twice; list each section once")
            }
        }
        let directions = ScrollDirection.allCasesForSchema
        let direction = read(reader, "scrollDirection", default: .vertical) { value, path, line in
            self.choice(value, as: ScrollDirection.self, allowed: directions, at: path, line: line)
        }
        // The feed's own header and footer sit where its content starts and ends (docs/spec/layout.md §4.3).
        let sideways = direction == .horizontal
        var boundaries: [BoundarySupplementary] = []
        if let header = optional(
            reader, "header", { self.boundary($0, at: $1, line: $2, role: .header(sideways ? .leading : .top)) })
        {
            boundaries.append(header)
        }
        if let footer = optional(
            reader, "footer", { self.boundary($0, at: $1, line: $2, role: .footer(sideways ? .trailing : .bottom)) })
        {
            boundaries.append(footer)
        }
        let configuration = LayoutConfiguration(
            scrollDirection: direction, interSectionSpacing: read(reader, "interSectionSpacing", default: 0, number),
            boundarySupplementaries: boundaries,
            contentInsetsReference: insetsReference(reader, "contentInsetsReference", default: .safeArea))
        return FeedManifest(
            sections: sections, configuration: configuration, headerPayload: optional(reader, "headerPayload", payload),
            footerPayload: optional(reader, "footerPayload", payload))
    }
}
