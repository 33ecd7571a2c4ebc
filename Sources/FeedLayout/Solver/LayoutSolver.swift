/// Lays out a feed with the semantics of UIKit's compositional layout (docs/spec/layout.md).
///
/// ```swift
/// let solver = LayoutSolver(environment: LayoutEnvironment(width: 390, height: 844))
/// let result = try solver.solve([SectionInput(section, itemCount: 12)])
/// ```
public struct LayoutSolver: Sendable {
    public var environment: LayoutEnvironment
    public var configuration: LayoutConfiguration
    /// Whether measured one-item groups are laid out directly (`SingleItemGroup`); off only in the tests that check
    /// it against the general pass.
    var usesSingleItemPath = true

    public init(environment: LayoutEnvironment, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.environment = environment
        self.configuration = configuration
    }

    var grid: PixelGrid { PixelGrid(scale: environment.scale) }

    /// Every validation problem of the environment, the configuration and the sections, in order.
    ///
    /// Solving reports only the first problem; this lists them all, for a host that shows every diagnostic.
    /// Problems that depend on geometry (a group that cannot fit one item, insets that leave no room) are found
    /// by `solve`.
    public func validate(_ sections: [SectionInput]) -> [LayoutError] {
        var global = LayoutValidator(section: nil)
        global.check(environment)
        global.check(configuration)
        var errors = global.errors
        for (index, input) in sections.enumerated() {
            var validator = LayoutValidator(section: index)
            validator.check(input, environment: environment)
            errors += validator.errors
        }
        return errors
    }

    /// Lays out `sections`, measuring estimated elements through `sizing` (docs/spec/layout.md §8).
    ///
    /// `sizing` is called once per estimated item and boundary item with its proposed size (resolved slot on fixed
    /// axes, estimate on estimated ones); it returns the measured size, or nil to keep the estimate. The layout is
    /// then solved once with every answer.
    ///
    /// A section's estimated items are asked one after another, in one batch; `measuring`, when given, is called
    /// with the section's index and that batch, which it must run (once), so a host can set up around the batch
    /// what every request of it shares.
    ///
    /// - Throws: the first `LayoutError`, naming the section and the path of the offending field.
    /// - Complexity: O(n) in the number of items and elements.
    public func solve(
        _ sections: [SectionInput], sizing: ((MeasureRequest) -> Size?)? = nil, measuring: MeasureBatching? = nil
    ) throws(LayoutError) -> LayoutResult {
        var global = LayoutValidator(section: nil)
        global.check(environment)
        global.check(configuration)
        if let error = global.errors.first { throw error }
        let along = configuration.scrollDirection.axis
        let placer = BoundaryPlacer(grid: grid, axis: along)
        let globals = try placer.size(
            configuration.boundarySupplementaries, box: contentBox(referenceInsets(.automatic)), section: nil,
            sizing: sizing)
        // Each section's origin as `assemble` will put it, so positions before the feed's start round there.
        var cursor = globals.extents(along: along).leading
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(sections.count)
        for (index, input) in sections.enumerated() {
            let origin = grid.round(cursor)
            let layout = try solveSection(
                input, at: index, origin: origin, sizing: sizing, measuring: measuring)
            cursor = origin + layout.localFrame.length(along) + configuration.interSectionSpacing
            layouts.append(layout)
        }
        return assemble(layouts, globals: globals)
    }

    /// Lays out one section again and moves the others along the scroll axis without recomputing them.
    ///
    /// The result equals a full `solve` of the inputs with `section` at `index`.
    ///
    /// - Throws: `LayoutError` for an invalid section, an index out of range, or a result laid out in another
    ///   environment or configuration.
    /// - Complexity: O(items of the section + number of sections).
    public func relayout(
        _ result: LayoutResult, replacing index: Int, with section: SectionInput,
        sizing: ((MeasureRequest) -> Size?)? = nil, measuring: MeasureBatching? = nil
    ) throws(LayoutError) -> LayoutResult {
        guard result.environment == environment, result.configuration == configuration else {
            throw LayoutError(
                section: nil, path: "environment",
                message: "the result was laid out in another environment or configuration; solve it again")
        }
        guard result.sections.indices.contains(index) else {
            throw LayoutError(
                section: index, path: "",
                message: "expected a section index below \(result.sections.count), got \(index)")
        }
        var layouts = result.sections
        layouts[index] = try solveSection(
            section, at: index, origin: result.sections[index].origin, sizing: sizing, measuring: measuring)
        return assemble(layouts, globals: result.globalBoundaries)
    }

    /// Validates and lays out one section whose start will land at `origin` along the scroll axis.
    func solveSection(
        _ input: SectionInput, at index: Int, origin: Double, sizing: ((MeasureRequest) -> Size?)?,
        measuring: MeasureBatching?
    ) throws(LayoutError) -> SectionLayout {
        var validator = LayoutValidator(section: index)
        validator.check(input, environment: environment)
        if let error = validator.errors.first { throw error }
        let section = input.layoutSection(in: environment)
        // docs/spec/layout.md §1.2: the section is laid out in the content box its reference leaves, then moved to it.
        let reference = referenceInsets(section.contentInsetsReference)
        let box = contentBox(reference)
        let across = configuration.scrollDirection.axis.other
        guard box[across] > 0 else {
            throw LayoutError(
                section: index, path: "contentInsetsReference",
                message: "the reference's insets of \(NumberText.format(reference.total)) leave no room in a container "
                    + "\(NumberText.format(box[across] + reference.total)) \(across == .x ? "wide" : "tall")")
        }
        var boxEnvironment = environment
        boxEnvironment.width = box.width
        boxEnvironment.height = box.height
        var solver = SectionSolver(
            environment: boxEnvironment, grid: grid, axis: configuration.scrollDirection.axis, index: index,
            origin: origin)
        solver.boundaryBand = boundaryBand(section, reference: reference)
        solver.usesSingleItemPath = usesSingleItemPath
        solver.measuring = measuring
        var layout = try solver.solve(section, itemCount: input.itemCount, sizing: sizing)
        layout.crossOrigin = reference.leading
        if case .list(let list) = input.recipe, configuration.scrollDirection.axis == .y {
            layout.chrome = ListChrome(list, styles: input.listRows, environment: environment, grid: grid)
        }
        if layout.crossExtent > 0 { layout.crossExtent += reference.total }
        return layout
    }
}
