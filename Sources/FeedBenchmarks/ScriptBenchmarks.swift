import LuaBridge

/// The script benchmarks: converting a large script result to Swift, and creating a sandboxed state.
func scriptBenchmarks() -> [Benchmark] {
    [itemsBenchmark(), stateCreationBenchmark(), backtrackingBenchmark()]
}

/// A script building 100k items of 5 fields, built and converted to Swift; the baseline builds the same items
/// and drops them inside Lua, so the ratio is the price of conversion.
private func itemsBenchmark() -> Benchmark {
    let build = """
        local items = {}
        for i = 1, 100000 do
          items[i] = { id = "item-" .. i, kind = "app", title = "Title " .. i, rank = i, price = i * 0.5 }
        end
        """
    // 100k items hold about 34 MiB; a higher cap than the default keeps two runs (one garbage) off the cap.
    let state = try! LuaState(name: "items.lua", limits: LuaLimits(memoryLimit: 512 << 20))
    // Every sample is a run of its own, as every build is for the host: the time limit counts one run.
    let converted = Benchmark.Baseline(name: "script.items-100k.lua-only") {
        state.startRun()
        let value = try! state.run(build + "\nreturn #items", chunkName: "items.lua")
        return UInt64(value.integerValue ?? 0)
    }
    return Benchmark(name: "script.items-100k", samples: 11, baseline: converted) {
        state.startRun()
        let value = try! state.run(build + "\nreturn items", chunkName: "items.lua")
        guard case .array(let items) = value else { return 0 }
        return UInt64(items.count) &+ UInt64(items.last?["rank"].integerValue ?? 0)
    }
}

/// Creating (and closing) one sandboxed state, as the host does per script.
private func stateCreationBenchmark() -> Benchmark {
    Benchmark(name: "script.state-new", samples: 201, warmUp: 20) {
        let state = try! LuaState(name: "bench.lua")
        return UInt64(state.memoryInUse)
    }
}

/// A backtracking pattern under the default budget: how long a hostile `find` holds the host before it ends.
private func backtrackingBenchmark() -> Benchmark {
    Benchmark(name: "script.pattern-backtracking", samples: 3, warmUp: 0) {
        let state = try! LuaState(name: "slow.lua")
        do throws(LuaError) {
            _ = try state.run("return ('a'):rep(30000):find('.-.-.-b')", chunkName: "slow.lua")
            return 0
        } catch {
            return error.kind == .budgetExceeded ? 1 : 0
        }
    }
}
