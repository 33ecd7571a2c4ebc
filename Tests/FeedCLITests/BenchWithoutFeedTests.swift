import FeedTestSupport
import Foundation
import Testing

/// `feed-bench` times whole `feed` processes for its `host.*` entries. Without a `feed` beside it (built with
/// `swift build -c release --product feed-bench` only) every spawn failed, and the entries were still printed:
/// the time of a failed `posix_spawn` against a baseline that ran, `host.cold-build-plugins` 1.007 — a target
/// that read as met. It must stop instead, say what to build, and print no figure.
@Suite struct BenchWithoutFeedTests {
    @Test func aBenchWithoutFeedBesideItStopsAndSaysWhatToBuild() throws {
        let built = (FeedBinary.path as NSString).deletingLastPathComponent + "/feed-bench"
        try #require(FileManager.default.isExecutableFile(atPath: built), "no feed-bench at \(built)")
        let scratch = TemporaryDirectory(prefix: "benchalone")
        let alone = scratch.path + "/feed-bench"
        try FileManager.default.copyItem(atPath: built, toPath: alone)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: alone)
        process.arguments = ["host.cold-build-plugins", "--json"]
        process.currentDirectoryURL = URL(fileURLWithPath: FeedBinary.packageRoot)
        let output = scratch.write("stdout", "")
        let errors = scratch.write("stderr", "")
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        process.waitUntilExit()

        #expect(process.terminationStatus == 1)
        #expect(scratch.read("stdout") == "", "a figure was printed")
        let said = scratch.read("stderr") ?? ""
        #expect(said.contains("cannot start \(scratch.path)/feed"), "\(said)")
        #expect(said.contains("swift build -c release"), "\(said)")
    }
}
