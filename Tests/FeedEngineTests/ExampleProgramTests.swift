import FeedTestSupport
import Foundation
import Testing

/// The embedding example in `Examples/EmbedFeed` (built by `swift build` as `feed-embed-example`), run the way a
/// user runs it, on the bundled feed.
@Suite struct ExampleProgramTests {
    /// The example next to the test bundle (both live in the build products folder), else `.build/debug`.
    private static let path: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let sibling = folder.appendingPathComponent("feed-embed-example").path
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        return PackageFolder.root + "/.build/debug/feed-embed-example"
    }()

    @Test func buildsChangesADataFileAndPrintsTheBatch() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.path)
        process.arguments = [PackageFolder.root + "/plugins"]
        let scratch = TemporaryDirectory(prefix: "feedexample")
        let outputPath = scratch.write("stdout", "")
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = (scratch.read("stdout") ?? "").split(separator: "\n").map(String.init)
        #expect(lines.first == "first build: banners, featured, categories, charts")
        // Two adjacent charts trade places: one item move inside section 3 (charts), nothing else; which of the
        // two moves is the diff's choice (both keep a longest increasing subsequence of the rest).
        #expect(lines.dropFirst().first == "batch: 1 operation(s)")
        let move = lines.dropFirst(2).first ?? ""
        #expect(move == "  moveItems: [3, 1] → [3, 0]" || move == "  moveItems: [3, 0] → [3, 1]")
        #expect(lines.last == "  reloadItems: [], insertItems: [], deleteItems: []")
    }
}
