import FeedTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `feed build` killed with SIGKILL at random moments leaves a state file that parses and is either the old or the
/// new one, never a torn one.
///
/// 104 kills in eight lanes of 13, each lane on its own feed folder; the lanes overlap because a build spends most
/// of its wall time waiting for `fsync`.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct CrashSafetyTests {
    static let sections = ["one", "two", "three"]

    /// What one lane saw.
    struct Lane: Sendable {
        var torn: [String] = []
        var kept = 0
        var replaced = 0
        var leftovers: [String] = []
        var setUpFailure: String?
    }

    /// Three sections of 150 items; `variant` changes every title, so the two variants' states differ.
    private static func writeVariant(_ fixture: FeedFixture, _ variant: Int) {
        for name in sections {
            fixture.writeItems(name, (0..<150).map { (id: "\(name)-\($0)", title: "v\(variant) item \($0)") })
        }
    }

    /// Starts `feed build` and kills it after `delay` microseconds (or lets it finish when it is quicker).
    private static func buildAndKill(_ fixture: FeedFixture, after delay: UInt32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FeedBinary.path)
        process.arguments = ["build", fixture.path, "--quiet", "--format", "json"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    private static func runLane(runs: Int) throws -> Lane {
        var lane = Lane()
        let fixture = FeedFixture()
        for name in sections { fixture.writeListSection(name) }
        // The two states a completed run can leave, and how long a run takes here.
        var expected: [Data] = []
        var slowest: TimeInterval = 0
        for variant in [0, 1] {
            writeVariant(fixture, variant)
            let start = Date()
            let result = try fixture.feed("build", "--quiet")
            slowest = max(slowest, Date().timeIntervalSince(start))
            guard result.status == 0, let state = fixture.state else {
                lane.setUpFailure = result.errors
                return lane
            }
            expected.append(state)
        }
        var generator = SystemRandomNumberGenerator()
        let window = UInt32(min(slowest * 1.5, 3) * 1_000_000)
        for run in 0..<runs {
            let variant = run % 2
            writeVariant(fixture, variant)
            try buildAndKill(fixture, after: UInt32.random(in: 0...window, using: &generator))
            guard let state = fixture.state, let which = expected.firstIndex(of: state), (try? parseJSON(state)) != nil
            else {
                lane.torn.append("run \(run): \(fixture.state?.count ?? -1) bytes")
                continue
            }
            if which == variant { lane.replaced += 1 } else { lane.kept += 1 }
        }
        // A later save removes the temporary files of killed writers.
        _ = try fixture.feed("build", "--quiet")
        lane.leftovers = (try FileManager.default.contentsOfDirectory(atPath: fixture.path + "/.feed")).filter {
            $0 != "state.json"
        }
        return lane
    }

    @Test func aKilledBuildLeavesTheOldOrTheNewState() throws {
        let lanes = Mutex<[Lane]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let lane = (try? Self.runLane(runs: 13)) ?? Lane(setUpFailure: "the lane could not start feed")
            lanes.withLock { $0.append(lane) }
        }
        let results = lanes.withLock { $0 }
        #expect(results.count == 8)
        for lane in results {
            #expect(lane.setUpFailure == nil, "\(lane.setUpFailure ?? "")")
            #expect(lane.torn.isEmpty, "torn or unparsable states: \(lane.torn)")
            #expect(lane.leftovers.isEmpty, "left behind: \(lane.leftovers)")
        }
        // Both outcomes happen: some runs were killed before their save, some finished it.
        #expect(results.reduce(0) { $0 + $1.kept } > 0)
        #expect(results.reduce(0) { $0 + $1.replaced } > 0)
        #expect(results.reduce(0) { $0 + $1.kept + $1.replaced } == 104)
    }
}
