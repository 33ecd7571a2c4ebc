import FeedHost
import FeedLayout
import Testing

@testable import FeedCLI

@Suite struct ArgumentParserTests {
    /// Runs `feed` in process and returns (status, stdout, stderr).
    private func feed(_ arguments: String...) -> (Int32, String, String) {
        let output = BufferChannel()
        let errors = BufferChannel()
        let status = FeedCommandLine.run(arguments, output: output, errors: errors, environment: [:])
        return (status, output.text, errors.text)
    }

    @Test func defaultsAreTheContractsIPhone() throws {
        let invocation = try ArgumentParser.parse(["build"])
        #expect(invocation.action == .run(.build))
        #expect(invocation.positionals == [])
        let environment = invocation.options.environment
        #expect([environment.width, environment.height, environment.scale] == [390, 844, 3])
        #expect(invocation.options.format == nil)
        #expect(invocation.options.limits == ScriptLimits())
    }

    @Test(arguments: [
        ("iphone-se", 375.0, 667.0), ("iphone", 390, 844), ("iphone-pro-max", 430, 932), ("ipad", 820, 1180),
        ("ipad-landscape", 1180, 820), ("iphone-mini", 375, 812), ("iphone-pro", 393, 852), ("ipad-pro-11", 834, 1194),
        ("ipad-pro-13", 1032, 1376),
    ])
    func devicesSetTheirPointSizes(name: String, width: Double, height: Double) throws {
        let options = try ArgumentParser.parse(["build", "--device", name]).options
        #expect(options.environment.width == width)
        #expect(options.environment.height == height)
    }

    /// docs/spec/layout.md §6.1: a device brings its safe area and traits; `--landscape` turns it, `--rtl` and
    /// `--content-size` reach the traits, `--scale` overrides the device's.
    @Test func deviceOrientationDirectionAndTextSize() throws {
        let options = try ArgumentParser.parse([
            "build", "--device", "iphone", "--landscape", "--rtl", "--content-size", "xxLarge", "--scale", "2",
        ]).options
        let environment = options.environment
        #expect([environment.width, environment.height, environment.scale] == [844, 390, 2])
        #expect(environment.safeArea == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(environment.traits.horizontalSizeClass == .compact)
        #expect(environment.traits.verticalSizeClass == .compact)
        #expect(environment.traits.layoutDirection == .rightToLeft)
        #expect(environment.traits.preferredContentSizeCategory == .extraExtraLarge)
        let turned = try ArgumentParser.parse(["build", "--device", "iphone-pro-max", "--orientation", "landscape"])
        #expect(turned.options.environment.sizeClass == .regular)
        let bare = try ArgumentParser.parse(["build", "--width", "390", "--height", "844", "--landscape"]).options
        #expect([bare.environment.width, bare.environment.height] == [844, 390])
        #expect(bare.environment.safeArea == .zero)
        #expect(bare.environment.sizeClass == .compact)
    }

    /// §6.1: bar heights come from the device row in its orientation.
    @Test func barsFollowTheDevice() throws {
        let phone = try ArgumentParser.parse(["build", "--device", "iphone", "--bars", "status,nav,tab"]).options
        #expect(phone.bars == PreviewBars(statusBar: 47, navigationBar: 44, tabBar: 49, sensorHousing: 47))
        #expect(phone.bars.firstScreenHeight(in: phone.environment) == 670)
        let large = try ArgumentParser.parse(["build", "--device", "ipad", "--bars", "large-title"]).options
        #expect(large.bars == PreviewBars(navigationBar: 102))
        let plain = try ArgumentParser.parse(["build", "--device", "iphone"]).options
        #expect(plain.bars.firstScreenHeight(in: plain.environment) == 763)
    }

