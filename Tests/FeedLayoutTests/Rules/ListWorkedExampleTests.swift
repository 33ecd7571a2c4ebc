import FeedLayout
import Testing

/// docs/spec/layout.md §7.5: every list appearance on an iPhone (390 × 844, scale 3, compact) and an iPad
/// (820 × 1180, scale 2, regular) with a supplementary header and three unmeasured rows, and the §7.2–7.4 cases.
@Suite struct ListWorkedExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var appearance: ListAppearance
        var pad: Bool
        var header: Rect
        var rowX: Double
        var rowWidth: Double
        var rowYs: [Double]
        var separators: [Rect]
        var background: ListBackgroundFrame?
        var height: Double

        var testDescription: String { "\(appearance) on \(pad ? "iPad" : "iPhone")" }
    }

    static let third = 1.0 / 3
    static let examples: [Example] = [
        Example(
            appearance: .plain, pad: false, header: rect(0, 0, 390, 28), rowX: 0, rowWidth: 390, rowYs: [28, 72, 116],
            separators: [rect(16, 72 - third, 374, third), rect(16, 116 - third, 374, third)], height: 160),
        Example(
            appearance: .grouped, pad: false, header: rect(0, 0, 390, 38), rowX: 0, rowWidth: 390,
            rowYs: [38, 82, 126], separators: [rect(16, 82 - third, 374, third), rect(16, 126 - third, 374, third)],
            background: ListBackgroundFrame(frame: rect(0, 38, 390, 132), cornerRadius: 0), height: 188),
        Example(
            appearance: .insetGrouped, pad: false, header: rect(16, 0, 358, 38), rowX: 16, rowWidth: 358,
            rowYs: [38, 82, 126], separators: [rect(32, 82 - third, 342, third), rect(32, 126 - third, 342, third)],
            background: ListBackgroundFrame(frame: rect(16, 38, 358, 132), cornerRadius: 10), height: 188),
        Example(
            appearance: .sidebar, pad: false, header: rect(10, 0, 370, 38), rowX: 10, rowWidth: 370,
            rowYs: [38, 82, 126], separators: [], height: 188),
        Example(
            appearance: .sidebarPlain, pad: false, header: rect(0, 0, 390, 28), rowX: 0, rowWidth: 390,
            rowYs: [28, 72, 116], separators: [], height: 160),
        Example(
            appearance: .plain, pad: true, header: rect(0, 0, 820, 28), rowX: 0, rowWidth: 820, rowYs: [28, 72, 116],
            separators: [rect(20, 71.5, 800, 0.5), rect(20, 115.5, 800, 0.5)], height: 160),
        Example(
            appearance: .grouped, pad: true, header: rect(0, 0, 820, 38), rowX: 0, rowWidth: 820, rowYs: [38, 82, 126],
            separators: [rect(20, 81.5, 800, 0.5), rect(20, 125.5, 800, 0.5)],
            background: ListBackgroundFrame(frame: rect(0, 38, 820, 132), cornerRadius: 0), height: 188),
        Example(
            appearance: .insetGrouped, pad: true, header: rect(20, 0, 780, 38), rowX: 20, rowWidth: 780,
            rowYs: [38, 82, 126], separators: [rect(40, 81.5, 760, 0.5), rect(40, 125.5, 760, 0.5)],
            background: ListBackgroundFrame(frame: rect(20, 38, 780, 132), cornerRadius: 10), height: 188),
        Example(
            appearance: .sidebar, pad: true, header: rect(10, 0, 800, 38), rowX: 10, rowWidth: 800,
            rowYs: [38, 82, 126], separators: [], height: 188),
        Example(
            appearance: .sidebarPlain, pad: true, header: rect(0, 0, 820, 28), rowX: 0, rowWidth: 820,
            rowYs: [28, 72, 116], separators: [], height: 160),
    ]

    static let phone = LayoutEnvironment(width: 390, height: 844, scale: 3)
    static let pad = LayoutEnvironment(width: 820, height: 1180, scale: 2)

    static func solve(
        _ list: ListConfiguration, rows: Int, in environment: LayoutEnvironment, styles: [ListRow] = []
    ) throws -> SectionLayout {
        try LayoutSolver(environment: environment)
            .solve([SectionInput(list: list, itemCount: rows, rows: styles)]).sections[0]
    }

    @Test(arguments: examples)
    func appearance(example: Example) throws {
        let section = try Self.solve(
            ListConfiguration(appearance: example.appearance, hasHeader: true), rows: 3,
            in: example.pad ? Self.pad : Self.phone)
        let name = example.testDescription
        expectRects(section.supplementaries.map(\.frame), [example.header], name)
        #expect(section.supplementaries.first?.isPinned == example.appearance.isPlainStyle)
        expectRects(
            section.itemFrames, example.rowYs.map { rect(example.rowX, $0, example.rowWidth, 44) }, name)
        expectRects(section.separators.map(\.frame), example.separators, name)
        #expect(section.separators.map(\.item) == Array(0..<example.separators.count))
        #expect(section.listBackground == example.background, "\(name)")
        expectNumber(section.frame.height, example.height, name)
    }

    /// §7.4: headerTopPadding 10 on a plain list: header [0, 10, 390, 28], rows [0, 38, …] and [0, 82, …]; 126 tall.
    @Test func headerTopPadding() throws {
        var list = ListConfiguration(appearance: .plain, hasHeader: true)
        list.headerTopPadding = 10
        let section = try Self.solve(list, rows: 2, in: Self.phone)
        expectRects(section.supplementaries.map(\.frame), [rect(0, 10, 390, 28)], "headerTopPadding")
        expectRects(section.itemFrames, [rect(0, 38, 390, 44), rect(0, 82, 390, 44)], "headerTopPadding")
        expectNumber(section.frame.height, 126, "headerTopPadding")
    }

    /// §7.4: firstItemInSection in insetGrouped: no supplementary, top inset 18, row 0 outside the background and
    /// without a separator: rows at 18, 62, 106; background [16, 62, 358, 88]; one separator, under row 1.
    @Test func firstItemInSection() throws {
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .firstItemInSection
        let section = try Self.solve(list, rows: 3, in: Self.phone)
        #expect(section.supplementaries.isEmpty)
        expectRects(section.itemFrames, [18.0, 62, 106].map { rect(16, $0, 358, 44) }, "firstItemInSection")
        #expect(section.listBackground == ListBackgroundFrame(frame: rect(16, 62, 358, 88), cornerRadius: 10))
        #expect(section.separators.map(\.item) == [1])
        expectRects(section.separators.map(\.frame), [rect(32, 106 - Self.third, 342, Self.third)], "firstItem")
    }

    /// §7.2: section insets, a row's own insets and visibility, outline levels, showsSeparators and right to left.
    /// Plain, 390 wide, 4 rows at 0, 44, 88, 132: the section's leading 60; row 1 at level 2 keeps 60 (the section
    /// inset wins over the automatic 16 + 20); row 2 its own trailing 30 → width 390 − 60 − 30 = 300; row 3 (the
    /// last) forced visible.
    @Test func separatorSettings() throws {
        var list = ListConfiguration(appearance: .plain)
        list.separatorInsets = ListSeparatorInsets(leading: 60)
        let styles = [
            ListRow(), ListRow(level: 2),
            ListRow(separator: ListRowSeparator(insets: ListSeparatorInsets(trailing: 30))),
            ListRow(separator: ListRowSeparator(isVisible: true)),
        ]
        let section = try Self.solve(list, rows: 4, in: Self.phone, styles: styles)
        let t = Self.third
        expectRects(
            section.separators.map(\.frame),
            [rect(60, 44 - t, 330, t), rect(60, 88 - t, 330, t), rect(60, 132 - t, 300, t), rect(60, 176 - t, 330, t)],
            "separator settings")

        // Automatic insets follow the level: 16 + 10 · 2 = 36 for row 1; a hidden row has none.
        let levels = [ListRow(), ListRow(level: 2), ListRow(separator: ListRowSeparator(isVisible: false))]
        let automatic = try Self.solve(ListConfiguration(), rows: 4, in: Self.phone, styles: levels)
        expectRects(
            automatic.separators.map(\.frame), [rect(16, 44 - t, 374, t), rect(36, 88 - t, 354, t)], "levels")

        var hidden = ListConfiguration()
        hidden.showsSeparators = false
        #expect(try Self.solve(hidden, rows: 4, in: Self.phone).separators.isEmpty)

        // Right to left: x' = 390 − 16 − 374 = 0, the inset on the right.
        var traits = LayoutTraits(width: 390, height: 844)
        traits.layoutDirection = .rightToLeft
        let rtl = LayoutEnvironment(width: 390, height: 844, scale: 3, traits: traits)
        expectRects(
            try Self.solve(ListConfiguration(), rows: 2, in: rtl).separators.map(\.frame), [rect(0, 44 - t, 374, t)],
            "rtl")
    }
}
