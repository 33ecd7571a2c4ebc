import FeedTestSupport
import Foundation
import Testing

/// `feed-bench` times whole `feed` processes for its `host.*` entries. Without a `feed` beside it (built with
/// `swift build -c release --product feed-bench` only) every spawn failed, and the entries were still printed:
/// the time of a failed `posix_spawn` against a baseline that ran, `host.cold-build-plugins` 1.007 — a target
/// that read as met. It must stop instead, say what to build, and print no figure.
@Suite struct BenchWithoutFeedTests {
    @Test func aBenchWithoutFeedBesideItStopsAndSaysWhatToBuild() throws {
        let scratch = TemporaryDirectory(prefix: "benchalone")
        let alone = try copyOfBench(into: scratch)
        let status = try runBench(alone, ["host.cold-build-plugins", "--json"], in: scratch)
        #expect(status == 1)
        #expect(scratch.read("stdout") == "", "a figure was printed")
        let said = scratch.read("stderr") ?? ""
        #expect(said.contains("cannot start \(scratch.path)/feed"), "\(said)")
        #expect(said.contains("swift build -c release"), "\(said)")
    }

    /// A `feed` that starts but fails: its time is that of the failure (a broken bundled feed, a state path it
    /// cannot write), and the entry was printed all the same, a warning aside. Here a `feed` that exits 3 at once:
    /// `host.cold-build-plugins` printed a median and a ratio beside `feed --version`, which failed too.
    @Test func aBenchWhoseFeedFailsPrintsNoFigureAndExitsOne() throws {
        let scratch = TemporaryDirectory(prefix: "benchfails")
        let bench = try copyOfBench(into: scratch)
        let failing = scratch.write("feed", "#!/bin/sh\nexit 3\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing)

        // One sample, no warm-up: the failure shows at the first run.
        let status = try runBench(
            bench, ["host.cold-build-plugins", "host.export-plugins", "--json"], in: scratch,
            environment: ["FEED_BENCH_SAMPLES": "1"])
        #expect(status == 1)
        #expect(scratch.read("stdout") == "", "a figure was printed")
        let said = scratch.read("stderr") ?? ""
        #expect(said.contains("host.cold-build-plugins: no figures: feed build "), "\(said)")
        #expect(said.contains("host.export-plugins: no figures: feed export swift "), "\(said)")
        #expect(said.contains("exited with status 3"), "\(said)")
    }

    /// The built feed-bench in `scratch`, where the `feed` beside it is the test's: a hard link, else a copy. A
    /// copy's descriptor, open for writing while another test started a process, could be inherited by that
    /// child, and running the copy then failed with "Text file busy".
    private func copyOfBench(into scratch: TemporaryDirectory) throws -> String {
        let built = (FeedBinary.path as NSString).deletingLastPathComponent + "/feed-bench"
        try #require(FileManager.default.isExecutableFile(atPath: built), "no feed-bench at \(built)")
        let copy = scratch.path + "/feed-bench"
        if link(built, copy) != 0 { try FileManager.default.copyItem(atPath: built, toPath: copy) }
        return copy
    }

    /// Runs the feed-bench at `path` from the package's root, its output in `scratch`'s `stdout` and `stderr`;
    /// its exit status.
    private func runBench(
        _ path: String, _ arguments: [String], in scratch: TemporaryDirectory, environment: [String: String] = [:]
    ) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: FeedBinary.packageRoot)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: scratch.write("stdout", ""))
        process.standardError = FileHandle(forWritingAtPath: scratch.write("stderr", ""))
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
