import Foundation
import Testing

@testable import FeedCLI

/// Colour only on a terminal, never with NO_COLOR; the default format follows the terminal too.
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

    @Test func aPipeGetsJSONByDefaultAndTextOnRequest() {
        #expect(build(terminal: false, environment: [:]).hasPrefix("{\"version\":1,"))
        let text = build(terminal: false, environment: [:], ["--format", "text"])
        #expect(text.contains("├─ banners"))
        #expect(!text.contains("\u{1B}"))
    }
}
