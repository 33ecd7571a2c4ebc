import Foundation
import Testing

@testable import FeedCLI

/// Colour only on a terminal, never with NO_COLOR or TERM=dumb; the default format follows the terminal too.
@Suite struct ColourTests {
    private let plugins = FeedBinary.packageRoot + "/plugins"

    private func build(terminal: Bool, environment: [String: String], _ extra: [String] = []) -> String {
        let output = BufferChannel(isTerminal: terminal)
        let errors = BufferChannel()
        let status = FeedCommandLine.run(
            ["build", plugins, "--no-state"] + extra, output: output, errors: errors, environment: environment)
        #expect(status == 0, "\(errors.text)")
        return output.text
    }

    @Test func aTerminalGetsColouredText() {
        let text = build(terminal: true, environment: [:])
        #expect(text.contains("\u{1B}["))
        #expect(text.contains("banners"))
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"]])
    func noColorOrADumbTerminalTurnsColourOff(environment: [String: String]) {
        let text = build(terminal: true, environment: environment)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("├─ banners"))
    }

    /// Diagnostics on a terminal's standard error follow the same rule as the output: a dumb terminal shows
    /// escapes as text, so `TERM=dumb` turns their colour off as `NO_COLOR` does.
    @Test(arguments: [([:], true), (["NO_COLOR": "1"], false), (["TERM": "dumb"], false)])
    func diagnosticsOnATerminalFollowTheSameRule(environment: [String: String], coloured: Bool) {
        let fixture = FeedFixture()
        fixture.write("broken.lua", "return { id = \"broken\", items = {}, layout = layout.section { group = 1 } }")
        let errors = BufferChannel(isTerminal: true)
        let status = FeedCommandLine.run(
            ["build", fixture.path, "--no-state", "--format", "json"], output: BufferChannel(), errors: errors,
            environment: environment)
        #expect(status == 1)
        #expect(errors.text.contains("broken.lua"))
        #expect(errors.text.contains("\u{1B}[") == coloured, "\(errors.text)")
    }

    @Test func aPipeGetsJSONByDefaultAndTextOnRequest() {
        #expect(build(terminal: false, environment: [:]).hasPrefix("{\"version\":1,"))
        let text = build(terminal: false, environment: [:], ["--format", "text"])
        #expect(text.contains("├─ banners"))
        #expect(!text.contains("\u{1B}"))
    }
}
