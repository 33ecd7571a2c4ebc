import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// A hostile script costs the pipeline a bounded amount of work, once, and is reported as that script's error;
/// its `print` output reaches the log wherever it runs, within a cap (issue 18, items 1, 3 and 4).
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct ScriptContainmentTests {
    /// A list section of `count` rows 44 points estimated, whose `measure` is `measure` and whose `items` and
    /// `layout` run `itemsBody` and `layoutBody` first.
    private func section(count: Int, measure: String, itemsBody: String = "", layoutBody: String = "") -> String {
        """
        return {
          id = "rows",
          items = function(ctx)
            \(itemsBody)
            local items = {}
            for i = 1, \(count) do items[i] = { id = "row-" .. i } end
            return items
          end,
          measure = function(item, env)
            \(measure)
          end,
          layout = function(env)
            \(layoutBody)
            return layout.section { group = layout.group.vertical { width = fractionalWidth(1), height = estimated(44),
              subitems = { layout.item { width = fractionalWidth(1), height = estimated(44) } } } }
          end,
        }
        """
    }

    private func run(_ files: [String: String], limits: ScriptLimits = ScriptLimits()) throws -> (
        FeedDocument, FeedPipeline, cpu: Duration
    ) {
        let folder = TemporaryDirectory(prefix: "containment")
        for (name, text) in files { folder.write(name, text) }
        let pipeline = FeedPipeline(
            folder: try FeedFolder.discover(at: folder.path), configuration: PipelineConfiguration(limits: limits))
        let start = processCPUTime()
        let document = pipeline.run()
        return (document, pipeline, processCPUTime() - start)
    }

    @Test func aLoopingMeasureCostsTheScriptOnce() throws {
        let (document, _, cpu) = try run(["rows.lua": section(count: 60, measure: "while true do end")])
        #expect(document.errors.count == 1)
        #expect(document.errors.first?.field == "measure(items[1])")
        #expect(document.errors.first?.message.hasPrefix("instruction budget exceeded") == true)
        #expect(cpu < .seconds(2), "took \(cpu)")
    }

    @Test func printInLayoutAndMeasureReachesTheLog() throws {
        let (document, pipeline, _) = try run([
            "rows.lua": section(
                count: 2, measure: "print('measuring ' .. item.id) return nil", itemsBody: "print('items')",
                layoutBody: "print('layout')")
        ])
        #expect(document.errors.isEmpty)
        #expect(
            pipeline.log == [
                "rows.lua: items", "rows.lua: layout", "rows.lua: measuring row-1", "rows.lua: measuring row-2",
            ])
    }

    @Test func printInFeedLuaReachesTheLogCapped() throws {
        let (document, pipeline, _) = try run([
            "feed.lua": "print('ordering')\nfor i = 1, 5 do print(('y'):rep(300 << 10)) end\n"
                + "return { sections = { 'rows' } }",
            "rows.lua": section(count: 1, measure: "return nil", itemsBody: "print('items')"),
        ])
        #expect(document.errors.isEmpty)
        // Three 300 KiB lines fit in 1 MiB with the first; the fourth and fifth are dropped.
        #expect(pipeline.log.first == "feed.lua: ordering")
        #expect(
            Array(pipeline.log.dropFirst(4)) == [
                "feed.lua: print output passed 1 MiB in this run; this line and the later ones are dropped",
                "feed.lua: 2 print lines (600 KiB) were dropped", "rows.lua: items",
            ])
    }

    @Test func printOutputIsCappedAndSaysWhatIsDropped() throws {
        let (document, pipeline, _) = try run([
            "rows.lua": section(
                count: 1, measure: "return nil",
                itemsBody: "local big = ('x'):rep(256 << 10)\nfor i = 1, 100 do print(big) end")
        ])
        #expect(document.errors.isEmpty)
        let bytes = pipeline.log.reduce(0) { $0 + $1.utf8.count }
        #expect(bytes <= 1 << 20)
        // Three 256 KiB lines fit; the fourth passes the cap, and it and the 96 after it are dropped.
        #expect(
            pipeline.log.suffix(2) == [
                "rows.lua: print output passed 1 MiB in this run; this line and the later ones are dropped",
                "rows.lua: 97 print lines (24.25 MiB) were dropped",
            ])
    }

    @Test func statesGiveBackWhatARunLeftBehind() throws {
        // Twelve scripts that each build about 10 MB and drop it, against the same scripts without it.
        func held(_ body: String) throws -> Int {
            var files: [String: String] = [:]
            for index in 1...12 {
                files["s\(index).lua"] = section(count: 1, measure: "return nil", itemsBody: body)
                    .replacingOccurrences(of: "\"rows\"", with: "\"s\(index)\"")
                    .replacingOccurrences(of: "\"row-\"", with: "\"s\(index)-\"")
            }
            let (document, pipeline, _) = try run(files, limits: ScriptLimits(timeLimit: 0))
            #expect(document.errors.isEmpty)
            return pipeline.runtimes.reduce(0) { $0 + $1.memoryInUse }
        }
        let baseline = try held("")
        let after = try held("local big = {}\nfor i = 1, 150000 do big[i] = 'x' .. i end")
        #expect(after < baseline + (1 << 20), "baseline \(baseline) bytes, after dropping 12 × 10 MB \(after)")
    }

    @Test func manyDistinctDataNamesStayLinear() throws {
        // No time limit: the machine's load must not decide; CPU time and its growth do.
        func cost(_ names: Int) throws -> Duration {
            let (document, pipeline, cpu) = try run(
                [
                    "rows.lua": section(
                        count: 1, measure: "return nil",
                        itemsBody: "for i = 1, \(names) do pcall(ctx.data, 'missing-' .. i .. '.json') end")
                ], limits: ScriptLimits(timeLimit: 0))
            #expect(document.errors.isEmpty)
            #expect(pipeline.runtimes.first?.result.dataFiles.count == names)
            return cpu
        }
        let small = try cost(5_000)
        let large = try cost(20_000)
        // Growth only, no absolute bound: a CI run at load 10 took 2.2 s of CPU for what takes 0.3 s quiet.
        // Four times the names cost about four times as much; quadratic growth would cost sixteen.
        #expect(large < small * 8, "5,000 names: \(small), 20,000 names: \(large)")
    }

    @Test func aLoopingHandlerInFeedLuaEnds() throws {
        let (document, _, cpu) = try run([
            "feed.lua": "xpcall(error, function() while true do end end)\nreturn { sections = {} }",
            "rows.lua": section(count: 1, measure: "return nil"),
        ])
        #expect(document.errors.first?.script == "feed.lua")
        #expect(document.errors.first?.message.contains("instruction budget exceeded") == true)
        #expect(cpu < .seconds(2), "took \(cpu)")
    }

    @Test func cancelStopsAHungRunFromAnotherThread() throws {
        let folder = TemporaryDirectory(prefix: "containment")
        folder.write("rows.lua", section(count: 1, measure: "return nil", itemsBody: "while true do end"))
        let limits = ScriptLimits(instructionBudget: Int.max / 2, timeLimit: 0)
        let pipeline = FeedPipeline(
            folder: try FeedFolder.discover(at: folder.path), configuration: PipelineConfiguration(limits: limits))
        let start = ContinuousClock.now
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.3)
            pipeline.cancel()
        }
        let document = pipeline.run()
        #expect(document.errors.first?.message == "cancelled: the host stopped this run before it finished")
        #expect(ContinuousClock.now - start < .seconds(5))
        // The next run is not cancelled.
        folder.write("rows.lua", section(count: 1, measure: "return nil"))
        #expect(pipeline.run(rerunning: ["rows.lua"]).errors.isEmpty)
    }
}

/// CPU time of the whole process (the pipeline runs scripts on several threads).
func processCPUTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
}
