import Dispatch
import FeedHost
import FeedScripting
import LuaBridge
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The host benchmarks: `feed build plugins --format json` as a whole cold process, and the whole pipeline on a
/// generated feed of 100 scripts × 1,000 items with the share of each phase.
func hostBenchmarks() -> [Benchmark] {
    let state = HostBenchmarkState()
    return [
        Benchmark(
            name: "host.cold-build-plugins", samples: 21, warmUp: 2,
            baseline: Benchmark.Baseline(name: "feed --version") { state.spawnFeed(["--version"]) },
            interleaved: true
        ) { state.spawnFeed(["build", state.plugins, "--format", "json", "--state", state.coldStatePath]) },
        // `feed export swift`: the bundled feed's recipes on every device preset, written as Swift (issue #14).
        Benchmark(
            name: "host.export-plugins", samples: 21, warmUp: 2,
            baseline: Benchmark.Baseline(name: "feed --version") { state.spawnFeed(["--version"]) },
            interleaved: true
        ) { state.spawnFeed(["export", "swift", state.plugins]) },
        // Against the same 100 scripts run in bare Lua states, in parallel as the pipeline runs them: what Lua
        // itself costs to produce the tables, so the ratio is what the host adds (issue #17: ≤ 1.5).
        Benchmark(
            name: "host.sections-100x1000", samples: 11, warmUp: 2,
            baseline: Benchmark.Baseline(name: "the scripts in bare Lua states") { state.runScriptsBare() }
        ) { state.buildGenerated() },
    ]
}

/// The generated feed and the `feed` executable, prepared on first use.
final class HostBenchmarkState {
    static let sectionCount = 100
    static let itemsPerSection = 1_000

    /// `feed`, next to this `feed-bench` executable.
    var feedPath: String { ChildProcess.feedPath }

    /// Reused by every run, so runs leave nothing behind but this file and the shape store beside it, which each
    /// run finds as the run before saved them, as a user's next build does. In a folder of its own, as
    /// `.feed/state.json` is: a save lists the state file's directory for temporaries left by killed writers,
    /// and listing all of /tmp (18,000 names on this machine) cost a third of the build.
    lazy var coldStatePath: String = {
        mkdir("/tmp/feed-bench-cold", 0o755)
        return "/tmp/feed-bench-cold/state.json"
    }()

    /// Runs `feed` with `arguments` (output to /dev/null) and waits; returns its exit status as the checksum. A run
    /// that fails leaves its benchmark without figures (`ChildProcess.takeFailures`).
    func spawnFeed(_ arguments: [String]) -> UInt64 {
        let exit = ChildProcess.run(feedPath, arguments)
        return UInt64(exit.status)
    }

    /// The bundled feed's folder, said once on standard error when it cannot be found.
    lazy var plugins: String = {
        guard let path = BundledFeedPath.path else {
            warn("feed-bench: no plugins/ here or above feed-bench; run it from the repository's root")
            return "plugins"
        }
        return path
    }()

    // MARK: sections-100x1000

    lazy var generatedFolder: String = Self.generateFeed()
    lazy var pipeline: FeedPipeline = {
        guard let folder = try? FeedFolder.discover(at: generatedFolder) else {
            warn("feed-bench: cannot read the generated feed in \(generatedFolder)")
            exit(1)
        }
        return FeedPipeline(folder: folder)
    }()
    /// The previous run's state: the same feed where every 97th item of every section had another subtitle.
    lazy var baseline: FeedState = {
        pipeline.configuration.variables = ["variant": "1"]
        let document = pipeline.build(against: nil)
        pipeline.configuration.variables = ["variant": "0"]
        if !document.errors.isEmpty { warn("feed-bench: the generated feed fails: \(document.errors)") }
        return FeedState(document)
    }()
    private var phaseTotals = PhaseTotals()

