import FeedTestSupport
import Foundation
import Testing

@testable import FeedCLI

/// `--out FILE` picks the format from FILE's extension unless `--format` says; an extension that names no format
/// is a usage error; `--help` offers only the formats a command makes.
@Suite struct OutFormatTests {
    private let plugins = FeedBinary.packageRoot + "/plugins"

    private func feed(_ arguments: [String]) -> (status: Int32, errors: String) {
        let errors = BufferChannel()
        let status = FeedCommandLine.run(arguments, output: BufferChannel(), errors: errors, environment: [:])
        return (status, errors.text)
    }

    @Test(arguments: [
        ("feed.svg", "<svg xmlns="), ("feed.html", "<!DOCTYPE html>"), ("feed.HTM", "<!DOCTYPE html>"),
        ("feed.json", "{"), ("feed", "{"), ("feed.txt", "/"),
    ])
    func theExtensionNamesTheFormat(name: String, start: String) throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let out = scratch.path + "/" + name
        let run = feed(["build", plugins, "--no-state", "--out", out])
        #expect(run.status == 0, "\(run.errors)")
        let written = try #require(scratch.read(name))
        #expect(written.hasPrefix(start), "\(written.prefix(80))")
        if name.hasSuffix(".txt") {
            #expect(written.contains("plugins · 390×844"), "\(written.prefix(80))")
            #expect(!written.contains("\u{1B}["), "no colour in a file")
        }
    }

    @Test func formatWinsOverTheExtension() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let run = feed(["build", plugins, "--no-state", "--out", scratch.path + "/feed.svg", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(try parseJSON(Data((scratch.read("feed.svg") ?? "").utf8))["sections"] != nil)
    }

    @Test(arguments: [
        (
            ["build", "--out", "feed.png"],
            "feed: --out feed.png: cannot tell the format from '.png'; name the file .json, .svg, .html or .txt,"
                + " or give --format\n"
        ),
        (
            ["watch", "--out", "live.svg"],
            "feed: --format svg applies to build and check only; watch writes text or json\n"
        ),
        (
            ["diff", "a", "b", "--out", "d.html"],
            "feed: --format html applies to build and check only; diff writes text or json\n"
        ),
    ])
    func anExtensionWithoutAFormatIsAUsageError(arguments: [String], message: String) {
        let run = feed(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
    }

    @Test func exportsOutIsItsSwiftFile() throws {
        let options = try ArgumentParser.parse(["export", "swift", "--out", "Feed.swift"]).options
        #expect(options.format == nil)
    }

    /// Every format a command's help offers is accepted, every other one refused (`feed diff --help` offered
    /// svg and html, then refused them).
    @Test(arguments: Command.allCases)
    func helpOffersExactlyTheFormatsACommandTakes(command: Command) throws {
        let help = HelpText.help(for: command)
        let line = help.split(separator: "\n").first { $0.hasPrefix("  --format ") }
        guard command.options.contains(.format) else {
            #expect(line == nil)
            return
        }
        let offered = try #require(line?.split(separator: " ").first { $0.contains("|") })
        let formats = offered.split(separator: "|").map(String.init)
        for format in CommandOptions.Format.allCases {
            let positionals = command == .diff ? ["a", "b"] : []
            let arguments = [command.rawValue] + positionals + ["--format", format.rawValue]
            let accepted = (try? ArgumentParser.parse(arguments)) != nil
            #expect(accepted == formats.contains(format.rawValue), "\(command) \(format)")
        }
    }

    @Test func diffHelpOffersTextAndJSONOnly() {
        let help = HelpText.help(for: .diff)
        #expect(help.contains("--format text|json "))
        #expect(!help.contains("svg"))
    }
}