    /// §6.1: a navigation bar without the status bar sits below what the top safe area keeps without it: a Face ID
    /// iPhone's sensor housing (47 + 44 = 91 on the 390-point iPhone, 59 + 44 on the Pro; it read 47 and 59, the
    /// bar over the housing), nothing on the SE (0 + 44 = 44, over its freed 20), the iPad (50) and a turned iPhone
    /// (32).
    @Test(arguments: [
        ("iphone", false, 91.0), ("iphone-pro", false, 103), ("iphone-se", false, 44), ("ipad", false, 50),
        ("iphone", true, 32), ("iphone-mini", false, 94),
    ])
    func aNavigationBarAloneSitsBelowTheSensorHousing(device: String, landscape: Bool, top: Double) throws {
        let options = try ArgumentParser.parse(
            ["build", "--device", device, "--bars", "nav"] + (landscape ? ["--landscape"] : [])
        ).options
        #expect(options.bars.contentInsets(in: options.environment).top == top)
        let both = try ArgumentParser.parse(
            ["build", "--device", device, "--bars", "status,nav"] + (landscape ? ["--landscape"] : [])
        ).options
        // With the status bar shown the Face ID phones are where they were; the SE and the iPad add it.
        #expect(
            both.bars.contentInsets(in: both.environment).top
                == options.environment.safeArea.top + options.bars.navigationBar)
    }

    /// §6.1 split views: `--split` narrows an iPad to the split's width and size class, at the screen's height and
    /// safe area, with the size class's margins; `ipad-landscape` and `--landscape` pick the landscape splits.
    @Test func splitViewsNarrowAnIPad() throws {
        let third = try ArgumentParser.parse(["build", "--device", "ipad", "--split", "1/3"]).options.environment
        #expect([third.width, third.height, third.scale] == [320, 1180, 2])
        #expect(third.sizeClass == .compact)
        #expect(third.traits.userInterfaceIdiom == .pad)
        #expect(third.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(third.layoutMargins == EdgeInsets(top: 24, leading: 16, bottom: 20, trailing: 16))
        let wide = try ArgumentParser.parse(["build", "--device", "ipad-landscape", "--split", "2/3"]).options
        #expect([wide.environment.width, wide.environment.height] == [795, 820])
        #expect(wide.environment.sizeClass == .regular)
        let half = try ArgumentParser.parse(["serve", "--device", "ipad-pro-13", "--landscape", "--split=1/2"])
        #expect([half.options.environment.width, half.options.environment.height] == [683, 1032])
        #expect(half.options.environment.sizeClass == .regular)
    }

    @Test func devicesCommandListsEveryPreset() {
        let (status, output, errors) = feed("devices")
        #expect(status == 0)
        #expect(errors.isEmpty)
        for preset in DevicePreset.all { #expect(output.contains(preset.name + "  " + preset.model)) }
        #expect(output.contains("landscape safe area [0, 47, 21, 47], compact/compact, margins 63"))
        #expect(output.contains("portrait  safe area [24, 0, 20, 0], regular/regular, margins 20, readable 672"))
        #expect(
            output.contains(
                "split views (--split): portrait 1/3 320 compact, portrait 2/3 490 compact, landscape 1/3 375 compact, "
                    + "landscape 1/2 585 compact, landscape 2/3 795 regular"))
    }

    @Test func everyOptionIsRead() throws {
        let invocation = try ArgumentParser.parse([
            "build", "myfeed", "--width=400", "--height", "900", "--scale", "2", "--format", "json", "--out", "o.json",
            "--state", "s.json", "--set", "a=1", "--set=b=x=y", "--set", "a=2", "--quiet", "--instruction-budget",
            "1_000", "--memory-cap", "32M",
        ])
        let options = invocation.options
        #expect(invocation.positionals == ["myfeed"])
        #expect([options.environment.width, options.environment.height, options.environment.scale] == [400, 900, 2])
        #expect(options.format == .json)
        #expect(options.out == "o.json")
        #expect(options.statePath == "s.json")
        #expect(options.variables == ["a": "2", "b": "x=y"])
        #expect(options.quiet)
        #expect(options.limits == ScriptLimits(instructionBudget: 1000, memoryCap: 32 << 20))
    }

    /// `--feed-timeout` sets the run's deadline in seconds, as `--script-timeout` sets each script's; 0 turns it off.
    @Test(arguments: [("2.5", 2500), ("0", 0), ("90", 90_000)])
    func feedTimeoutTakesSeconds(value: String, milliseconds: Int) throws {
        for command in [["build"], ["watch"], ["check"], ["serve"], ["export", "swift"]] {
            let options = try ArgumentParser.parse(command + ["--feed-timeout", value]).options
            #expect(options.limits.feedTimeLimit == milliseconds, "\(command)")
        }
        #expect(ScriptLimits().feedTimeLimit == 60_000)
    }

    @Test(arguments: [
        (["frobnicate"], "feed: unknown command 'frobnicate'\n"),
        (["buidl"], "feed: unknown command 'buidl' (did you mean 'build'?)\n"),
        // `feed help COMMAND` says what `feed COMMAND --help` says (contract §4), a misspelt COMMAND included: it
        // printed the general help with status 0, so `feed help buidl` never said which command was meant.
        (["help", "buidl"], "feed: unknown command 'buidl' (did you mean 'build'?)\n"),
        (["--help", "frobnicate"], "feed: unknown command 'frobnicate'\n"),
        (["build", "--widht", "3"], "feed: unknown option '--widht' (did you mean '--width'?)\n"),
        (["build", "--width"], "feed: option --width needs a value (W)\n"),
        (["build", "--width", "-3"], "feed: --width needs a positive number of points, got '-3'\n"),
        (["build", "--height", "wide"], "feed: --height needs a positive number of points, got 'wide'\n"),
        (["build", "--scale", "-1"], "feed: --scale needs a number from 0 to 16, got '-1'\n"),
        (["build", "--format", "yaml"], "feed: --format must be text, json, svg or html, got 'yaml'\n"),
        (
            ["build", "--device", "ipda"],
            "feed: unknown device 'ipda' (did you mean 'ipad'?); devices: iphone-se, iphone-mini, iphone, iphone-pro, "
                + "iphone-pro-max, ipad, ipad-pro-11, ipad-pro-13, ipad-landscape (feed devices describes them)\n"
        ),
        (
            ["build", "--device", "iphone", "--orientation", "landscpe"],
            "feed: unknown orientation 'landscpe' (did you mean 'landscape'?); orientations: portrait, landscape\n"
        ),
        (
            ["build", "--content-size", "xLarg"],
            "feed: unknown content size 'xLarg' (did you mean 'xLarge'?); sizes: xSmall, small, medium, large, xLarge, "
                + "xxLarge, xxxLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, "
                + "accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge\n"
        ),
        (
            ["build", "--bars", "status,nab"],
            "feed: unknown bar 'nab' (did you mean 'nav'?); bars: status, nav, large-title, tab\n"
        ),
        (["build", "--bars", "nav,large-title"], "feed: --bars takes nav or large-title, not both\n"),
        (
            ["build", "--device", "ipad", "--landscape", "--split", "2/4"],
            "feed: unknown split '2/4' (did you mean '2/3'?); ipad in landscape splits 1/3, 1/2, 2/3\n"
        ),
        (
            ["build", "--device", "ipad-pro-13", "--split", "1/2"],
            "feed: ipad-pro-13 has no 1/2 split view in portrait (only turned); portrait splits 1/3, 2/3\n"
        ),
        (
            ["build", "--device", "iphone", "--split", "1/3"],
            "feed: --split applies to iPads; iphone has no split views\n"
        ),
        (["build", "--split", "1/3"], "feed: --split needs an iPad --device (feed devices lists them)\n"),
        (["build", "--rtl=yes"], "feed: option --rtl takes no value\n"),
        (
            ["build", "--device", "ipad", "--width", "3"],
            "feed: --device cannot be combined with --width or --height\n"
        ),
        (["build", "--set", "novalue"], "feed: --set needs KEY=VALUE, got 'novalue'\n"),
        (["build", "--state", "s", "--no-state"], "feed: --state and --no-state cannot be combined\n"),
        (["build", "--quiet=yes"], "feed: option --quiet takes no value\n"),
        (["build", "a", "b"], "feed: unexpected argument 'b'\n"),
        (
            ["build", "--memory-cap", "12"],
            "feed: --memory-cap needs a size of at least 1M (like 64M or 1G), got '12'\n"
        ),
        (
            ["build", "--instruction-budget", "0"],
            "feed: --instruction-budget needs a positive whole number, got '0'\n"
        ),
        (
            ["build", "--feed-timeout", "-1"],
            "feed: --feed-timeout needs seconds between 0.001 and 86400 (0 for no limit), got '-1'\n"
        ),
        (
            ["watch", "--feed-timeout", "0.0001"],
            "feed: --feed-timeout needs seconds between 0.001 and 86400 (0 for no limit), got '0.0001'\n"
        ),
        (["diff", "old.json"], "feed: diff needs OLD and NEW state files\n"),
        (["diff", "a", "b", "--width", "3"], "feed: option --width does not apply to diff\n"),
        (["check", "--state", "s"], "feed: option --state does not apply to check\n"),
        (["new"], "feed: new needs a NAME\n"),
        (
            ["new", "x", "--template", "gird"],
            "feed: unknown template 'gird' (did you mean 'grid'?); templates: carousel, grid, list, banner\n"
        ),
        (["--bogus"], "feed: unknown option '--bogus'\n"),
        // Checked by the commands, after parsing: their usage line was missing.
        (
            ["watch", "--changes-only", "--format", "text"],
            "feed: --changes-only needs --format json (its lines are JSON documents)\n"
        ),
        (["export", "kotlin"], "feed: export knows one language, swift, got 'kotlin'\n"),
        (
            ["export", "swift", "--name", "class"],
            "feed: --name needs a Swift type name: up to 64 ASCII letters, digits and _, not starting with a digit, "
                + "not a keyword or a standard type, not named like Apple's types (UI, NS, CG or CA, then a capital); got 'class'\n"
        ),
        (
            ["export", "swift", "--name", String(repeating: "A", count: 5_000)],
            "feed: --name needs a Swift type name: up to 64 ASCII letters, digits and _, not starting with a digit, "
                + "not a keyword or a standard type, not named like Apple's types (UI, NS, CG or CA, then a capital); got '\(String(repeating: "A", count: 80))'\n"
        ),
        // Found once the feed is planned: a name the file itself uses.
        (
            ["export", "swift", FeedBinary.packageRoot + "/plugins", "--name", "Item"],
            "feed: --name Item is a name the exported file already uses (a nested type such as Item or a cell class, "
                + "or a UIKit or Swift type); choose another, such as ItemLayout; nothing was written\n"
        ),
    ])
    func usageErrorsExitTwoWithOneLineAndTheUsage(arguments: [String], firstLine: String) {
        let output = BufferChannel()
        let errors = BufferChannel()
        let status = FeedCommandLine.run(arguments, output: output, errors: errors, environment: [:])
        #expect(status == 2)
        #expect(output.text.isEmpty)
        let lines = errors.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines.first.map { $0 + "\n" } == firstLine)
        #expect(lines.dropFirst().first?.hasPrefix("usage: feed ") == true)
    }

    @Test func helpListsEveryCommand() {
        let (status, output, errors) = feed("--help")
        #expect(status == 0)
        #expect(errors.isEmpty)
        for command in Command.allCases { #expect(output.contains("\n  \(command.rawValue) ")) }
        #expect(feed().1 == output)
        #expect(feed("help").1 == output)
        for word in ["help", "--help", "version"] { #expect(feed("help", word).1 == output) }
    }

    @Test(arguments: Command.allCases)
    func everyCommandHasHelpWithItsOptions(command: Command) {
        let (status, output, _) = feed(command.rawValue, "--help")
        #expect(status == 0)
        #expect(output.hasPrefix("usage: feed \(command.rawValue)"))
        for option in command.options { #expect(output.contains("  \(option.flag)")) }
        #expect(feed("help", command.rawValue).1 == output)
        #expect(feed(command.rawValue, "-h").1 == output)
    }

    @Test func versionPrintsOneLine() {
        let (status, output, _) = feed("--version")
        #expect(status == 0)
        #expect(output == "feed 0.1.0 (FeedEngine, contract v1)\n")
        #expect(feed("build", "--version").1 == output)
    }

    @Test func aLaterOptionWins() throws {
        let options = try ArgumentParser.parse(["build", "--format", "text", "--format", "json", "--scale", "0"])
            .options
        #expect(options.format == .json)
        #expect(options.environment.scale == 0)
    }

    @Test func byteCountsUnderstandSuffixes() {
        #expect(ArgumentParser.byteCount("64M") == 64 << 20)
        #expect(ArgumentParser.byteCount("1g") == 1 << 30)
        #expect(ArgumentParser.byteCount("512K") == 512 << 10)
        #expect(ArgumentParser.byteCount("2048") == 2048)
        #expect(ArgumentParser.byteCount("M") == nil)
        #expect(ArgumentParser.byteCount("-1M") == nil)
    }
}