    /// Runs every script, lays out, diffs against the baseline, writes the JSON output and the state's bytes.
    func buildGenerated() -> UInt64 {
        let baseline = self.baseline
        let start = BenchmarkRunner.now()
        let document = pipeline.build(against: baseline)
        let outputStart = BenchmarkRunner.now()
        // As `feed build` does, the state file is encoded on another thread while the output is written (`feed
        // build` starts it before its diff, which `pipeline.build(against:)` makes inside).
        let encodingState = document.stateBytesInBackground()
        let output = document.jsonChunks().reduce(0) { $0 + $1.count }
        let state = encodingState.value()
        let end = BenchmarkRunner.now()
        phaseTotals.add(pipeline.timings, output: end - outputStart, total: end - start)
        if phaseTotals.runs == 13 { phaseTotals.report(luaAlone: luaAloneNanoseconds()) }
        return UInt64(output + state.count) &+ UInt64(document.changes?.changeset.items.updated.count ?? 0)
    }

    /// Sums of phase times over runs, reported as shares of the total.
    struct PhaseTotals {
        var runs = 0
        var lua: UInt64 = 0
        var items: UInt64 = 0
        var encoding: UInt64 = 0
        var scriptsWall: UInt64 = 0
        var layout: UInt64 = 0
        var assembly: UInt64 = 0
        var diff: UInt64 = 0
        var output: UInt64 = 0
        var total: UInt64 = 0

        mutating func add(_ timings: PipelineTimings, output: UInt64, total: UInt64) {
            runs += 1
            lua += timings.lua
            items += timings.items
            encoding += timings.encoding
            scriptsWall += timings.scripts
            layout += timings.layout
            assembly += timings.assembly
            diff += timings.diff
            self.output += output
            self.total += total
        }

        /// Prints the phases. The CPU figures are summed over scripts as the pipeline runs them (two at a time
        /// on two cores, which share caches and the allocator), and Lua alone is timed the same way, so reading
        /// the items is what `items(ctx)` took beyond it; what is left of the script steps is the states, the
        /// files, the collection after each load, `layout(env)` and the content hashes.
        func report(luaAlone: UInt64) {
            func share(_ part: UInt64) -> String {
                let percent = Double(part) / Double(max(total, 1)) * 100
                return "\(Double(Int(percent * 10)) / 10)%"
            }
            func ms(_ part: UInt64) -> String {
                "\(Double(Int(Double(part) / Double(max(runs, 1)) / 1e4)) / 100) ms"
            }
            let luaAloneTotal = min(luaAlone * UInt64(runs), items)
            let timed = scriptsWall + layout + assembly + diff + output
            warn(
                "host.sections-100x1000 phases (mean of \(runs) runs, wall \(ms(total))): scripts \(ms(scriptsWall)) "
                    + "(\(share(scriptsWall)); CPU summed over scripts: \(ms(lua)), of which items(ctx) with the "
                    + "items read \(ms(items)) = Lua alone \(ms(luaAloneTotal)) + reading \(ms(items - luaAloneTotal)); "
                    + "field encoding+hashing \(ms(encoding)); states, files, collection, layout(env), section hashes "
                    + "\(ms(lua - min(lua, items + encoding)))), layout \(ms(layout)) (\(share(layout))), snapshot+"
                    + "document \(ms(assembly)) (\(share(assembly))), diff \(ms(diff)) (\(share(diff))), output "
                    + "\(ms(output)) (\(share(output))), untimed (the baseline's snapshot, sorting problems) "
                    + "\(ms(total - min(total, timed)))")
        }
    }

