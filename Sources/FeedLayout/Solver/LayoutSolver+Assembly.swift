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
        let reference = referenceInsets(.automatic)
        var records = placer.place(
            globals, length: length, boxStart: leadingExtent, boxEnd: length - trailingExtent,
            bandStart: reference.leading, bandLength: container[across] - reference.total)
        let contentSize = Size(along: along, length, across: crossExtent)
        if environment.isRightToLeft {
            // docs/spec/layout.md §6.3: the whole layout mirrors about its content width.
            for index in sections.indices {
                sections[index].isMirrored = true
                sections[index].mirrorWidth = contentSize.width
            }
            for index in records.indices {
                records[index].element.frame = LayoutResult.mirror(
                    records[index].element.frame, about: contentSize.width)
            }
        }
        let index = BandIndex(
            count: sections.count, low: { sections[$0].origin + sections[$0].localLow },
            high: { sections[$0].origin + sections[$0].localHigh })
        return LayoutResult(
            environment: environment, configuration: configuration,
            contentSize: contentSize, sections: sections,
            supplementaries: records.map(\.element), globalBoundaries: globals, globalRoles: records.map(\.role),
            sectionIndex: index)
    }
}
