import FeedLayout
import LayoutOracleSupport

/// The oracle: an independent, deliberately plain layout solver written from docs/spec/layout.md alone.
///
/// A horizontal layout is solved as the mirror image (x ↔ y, leading ↔ top) of a vertical one (3.4).
struct ReferenceSolver {
    let environment: LayoutEnvironment
    let configuration: LayoutConfiguration
    /// The content-insets rules of the layout as described (a horizontal one is solved as its vertical mirror image,
    /// whose rules are still the original's).
    var rules: ReferenceEnvironmentRules?

    init(environment: LayoutEnvironment, configuration: LayoutConfiguration, rules: ReferenceEnvironmentRules? = nil) {
        self.environment = environment
        self.configuration = configuration
        self.rules = rules
    }

    /// 6.3: a right-to-left layout is solved left to right and mirrored.
    func solve(_ sections: [ReferenceSectionInput]) -> ReferenceLayout {
        let solved = solveLeftToRight(sections)
        return environment.traits.layoutDirection == .rightToLeft ? solved.mirroredRightToLeft() : solved
    }

    func solveLeftToRight(_ sections: [ReferenceSectionInput]) -> ReferenceLayout {
        guard configuration.scrollDirection == .horizontal else { return solveVertical(sections) }
        let mirror = ReferenceMirror()
        var mirroredConfiguration = configuration
        mirroredConfiguration.scrollDirection = .vertical
        mirroredConfiguration.boundarySupplementaries = configuration.boundarySupplementaries.map(mirror.flip)
        let mirroredEnvironment = LayoutEnvironment(
            width: environment.height, height: environment.width, scale: environment.scale)
        let mirroredSections = sections.map { input in
            ReferenceSectionInput(
                section: mirror.flip(input.section), itemCount: input.itemCount,
                measure: input.measure.map { measure in { mirror.flip(measure($0, mirror.flip($1))) } },
                measureSupplementary: input.measureSupplementary.map { measure in
                    { mirror.flip(measure($0, mirror.flip($1))) }
                },
                measureBadge: input.measureBadge.map { measure in { mirror.flip(measure($0, $1, mirror.flip($2))) } })
        }
        let solved = ReferenceSolver(
            environment: mirroredEnvironment, configuration: mirroredConfiguration,
            rules: ReferenceEnvironmentRules(environment: environment, configuration: configuration)
        ).solveVertical(mirroredSections)
        return mirror.flip(solved)
    }

    func solveVertical(_ sections: [ReferenceSectionInput]) -> ReferenceLayout {
        let grid = ReferencePixelGrid(scale: environment.scale)
        let rules = self.rules ?? ReferenceEnvironmentRules(environment: environment, configuration: configuration)
        // 1.2 and 4.3: the global items sit in the configuration reference's box.
        let globalBand = rules.crossInsets(.automatic)
        let container = Size(
            width: environment.width - globalBand.leading - globalBand.trailing, height: environment.height)
        let globals = configuration.boundarySupplementaries
        let globalSizes = globals.map {
            Size(width: grid.resolve($0.size.width, in: container), height: grid.resolve($0.size.height, in: container))
        }
        let headerRoom = zip(globals, globalSizes).filter { $0.0.alignment.isTopEdge }.map(\.1.height).max() ?? 0
        let footerRoom = zip(globals, globalSizes).filter { $0.0.alignment.isBottomEdge }.map(\.1.height).max() ?? 0

        var top = headerRoom
        var width = environment.width
        var solved: [ReferenceSection] = []
        for (index, input) in sections.enumerated() {
            if index > 0 { top += configuration.interSectionSpacing }
            // 1.2: laid out in the content box its reference leaves, then moved there.
            let reference = rules.crossInsets(input.section.contentInsetsReference)
            var box = environment
            box.width -= reference.leading + reference.trailing
            let band = rules.boundaryBand(input.section)
            var solver = ReferenceSectionSolver(environment: box, input: input)
            solver.boundaryBand = (band.start - reference.leading, band.width)
            let result = solver.solve(top: top)
            solved.append(ReferenceLayout.shift(result.section, by: reference.leading))
            if result.widestGroup > 0 {
                width = max(width, result.widestGroup + reference.leading + reference.trailing)
            }
            top += result.section.frame.height
        }
        let contentEnd = top
        var globalElements: [ReferenceElement] = []
        for (item, size) in zip(globals, globalSizes) {
            var x = globalBand.leading + (container.width - size.width) / 2
            if item.alignment.isLeading { x = globalBand.leading }
            if item.alignment.isTrailing { x = globalBand.leading + container.width - size.width }
            // 4.3 like 4.1 (decision 3): against the content's edge, several on one edge side by side.
            let y = item.alignment.isBottomEdge ? contentEnd + footerRoom - size.height : 0
            let slot = Rect(
                x: grid.roundPx(x + item.offset.x), y: grid.roundPx(y + item.offset.y), width: size.width,
                height: size.height)
            let frame = ReferenceGroupPlacer.inset(slot, by: item.contentInsets, skipX: false, skipY: false)
            globalElements.append(ReferenceElement(kind: item.kind, item: nil, frame: frame, zIndex: item.zIndex))
        }
        return ReferenceLayout(
            sections: solved, globalSupplementaries: globalElements,
            contentSize: Size(width: width, height: contentEnd + footerRoom))
    }

