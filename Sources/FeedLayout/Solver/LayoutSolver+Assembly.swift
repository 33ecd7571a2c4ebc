extension LayoutSolver {
    /// Puts solved sections one after another along the scroll axis (LAYOUT.md 3.1), places the global header and
    /// footer (4.3), and builds the section-level query index.
    ///
    /// `solve` and `relayout` both end here, so a relayout equals a full solve.
    ///
    /// - Complexity: O(number of sections).
    func assemble(_ solved: [SectionLayout], globals: [GlobalBoundary]) -> LayoutResult {
        let along = configuration.scrollDirection.axis
        let across = along.other
        let container = Size(width: environment.width, height: environment.height)
        var leadingExtent = 0.0
        var trailingExtent = 0.0
        for global in globals where global.definition.extendsBoundary {
            switch global.role {
            case .leading: leadingExtent = Swift.max(leadingExtent, global.size[along])
            case .trailing: trailingExtent = Swift.max(trailingExtent, global.size[along])
            case .side: break
            }
        }
        var sections = solved
        var cursor = leadingExtent
        var crossExtent = container[across]
        for index in sections.indices {
            let origin = grid.round(cursor)
            sections[index].origin = origin
            cursor = origin + sections[index].localFrame.length(along)
            if index < sections.count - 1 { cursor += configuration.interSectionSpacing }
            crossExtent = Swift.max(crossExtent, sections[index].crossExtent)
        }
        var length = cursor + trailingExtent
        for global in globals
        where global.role == .side && global.definition.extendsBoundary && global.size[along] > length {
            length = global.size[along]
        }
        let placer = BoundaryPlacer(grid: grid, axis: along)
        let records = placer.place(
            globals.map { SizedBoundary(definition: $0.definition, size: $0.size, role: $0.role, unit: $0.unit) },
            length: length, boxStart: leadingExtent, boxEnd: length - trailingExtent, bandStart: 0,
            bandLength: container[across])
        let index = BandIndex(
            count: sections.count, low: { sections[$0].origin + sections[$0].localLow },
            high: { sections[$0].origin + sections[$0].localHigh })
        return LayoutResult(
            environment: environment, configuration: configuration,
            contentSize: Size(along: along, length, across: crossExtent), sections: sections,
            supplementaries: records.map(\.element), globalBoundaries: globals, globalRoles: records.map(\.role),
            sectionIndex: index)
    }
}
