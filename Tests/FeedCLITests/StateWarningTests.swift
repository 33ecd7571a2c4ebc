import Foundation
import Testing

/// A state file the build cannot use is one warning that names it once, says what is wrong and what the build does
/// instead. It read `warning: P: P is not a feed state or build output: …`, or `warning: P: cannot read P: …`, the
/// path twice (the command put it before a message that already held it).
@Suite struct StateWarningTests {
    @Test(arguments: [
        ("{ torn", "the state file is not a feed state or build output: malformed JSON at byte 2"),
        (#"{"version":9,"sections":[]}"#, "the state file is not a feed state or build output: unsupported version 9"),
        ("", "cannot read the state file: it is a directory, not a regular file"),
    ])
    func anUnusableStateFileIsNamedOnce(content: String, problem: String) throws {
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.writeItems("top", [("t1", "One")])
        if content.isEmpty {
            try FileManager.default.createDirectory(atPath: fixture.statePath, withIntermediateDirectories: true)
        } else {
            fixture.write(".feed/state.json", content)
        }
        let result = try fixture.feed("build", "--format", "json")
        let warnings = result.errors.split(separator: "\n").map(String.init).filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1, "\(result.errors)")
        let warning = warnings.first ?? ""
        #expect(warning.components(separatedBy: fixture.statePath).count == 2, "\(warning)")
        #expect(warning.hasPrefix("warning: \(fixture.statePath): \(problem)"), "\(warning)")
        #expect(warning.hasSuffix("; treating this run as the first"), "\(warning)")
    }
}