    /// 4.2: where a pinned header sits at a vertical scroll offset (UIKit's `contentOffset.y`): below the adjusted
    /// top inset, while any of its section is within the bounds.
    static func pinnedHeaderY(
        natural: Rect, section: ReferenceSection, offset: Double, viewportHeight: Double, topInset: Double = 0
    ) -> Double {
        let visible = section.frame.maxY > offset && section.frame.y < offset + viewportHeight
        guard visible else { return natural.y }
        return min(max(natural.y, offset + topInset), section.pinFarEdge - natural.height)
    }

    /// 4.2: where a pinned boundary item's start may go along the scroll axis while its section is visible, read
    /// from a left-to-right layout: a footer from the section box's near edge up to its natural start, any other
    /// item from its natural start down to the box's far edge less its extent.
    static func pinRange(natural: Rect, section: ReferenceSection, isFooter: Bool, horizontal: Bool)
        -> ClosedRange<Double>
    {
        let start = horizontal ? natural.x : natural.y
        let extent = horizontal ? natural.width : natural.height
        if isFooter { return min(start, section.pinNearEdge)...start }
        return start...max(start, section.pinFarEdge - extent)
    }

    /// 6.3: a right-to-left layout is its left-to-right one mirrored about the content width, so a range of starts
    /// along x of an item `extent` wide maps each start `s` to `width − s − extent`.
    static func mirrored(_ range: ClosedRange<Double>, extent: Double, width: Double) -> ClosedRange<Double> {
        (width - range.upperBound - extent)...(width - range.lowerBound - extent)
    }

    /// 4.2: the mirror of `pinnedHeaderY` for footers, above the adjusted bottom inset.
    static func pinnedFooterY(
        natural: Rect, section: ReferenceSection, offset: Double, viewportHeight: Double, bottomInset: Double = 0
    ) -> Double {
        let visible = section.frame.maxY > offset && section.frame.y < offset + viewportHeight
        guard visible else { return natural.y }
        return max(min(natural.y, offset + viewportHeight - bottomInset - natural.height), section.pinNearEdge)
    }

    /// 4.2: UIKit's `adjustedContentInset.top` and `.bottom` under `.automatic` for a vertical feed: the view
    /// controller's safe area (bars included) when a navigation or tab bar controller shows the feed or its content
    /// is taller than the screen, else none.
    static func adjustedVerticalInsets(
        safeTop: Double, safeBottom: Double, inBarController: Bool, contentHeight: Double, viewportHeight: Double
    ) -> (top: Double, bottom: Double) {
        inBarController || contentHeight > viewportHeight ? (safeTop, safeBottom) : (0, 0)
    }

    /// 4.2: the scroll view's range of `contentOffset.y`: −top … max(−top, content + bottom − screen).
    static func scrollRange(contentHeight: Double, viewportHeight: Double, top: Double, bottom: Double)
        -> ClosedRange<Double>
    {
        -top...max(-top, contentHeight + bottom - viewportHeight)
    }
}
