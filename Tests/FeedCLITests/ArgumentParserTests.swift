import FeedHost
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
        ("ipad-landscape", 1180, 820),
    ])
    func devicesSetTheirPointSizes(name: String, width: Double, height: Double) throws {
        let options = try ArgumentParser.parse(["build", "--device", name]).options
        #expect(options.environment.width == width)
        #expect(options.environment.height == height)
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

    @Test(arguments: [
        (["frobnicate"], "feed: unknown command 'frobnicate'\n"),
        (["buidl"], "feed: unknown command 'buidl' (did you mean 'build'?)\n"),
        (["build", "--widht", "3"], "feed: unknown option '--widht' (did you mean '--width'?)\n"),
        (["build", "--width"], "feed: option --width needs a value (W)\n"),
        (["build", "--width", "-3"], "feed: --width needs a positive number of points, got '-3'\n"),
        (["build", "--height", "wide"], "feed: --height needs a positive number of points, got 'wide'\n"),
        (["build", "--scale", "-1"], "feed: --scale needs a number from 0 to 16, got '-1'\n"),
        (["build", "--format", "yaml"], "feed: --format must be text, json, svg or html, got 'yaml'\n"),
        (
            ["build", "--device", "ipda"],
            "feed: unknown device 'ipda' (did you mean 'ipad'?); devices: iphone-se, iphone, iphone-pro-max, ipad, ipad-landscape\n"
        ),
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
        (["diff", "old.json"], "feed: diff needs OLD and NEW state files\n"),
        (["diff", "a", "b", "--width", "3"], "feed: option --width does not apply to diff\n"),
        (["check", "--state", "s"], "feed: option --state does not apply to check\n"),
        (["new"], "feed: new needs a NAME\n"),
        (
            ["new", "x", "--template", "gird"],
            "feed: unknown template 'gird' (did you mean 'grid'?); templates: carousel, grid, list, banner\n"
        ),
        (["--bogus"], "feed: unknown option '--bogus'\n"),
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
