import LuaBridge
import Testing

/// States share nothing, so the host can run one per task on every core.
@Suite struct LuaStateParallelTests {
    @Test func statesRunInParallelTasks() async throws {
        let sums = try await withThrowingTaskGroup(of: (Int, LuaValue).self) { group in
            for index in 1...4 {
                group.addTask {
                    let state = try LuaState(name: "s\(index).lua")
                    let value = try state.run(
                        "local n = ... or \(index * 1000) local s = 0 for i = 1, n do s = s + i end return s",
                        chunkName: "s\(index).lua")
                    return (index, value)
                }
            }
            var results: [Int: LuaValue] = [:]
            for try await (index, value) in group { results[index] = value }
            return results
        }
        // Gauss: 1 + … + n = n(n+1)/2 with n = 1000, 2000, 3000, 4000.
        #expect(sums == [1: .integer(500_500), 2: .integer(2_001_000), 3: .integer(4_501_500), 4: .integer(8_002_000)])
    }

    @Test func aStateMovesBetweenTasks() async throws {
        let state = try LuaState(name: "m.lua")
        _ = try state.run("counter = 0", chunkName: "m.lua")
        for _ in 0..<3 {
            try await Task.detached {
                _ = try state.run("counter = counter + 1", chunkName: "m.lua")
            }.value
        }
        #expect(try state.global("counter") == .integer(3))
    }
}
