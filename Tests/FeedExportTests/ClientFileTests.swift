import FeedExport
import FeedTestSupport
import Foundation
import Testing

/// The client file of `--client`: its decoding builds without UIKit, and against the surface it decodes real
/// `feed build --format json` output (a first run, then a run with moves, reloads and section changes) and applies
/// the batch in ONE `performBatchUpdates`, then `afterBatch`.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct ClientFileTests {
    @Test func decodingBuildsWithFoundationOnly() throws {
        let folder = TemporaryDirectory(prefix: "export-client")
        let path = folder.write("Client.swift", ClientFile.source)
        try SwiftProgram.compile(["-typecheck", "-parse-as-library", path], in: folder.path)
    }

    @Test func decodesAndAppliesRealBuildOutput() throws {
        let feed = TemporaryDirectory(prefix: "export-client-feed")
        ClientFeed.writeFirst(into: feed)
        let first = try FeedProcess.run(["build", feed.path, "--format", "json"])
        ClientFeed.writeSecond(into: feed)
        let second = try FeedProcess.run(["build", feed.path, "--format", "json"])
        let firstPath = feed.write("first.json", String(decoding: first, as: UTF8.self))
        let secondPath = feed.write("second.json", String(decoding: second, as: UTF8.self))
        let output = try SwiftProgram.run(
            files: ["Client.swift": ClientFile.source, "main.swift": ClientFeed.driver],
            arguments: [firstPath, secondPath])
        let runs = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        #expect(runs.count == 2)
        for (run, json) in zip(runs, [first, second]) {
            let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let changes = try #require(document["changes"] as? [String: Any])
            let batch = try #require(changes["batch"] as? [String: Any])
            let supplementaries = (changes["supplementaries"] as? [String: Any])?["updated"] as? [[String: Any]] ?? []
            let expected = ClientFeed.expectedCalls(
                batch: batch, afterBatch: changes["afterBatch"] as? [String: Any], supplementaries: supplementaries,
                invalidateLayout: changes["invalidateLayout"] as? Bool ?? false)
            #expect(run["calls"] as? [String] == expected)
            #expect(run["baseline"] as? String == changes["baseline"] as? String)
            #expect(run["inserted"] as? [String] == (changes["items"] as? [String: Any])?["inserted"] as? [String])
        }
        // The second run exercises every kind of change.
        let calls = runs[1]["calls"] as? [String] ?? []
        for call in [
            "moveItem", "reconfigureItems [", "insertSections [", "deleteSections [", "moveSection",
            "updateSupplementary header 3",
        ] {
            #expect(calls.contains { $0.hasPrefix(call) && !$0.hasSuffix("[]") }, "no \(call) in \(calls)")
        }
        #expect(calls.filter { $0 == "performBatchUpdates{" }.count == 1)
    }
}
