import FeedLayout
import FeedTestSupport
import LayoutOracleSupport
import Testing

/// Random valid feeds broken in one place (docs/spec/layout.md §9) must come back as a `LayoutError` for that section,
/// never as a trap or a silent layout.
@Suite struct InvalidDescriptionTests {
    /// A breakage made of one change to the section.
    static func changing(
        _ change: @escaping @Sendable (inout LayoutSection) -> Void
    ) -> @Sendable (LayoutSection) -> LayoutSection {
        { section in
            var broken = section
            change(&broken)
            return broken
        }
    }

    /// One way to break a section; each returns the broken section.
    static let breakages: [(String, @Sendable (LayoutSection) -> LayoutSection)] = [
        (
            "no subitems",
            changing { broken in
                broken.group = LayoutGroup(direction: .horizontal, size: broken.group.size)
            }
        ),
        (
            "count 0",
            changing { broken in
                broken.group = LayoutGroup(
                    direction: .vertical, size: broken.group.size,
                    subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10))))],
                    count: 0)
            }
        ),
        (
            "first subitem cannot fit",
            changing { broken in
                broken.group = LayoutGroup(
                    direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                    subitems: [
                        .item(LayoutItem(size: LayoutSize(width: .absolute(100_000), height: .fractionalHeight(1))))
                    ])
                broken.orthogonalScrolling = .none
            }
        ),
        (
            "insets leave no room",
            changing { broken in
                broken.orthogonalScrolling = .none
                // Across the scroll axis in either direction (leading when vertical, top when horizontal).
                broken.contentInsets.leading = 5_000
                broken.contentInsets.top = 5_000
            }
        ),
        (
            "duplicate kinds",
            changing { broken in
                let header = BoundarySupplementary(
                    kind: "twice", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), alignment: .top)
                broken.boundarySupplementaries = [header, header]
            }
        ),
        (
            "negative group width",
            changing { broken in
                broken.group.size.width = .absolute(-5)
            }
        ),
        (
            "NaN interGroupSpacing",
            changing { broken in
                broken.interGroupSpacing = .nan
            }
        ),
        (
            "infinite inset",
            changing { broken in
                broken.contentInsets.top = .infinity
            }
        ),
        (
            "negative fraction",
            changing { broken in
                broken.group.size.height = .fractionalHeight(-0.5)
            }
        ),
        (
            "custom group without frames",
            changing { broken in
                broken.group = LayoutGroup(
                    direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)))
            }
        ),
    ]

    @Test(arguments: breakages.indices)
    func brokenSectionIsAnError(breakage: Int) {
        let (name, breakIt) = Self.breakages[breakage]
        var accepted: [UInt64] = []
        var misattributed: [String] = []
        for seed in UInt64(0)..<40 {
            var generator = RandomLayoutGenerator(seed: seed + 10_000)
            let feed = generator.feed(seed: seed + 10_000)
            var random = SeededGenerator(seed: seed)
            let target = Int.random(in: 0..<feed.sections.count, using: &random)
            var sections = feed.sections
            sections[target] = breakIt(sections[target])
            var counts = feed.itemCounts
            counts[target] = max(counts[target], 1)
            do {
                _ = try FastSolverAdapter.solve(
                    environment: feed.environment, configuration: feed.configuration, sections: sections,
                    itemCounts: counts, measure: OracleFeed.measure)
                accepted.append(seed)
            } catch {
                if error.section != target { misattributed.append("seed \(seed): \(error)") }
            }
        }
        #expect(accepted.isEmpty, "\(name): accepted for seeds \(accepted)")
        #expect(misattributed.isEmpty, "\(name): \(misattributed.prefix(3))")
    }

    /// A broken environment is an error of no section.
    @Test(arguments: [
        LayoutEnvironment(width: 0, height: 844, scale: 3), LayoutEnvironment(width: 390, height: -1, scale: 3),
        LayoutEnvironment(width: .nan, height: 844, scale: 3), LayoutEnvironment(width: 390, height: 844, scale: -2),
    ])
    func brokenEnvironmentIsAnError(environment: LayoutEnvironment) {
        var generator = RandomLayoutGenerator(seed: 77)
        let feed = generator.feed(seed: 77)
        do {
            _ = try FastSolverAdapter.solve(
                environment: environment, configuration: feed.configuration, sections: feed.sections,
                itemCounts: feed.itemCounts, measure: OracleFeed.measure)
            Issue.record("accepted \(environment)")
        } catch {
            #expect(error.section == nil)
        }
    }
}