    /// The time of every script's `items(ctx)` with its result dropped inside Lua (only the count crosses the
    /// bridge), summed over scripts run on all cores as the pipeline runs them: the Lua share of the scripts
    /// phase, for the report.
    func luaAloneNanoseconds() -> UInt64 {
        let scripts = pipeline.folder.scripts
        let total = Mutex<UInt64>(0)
        DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
            guard let loaded = Self.bareItems(of: scripts[index]) else { return }
            let start = BenchmarkRunner.now()
            _ = loaded.count()
            let elapsed = BenchmarkRunner.now() - start
            total.withLock { $0 += elapsed }
        }
        return total.withLock { $0 }
    }

    /// The baseline of `host.sections-100x1000`: every script run as the pipeline runs it — a fresh Lua state,
    /// the file, `items(ctx)` — on all cores, with the items dropped inside Lua (only their count crosses the
    /// bridge): nothing converted, hashed, laid out or written.
    func runScriptsBare() -> UInt64 {
        Self.runScriptsBare(pipeline.folder.scripts)
    }

    /// `runScriptsBare()` of the scripts of the feed in `folder`; 1 << 32 when it cannot be read.
    static func runScriptsBare(in folder: String) -> UInt64 {
        guard let feed = try? FeedFolder.discover(at: folder) else { return 1 << 32 }
        return runScriptsBare(feed.scripts)
    }

    private static func runScriptsBare(_ scripts: [ScriptFile]) -> UInt64 {
        let counts = Mutex<UInt64>(0)
        DispatchQueue.concurrentPerform(iterations: scripts.count) { index in
            let count = Self.bareItems(of: scripts[index])?.count() ?? 1 << 32
            counts.withLock { $0 &+= count }
        }
        return counts.withLock { $0 }
    }

    /// A script loaded in a fresh Lua state, with a call of its `items(ctx)` that returns only the item count.
    private static func bareItems(of script: ScriptFile) -> (state: LuaState, count: () -> UInt64)? {
        guard let source = try? script.source(), let state = try? LuaState(name: script.name),
            let loaded = try? SectionScript(name: script.name, source: source, state: state),
            case .function(let items) = loaded.definition.items,
            case .function(let counter) = try? state.run(
                "return function(items, ctx) return #items(ctx) end", chunkName: "count")
        else { return nil }
        let context = LuaValue.table(["vars": .table(["variant": .string("0")])])
        return (
            state,
            {
                guard case .integer(let count) = try? state.call(counter, [.function(items), context]) else {
                    return 1 << 32
                }
                return UInt64(count)
            }
        )
    }

    /// Writes the feed into a fresh temporary folder: sections cycle through a two-column grid, a list and a
    /// paging carousel of columns of three; items have five fields.
    static func generateFeed() -> String {
        // One fixed folder, rewritten by every run, so runs do not pile up folders in /tmp.
        let folder = "/tmp/feed-bench-sections-100x1000"
        mkdir(folder, 0o755)
        for index in 0..<sectionCount {
            let layouts = [
                """
                layout.section { group = layout.group.horizontal { width = fractionalWidth(1), height = absolute(60),
                  count = 2, subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1),
                  contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 } } } },
                  contentInsets = { top = 16, leading = 12, bottom = 24, trailing = 12 },
                  header = layout.boundary { width = fractionalWidth(1), height = absolute(44) } }
                """,
                """
                layout.section { group = layout.group.vertical { width = fractionalWidth(1), height = absolute(44),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } },
                  interGroupSpacing = 1 }
                """,
                """
                layout.section { group = layout.group.vertical { width = fractionalWidth(0.92), height = absolute(240),
                  count = 3, subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } },
                  orthogonalScrolling = "groupPaging", interGroupSpacing = 16,
                  contentInsets = { top = 16, leading = 16, bottom = 24, trailing = 16 } }
                """,
            ]
            let source = """
                return {
                  id = "section-\(index)",
                  header = { title = "Section \(index)" },
                  items = function(ctx)
                    local items = {}
                    local changed = ctx.vars.variant == "1"
                    for i = 1, \(itemsPerSection) do
                      items[i] = {
                        id = "s\(index)-" .. i, kind = "app", title = "App " .. i,
                        subtitle = (changed and i % 97 == 0) and "changed" or ("Category " .. (i % 12)),
                        rating = (i % 50) / 10, price = (i % 7 == 0) and "$0.99" or "GET",
                      }
                    end
                    return items
                  end,
                  layout = \(layouts[index % layouts.count]),
                }
                """
            let path = folder + "/section-\(String(repeating: "0", count: 3 - String(index).count))\(index).lua"
            guard let file = fopen(path, "w") else {
                warn("feed-bench: cannot write \(path)")
                exit(1)
            }
            fputs(source, file)
            fclose(file)
        }
        return folder
    }
}
