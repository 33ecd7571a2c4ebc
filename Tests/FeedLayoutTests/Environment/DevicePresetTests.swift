import FeedLayout
import Testing

/// The device table (docs/spec/layout.md §6.1) may not contradict itself or the rules it is derived by.
@Suite struct DevicePresetTests {
    /// Every contradiction in one row, in words.
    static func problems(of preset: DevicePreset) -> [String] {
        var problems: [String] = []
        if !(preset.width > 0 && preset.height > preset.width) { problems.append("portrait is not taller than wide") }
        if ![2.0, 3].contains(preset.scale) { problems.append("scale \(preset.scale) is not 2 or 3") }
        for landscape in [false, true] {
            let side = preset.orientation(landscape: landscape)
            let name = landscape ? "landscape" : "portrait"
            let width = landscape ? preset.height : preset.width
            let height = landscape ? preset.width : preset.height
            let safe = side.safeArea
            if [safe.top, safe.leading, safe.bottom, safe.trailing].contains(where: { $0 < 0 }) {
                problems.append("\(name): a negative safe-area inset")
            }
            if safe.leading + safe.trailing >= width || safe.top + safe.bottom >= height {
                problems.append("\(name): the safe area is wider or taller than the screen")
            }
            if safe.leading != safe.trailing { problems.append("\(name): the side insets differ") }
            if side.statusBar > safe.top { problems.append("\(name): the status bar reaches below the safe area") }
            if side.horizontalSizeClass != SizeClassRule.horizontal(width: width, height: height)
                || side.verticalSizeClass != SizeClassRule.vertical(height: height)
            {
                problems.append("\(name): size classes disagree with SizeClassRule")
            }
            if side.sideMargin != LayoutEnvironment.systemMinimumLayoutMargin(side.horizontalSizeClass) {
                problems.append("\(name): the side margin is not the system minimum of its size class")
            }
            if side.navigationBar <= 0 || side.tabBar <= 0 { problems.append("\(name): a bar without height") }
        }
        if preset.idiom == .phone && !preset.splitViews.isEmpty { problems.append("an iPhone with split views") }
        if preset.idiom == .pad {
            if preset.splitViews(landscape: false).map(\.fraction) != ["1/3", "2/3"] {
                problems.append("an iPad without its portrait 1/3 and 2/3 split views, narrowest first")
            }
            if preset.splitViews(landscape: true).map(\.fraction) != ["1/3", "1/2", "2/3"] {
                problems.append("an iPad without its landscape 1/3, 1/2 and 2/3 split views, narrowest first")
            }
        }
        problems += splitProblems(of: preset)
        if preset.source.isEmpty { problems.append("no source") }
        return problems
    }

    /// A split view is narrower than its screen, the two sides of an uneven split and the divider fill the screen,
    /// halves are equal, and its size class follows `SizeClassRule` and Apple's table (1/3 always compact).
    static func splitProblems(of preset: DevicePreset) -> [String] {
        var problems: [String] = []
        for landscape in [false, true] {
            let screen = landscape ? preset.height : preset.width
            let height = landscape ? preset.width : preset.height
            let name = landscape ? "landscape" : "portrait"
            let splits = preset.splitViews(landscape: landscape)
            for split in splits {
                if !(split.width > 0 && split.width < screen) {
                    problems.append("\(name) \(split.fraction): not narrower than the screen")
                }
                if split.horizontalSizeClass != SizeClassRule.horizontal(width: split.width, height: height) {
                    problems.append("\(name) \(split.fraction): the size class disagrees with SizeClassRule")
                }
                if split.fraction == "1/3" && split.horizontalSizeClass != .compact {
                    problems.append("\(name) 1/3: not compact")
                }
            }
            let third = splits.first { $0.fraction == "1/3" }?.width ?? 0
            let twoThirds = splits.first { $0.fraction == "2/3" }?.width ?? 0
            if !splits.isEmpty && third + DevicePreset.splitDivider + twoThirds != screen {
                problems.append("\(name): 1/3 + divider + 2/3 is not the screen")
            }
            if let half = splits.first(where: { $0.fraction == "1/2" }),
                2 * half.width + DevicePreset.splitDivider != screen
            {
                problems.append("\(name) 1/2: two halves and the divider are not the screen")
            }
        }
        return problems
    }

    @Test(arguments: DevicePreset.all.map(\.name))
    func presetAgreesWithItself(name: String) throws {
        let preset = try #require(DevicePreset.named(name))
        #expect(Self.problems(of: preset) == [])
        for landscape in [false, true] {
            for direction in LayoutDirection.allCases {
                let environment = preset.environment(landscape: landscape, direction: direction)
                #expect(LayoutSolver(environment: environment).validate([]) == [], "\(name) \(landscape)")
                #expect(environment.width == (landscape ? preset.height : preset.width))
            }
        }
    }

