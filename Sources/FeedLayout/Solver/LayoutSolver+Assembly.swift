extension LayoutSolver {
    /// Puts solved sections one after another along the scroll axis (docs/spec/layout.md §3.1), places the global header and
    /// footer (4.3), and builds the section-level query index.
    ///
    /// `solve` and `relayout` both end here, so a relayout equals a full solve.
    ///
    /// - Complexity: O(number of sections).
    func assemble(_ solved: [SectionLayout], globals: [SizedBoundary]) -> LayoutResult {
        let along = configuration.scrollDirection.axis
        let across = along.other
        let container = Size(width: environment.width, height: environment.height)
        let (leadingExtent, trailingExtent) = globals.extents(along: along)
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
        let length = globals.length(cursor + trailingExtent, coveringSideItemsAlong: along)
        let placer = BoundaryPlacer(grid: grid, axis: along)
        let records = placer.place(
            globals, length: length, boxStart: leadingExtent, boxEnd: length - trailingExtent, bandStart: 0,
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
