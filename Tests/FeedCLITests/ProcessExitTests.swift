import FeedTestSupport
import Foundation
import Testing

@testable import FeedCLI

/// The `feed` process ends a successful build at once, without letting go of the build first
/// (`CommandContext.finish`): what it leaves — its output, the state file — is what the same build run in this
/// process leaves, the shapes beside it are stored, and nothing else is left in the state's folder.
@Suite struct ProcessExitTests {
    private let plugins = FeedBinary.packageRoot + "/plugins"

    /// The bundled feed built twice (a first run, then against that run's state), by the `feed` process and in
    /// this process, each with a state file of its own.
    @Test func aProcessLeavesWhatAnInProcessBuildLeaves() throws {
        let scratch = TemporaryDirectory(prefix: "feedexit")
        for folder in ["process", "inprocess"] {
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/" + folder, withIntermediateDirectories: true)
        }
        var firstStore: Data?
        for run in 1...2 {
            let process = try FeedBinary.run(
                ["build", plugins, "--format", "json", "--state", scratch.path + "/process/state.json"])
            #expect(process.status == 0, "\(process.errors)")
            let output = BufferChannel()
            let status = FeedCommandLine.run(
                ["build", plugins, "--format", "json", "--state", scratch.path + "/inprocess/state.json"],
                output: output, errors: BufferChannel(), environment: [:])
            #expect(status == 0)
            // Compared apart from the expectation, which would otherwise print both documents.
            let sameOutput = process.output == output.text
            #expect(sameOutput, "run \(run): the outputs differ")
            let baseline = process.output.contains("\"baseline\":\"\(run == 1 ? "none" : "previous")\"")
            #expect(baseline, "run \(run): not diffed against the run before")
            let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/inprocess").sorted()
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/process").sorted() == names)
            #expect(names.contains("state.json"), "\(names)")
            // The shape store is not compared with this process's: what this process measured is in the shared
            // `FontLibrary` of every test that ran here (a cell's labels, another feed's), and a store holds all of
            // it. The feed process's store is one, and a second build, which measures nothing new, leaves it alone.
            let store = FileManager.default.contents(atPath: scratch.path + "/process/state.shapes")
            #expect(store?.starts(with: Array("FEEDSHP1".utf8)) == true, "run \(run): no shape store")
            if run == 1 { firstStore = store } else { #expect(store == firstStore, "run 2: the shape store changed") }
            for name in names where name != "state.shapes" {
                let same = scratch.read("process/" + name) == scratch.read("inprocess/" + name)
                #expect(same, "run \(run): \(name) differs")
            }
        }
    }
}
