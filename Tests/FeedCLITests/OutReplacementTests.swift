import FeedTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--out FILE` is replaced as a whole, as the contract has it ("atomically"): it was truncated and written in
/// place, so an output that failed halfway left the old file cut short, and a file with other names (a hard link
/// of a data file) had all of them overwritten.
@Suite struct OutReplacementTests {
    private func fixture() -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.writeItems("top", (1...50).map { (id: "t\($0)", title: "Title \($0)") })
        return fixture
    }

    /// `ln data/top.json out.json; feed build --out out.json`: the data file keeps its bytes, `out.json` is the
    /// output, and a second build reads the same data.
    @Test func anOutNamingAHardLinkOfADataFileLeavesTheDataFile() throws {
        let fixture = fixture()
        let outside = TemporaryDirectory(prefix: "feedcli")
        let out = outside.path + "/out.json"
        let data = try #require(fixture.directory.read("data/top.json"))
        #expect(link(fixture.path + "/data/top.json", out) == 0)
        let first = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json", "--out", out])
        #expect(first.status == 0, "\(first.errors)")
        #expect(fixture.directory.read("data/top.json") == data)
        #expect(try #require(outside.read("out.json")).contains(#""id":"t50""#))
        let second = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json"])
        #expect(second.status == 0, "\(second.errors)")
    }

    /// An output that cannot be written whole (here a file size limit, as a full disk would) fails the command
    /// and leaves the old file as it was, with no temporary beside it.
    @Test func anOutputThatFailsHalfwayLeavesTheOldFile() throws {
        let fixture = fixture()
        let outside = TemporaryDirectory(prefix: "feedcli")
        let out = outside.write("out.json", "the previous output")
        let status = try Self.runLimited(
            fileSizeBlocks: 4, ["build", fixture.path, "--no-state", "--format", "json", "--out", out])
        #expect(status == 1)
        #expect(outside.read("out.json") == "the previous output")
        let left = try FileManager.default.contentsOfDirectory(atPath: outside.path)
        #expect(left == ["out.json"], "\(left)")
    }

    /// Runs `feed` under `ulimit -f` with SIGXFSZ ignored, so a write past the limit fails with EFBIG as a full
    /// disk's would, instead of killing the process.
    private static func runLimited(fileSizeBlocks: Int, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
            ["-c", "trap '' XFSZ; ulimit -f \(fileSizeBlocks); exec \"$0\" \"$@\"", FeedBinary.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
