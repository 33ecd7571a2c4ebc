import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// The fast solver against the oracle on every device preset, both orientations and both directions, with random
/// content-insets references, Dynamic Type sizes and boundary references (docs/spec/layout.md §1.2, 6).
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct EnvironmentOracleTests {
    static let feedsPerBatch = 250
    static let batches = 8

    @Test(arguments: 0..<batches)
    func fastSolverMatchesOracleOnDevices(batch: Int) {
        var mismatches: [String] = []
        var covered = Set<String>()
        let first = UInt64(batch * Self.feedsPerBatch)
        for seed in first..<(first + UInt64(Self.feedsPerBatch)) {
            var generator = RandomLayoutGenerator(seed: seed &+ 0x00D3_71CE)
            let (feed, label) = generator.deviceFeed(seed: seed)
            covered.insert(label)
            if let mismatch = Self.mismatch(feed) { mismatches.append("seed \(seed) (\(label)): " + mismatch) }
        }
        let report = mismatches.prefix(5).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(Self.feedsPerBatch) feeds differ:\n\(report)")
        // Every batch draws every preset in both orientations, every iPad split view, and both directions.
        #expect(covered.count == RandomLayoutGenerator.screens.count * 2)
    }

    /// No preset has different side insets (a landscape iPhone's safe area is the same on both sides), so a made-up
    /// screen has them: 20 to 60 points on one side and 0 to 20 on the other, in either direction. The leading inset
    /// is the right one in a right-to-left layout (§6.3), whose frames the oracle mirrors as a whole.
    @Test func fastSolverMatchesOracleWithUnequalSideInsets() {
        var mismatches: [String] = []
        let count: UInt64 = 200
        for seed in 0..<count {
            var generator = RandomLayoutGenerator(seed: seed &+ 0x0051_DE5)
            let environment = generator.unequalSidesEnvironment(rightToLeft: seed % 2 == 1)
            let feed = generator.feed(on: environment, seed: seed)
            if let mismatch = Self.mismatch(feed) { mismatches.append("seed \(seed): " + mismatch) }
        }
        let report = mismatches.prefix(5).joined(separator: "\n")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(count) feeds differ:\n\(report)")
    }

    /// How the fast solver's layout of `feed` differs from the oracle's (its first three differences), or nil.
    static func mismatch(_ feed: OracleFeed) -> String? {
        let expected = ReferenceSolver(environment: feed.environment, configuration: feed.configuration)
            .solve(feed.referenceInputs)
        do {
            let actual = try FastSolverAdapter.solve(
                environment: feed.environment, configuration: feed.configuration, sections: feed.sections,
                itemCounts: feed.itemCounts, measure: OracleFeed.measure,
                measureSupplementary: OracleFeed.measureSupplementary)
            let comparison = LayoutComparison(expected: expected, actual: actual)
            return comparison.isEqual ? nil : comparison.differences.prefix(3).joined(separator: "; ")
        } catch {
            return "the fast solver rejected a valid feed: \(error)"
        }
    }
}

extension RandomLayoutGenerator {
    /// Every screen a preset offers: each orientation full screen, and each split view of an iPad.
    static let screens: [(preset: DevicePreset, landscape: Bool, split: DevicePreset.SplitView?)] =
        DevicePreset.all.flatMap { preset in
            [false, true].flatMap { landscape in
                [(preset, landscape, nil)] + preset.splitViews(landscape: landscape).map { (preset, landscape, $0) }
            }
        }

    /// A phone-sized screen in landscape whose safe area differs from side to side (directional: `leading` is the
    /// right side when `rightToLeft`), with the compact margins.
    mutating func unequalSidesEnvironment(rightToLeft: Bool) -> LayoutEnvironment {
        let wide = random.int(20...60)
        let narrow = random.int(0...20)
        let leadingWide = random.chance(0.5)
        let safeArea = EdgeInsets(
            top: 0, leading: leadingWide ? wide : narrow, bottom: random.int(0...21),
            trailing: leadingWide ? narrow : wide)
        let traits = LayoutTraits(
            horizontalSizeClass: .compact, verticalSizeClass: .compact, userInterfaceIdiom: .phone,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            preferredContentSizeCategory: random.pick(ContentSizeCategory.allCases))
        return LayoutEnvironment(
            width: random.int(667...932), height: random.int(375...430), scale: random.pick([2, 3]),
            safeArea: safeArea, traits: traits)
    }

    /// A random feed on a device screen picked by `seed` (every preset, orientation, split view and direction in
    /// turn), with random references; the label names the preset, orientation, split view and direction.
    mutating func deviceFeed(seed: UInt64) -> (OracleFeed, String) {
        let screens = Self.screens
        let (preset, landscape, split) = screens[Int(seed % UInt64(screens.count))]
        let direction: LayoutDirection = (seed / UInt64(screens.count)) % 2 == 1 ? .rightToLeft : .leftToRight
        let environment = preset.environment(
            landscape: landscape, direction: direction, contentSize: random.pick(ContentSizeCategory.allCases),
            split: split)
        let splitName = split.map { " split \($0.fraction)" } ?? ""
        let label = "\(preset.name) \(landscape ? "landscape" : "portrait")\(splitName) \(direction.rawValue)"
        return (feed(on: environment, seed: seed), label)
    }

    /// A random feed in `environment` with random references (of the configuration, the sections and their
    /// boundary items).
    mutating func feed(on environment: LayoutEnvironment, seed: UInt64) -> OracleFeed {
        grid = ReferencePixelGrid(scale: environment.scale)
        let horizontal = use(.horizontalLayout, 0.15)
        let configuration = LayoutConfiguration(
            scrollDirection: horizontal ? .horizontal : .vertical,
            interSectionSpacing: random.chance(0.5) ? random.int(0...24) : 0,
            contentInsetsReference: random.pick(ContentInsetsReference.allCases))
        let rules = ReferenceEnvironmentRules(environment: environment, configuration: configuration)
        var sections: [LayoutSection] = []
        var counts: [Int] = []
        for _ in 0..<Int(random.int(1...4)) {
            let reference = random.chance(0.4) ? .automatic : random.pick(ContentInsetsReference.allCases)
            let cross = rules.crossInsets(reference)
            let room = (horizontal ? environment.height : environment.width) - cross.leading - cross.trailing
            // A horizontal feed is generated as its vertical mirror image, then reflected.
            let box =
                horizontal
                ? Size(width: room, height: environment.width) : Size(width: room, height: environment.height)
            var section = self.section(container: box, allowOrthogonal: !horizontal)
            if horizontal { section = ReferenceMirror().flip(section) }
            section.contentInsetsReference = reference
            section.supplementaryContentInsetsReference =
                random.chance(0.7) ? .automatic : random.pick(ContentInsetsReference.allCases)
            sections.append(section)
            counts.append(random.chance(0.1) ? 0 : Int(random.int(1...40)))
        }
        var withGlobals = configuration
        if use(.globals, 0.2) {
            let header = BoundarySupplementary(
                kind: "globalHeader",
                size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(random.int(20...80))),
                alignment: random.pick([.top, .topLeading, .topTrailing]))
            withGlobals.boundarySupplementaries = [horizontal ? ReferenceMirror().flip(header) : header]
        }
        return OracleFeed(
            seed: seed, environment: environment, configuration: withGlobals, sections: sections, itemCounts: counts)
    }
}