    @Test func contradictoryRowsAreCaught() throws {
        var wide = try #require(DevicePreset.named("iphone"))
        wide.landscape.safeArea.leading = 500
        wide.landscape.safeArea.trailing = 500
        #expect(Self.problems(of: wide).contains("landscape: the safe area is wider or taller than the screen"))
        var regular = try #require(DevicePreset.named("iphone"))
        regular.landscape.horizontalSizeClass = .regular
        #expect(Self.problems(of: regular).contains("landscape: size classes disagree with SizeClassRule"))
        var uneven = try #require(DevicePreset.named("ipad"))
        uneven.splitViews[1].width += 40
        #expect(Self.problems(of: uneven).contains("portrait: 1/3 + divider + 2/3 is not the screen"))
        var environment = wide.environment(landscape: true)
        environment.safeArea.leading = 900
        #expect(LayoutSolver(environment: environment).validate([]).map(\.path).contains("environment.safeArea"))
        // The insets' sum and sides on the axis they fill, as a section's insets are reported.
        var tall = try #require(DevicePreset.named("iphone")).environment()
        tall.safeArea.top = 900
        #expect(
            LayoutSolver(environment: tall).validate([]).map(\.message).contains(
                "insets of 934 (900 + 34) leave no room in a container 844 tall"))
    }

    @Test func tableCoversTheIssuesDevices() {
        let names = DevicePreset.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(
            names == [
                "iphone-se", "iphone-mini", "iphone", "iphone-pro", "iphone-pro-max", "ipad", "ipad-pro-11",
                "ipad-pro-13",
            ])
        #expect(DevicePreset.named("iphone").map { ($0.width, $0.height, $0.scale) } ?? (0, 0, 0) == (390, 844, 3))
    }

    /// §6.1–6.2: margins and the readable guide of an iPad (20 a side; 672 of 780 centred → 74), a phone in
    /// landscape (47 + 16 = 63 a side; 672 of 718 → 86) and in portrait (the margins' 358 < 672).
    @Test func marginsAndReadableWidth() throws {
        let ipad = try #require(DevicePreset.named("ipad")).environment()
        #expect(ipad.layoutMargins == EdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20))
        #expect(ipad.readableContentInsets == EdgeInsets(top: 24, leading: 74, bottom: 20, trailing: 74))
        let phone = try #require(DevicePreset.named("iphone")).environment(landscape: true)
        #expect(phone.layoutMargins == EdgeInsets(top: 0, leading: 63, bottom: 21, trailing: 63))
        #expect(phone.readableContentInsets == EdgeInsets(top: 0, leading: 86, bottom: 21, trailing: 86))
        let portrait = try #require(DevicePreset.named("iphone")).environment()
        #expect(portrait.readableContentInsets == portrait.layoutMargins)
        #expect(ContentSizeCategory.large.readableWidth == DevicePreset.readableWidthAtLarge)
        let small = try #require(DevicePreset.named("ipad")).environment(contentSize: .extraSmall)
        #expect(small.readableWidth == 553)
        #expect(small.readableContentInsets.leading == 133.5)
    }

    /// §6.1 split views: the window's width and size class, the iPad's safe area, the size class's margins
    /// (compact 16, regular 20) and the readable guide inside them; `env.width` is the split's width.
    @Test(arguments: [
        ("ipad", false, "1/3", 320.0, SizeClass.compact), ("ipad", false, "2/3", 490, .compact),
        ("ipad", true, "1/3", 375, .compact), ("ipad", true, "1/2", 585, .compact),
        ("ipad", true, "2/3", 795, .regular),
        ("ipad-pro-11", false, "2/3", 504, .compact), ("ipad-pro-11", true, "1/2", 592, .compact),
        ("ipad-pro-11", true, "2/3", 809, .regular), ("ipad-pro-13", false, "1/3", 375, .compact),
        ("ipad-pro-13", false, "2/3", 647, .compact), ("ipad-pro-13", true, "1/2", 683, .regular),
        ("ipad-pro-13", true, "2/3", 991, .regular),
    ])
    func splitViewEnvironment(
        name: String, landscape: Bool, fraction: String, width: Double, sizeClass: SizeClass
    ) throws {
        let preset = try #require(DevicePreset.named(name))
        let split = try #require(preset.splitView(fraction, landscape: landscape))
        let environment = preset.environment(landscape: landscape, split: split)
        #expect(environment.width == width)
        #expect(environment.height == (landscape ? preset.width : preset.height))
        #expect(environment.traits.horizontalSizeClass == sizeClass)
        #expect(environment.traits.verticalSizeClass == .regular)
        #expect(environment.traits.userInterfaceIdiom == .pad)
        #expect(environment.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        let margin = sizeClass == .compact ? 16.0 : 20
        #expect(environment.layoutMargins == EdgeInsets(top: 24, leading: margin, bottom: 20, trailing: margin))
        // The readable guide: 672 centred in the margins when they leave more (2/3 of the 13-inch in landscape:
        // 991 − 40 = 951 → (951 − 672)/2 + 20 = 159.5), else the margins.
        let guide = width - 2 * margin
        #expect(environment.readableContentInsets.leading == margin + max(0, guide - 672) / 2)
        #expect(preset.splitView("1/2", landscape: false) == nil)
    }

    /// A bare width × height follows SizeClassRule: a 844 × 390 screen is compact width, 932 × 430 regular.
    @Test func bareScreensFollowTheRule() {
        #expect(LayoutEnvironment(width: 844, height: 390).traits.horizontalSizeClass == .compact)
        #expect(LayoutEnvironment(width: 844, height: 390).traits.verticalSizeClass == .compact)
        #expect(LayoutEnvironment(width: 932, height: 430).sizeClass == .regular)
        #expect(LayoutEnvironment(width: 390, height: 844).sizeClass == .compact)
        #expect(LayoutEnvironment(width: 820, height: 1180).sizeClass == .regular)
        // The iPad split views' boundary (§6.1): 647 wide is compact, 678 regular.
        #expect(LayoutEnvironment(width: 647, height: 1376).sizeClass == .compact)
        #expect(LayoutEnvironment(width: 678, height: 1024).sizeClass == .regular)
        #expect(LayoutEnvironment(width: 390, height: 844).safeArea == .zero)
    }
}
