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
        if preset.idiom == .pad && Set(preset.splitViews.map(\.fraction)) != ["1/3", "1/2", "2/3"] {
            problems.append("an iPad without its 1/3, 1/2 and 2/3 split views")
        }
        if preset.splitViews.contains(where: { $0.fraction == "1/3" && $0.horizontalSizeClass != .compact }) {
            problems.append("a 1/3 split view that is not compact")
        }
        if preset.source.isEmpty { problems.append("no source") }
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
        var environment = wide.environment(landscape: true)
        environment.safeArea.leading = 900
        #expect(LayoutSolver(environment: environment).validate([]).map(\.path).contains("environment.safeArea"))
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

    /// A bare width × height follows SizeClassRule: a 844 × 390 screen is compact width, 932 × 430 regular.
    @Test func bareScreensFollowTheRule() {
        #expect(LayoutEnvironment(width: 844, height: 390).traits.horizontalSizeClass == .compact)
        #expect(LayoutEnvironment(width: 844, height: 390).traits.verticalSizeClass == .compact)
        #expect(LayoutEnvironment(width: 932, height: 430).sizeClass == .regular)
        #expect(LayoutEnvironment(width: 390, height: 844).sizeClass == .compact)
        #expect(LayoutEnvironment(width: 820, height: 1180).sizeClass == .regular)
        #expect(LayoutEnvironment(width: 390, height: 844).safeArea == .zero)
    }
}
