#if canImport(Glibc)
    import Glibc
#endif

/// The state-file benchmarks, whole `feed` processes on a generated feed of 10 scripts, each returning N items
/// `{ id, title, score }` laid out in a two-column grid (1M items in all, and 100k to show the cost is linear):
///
/// - `host.state-1M` / `host.state-100k`: `feed build --format json` against the state file of the previous run
///   (read, diff, write), against the same build with `--no-state`. Runs alternate between two variants of the
///   feed (every 97th title differs), so every run has changes to find and a new state to write.
/// - `host.diff-states-1M` / `host.diff-states-100k`: `feed diff --format json` of the two variants' state files,
///   against `feed --version`.
///
/// - `host.state-1M-per-100k`: the 1M build with state against the 100k one, runs alternating: whether the cost
///   is linear (≤ 11×). Computed from the two entries above it swung with the machine between them (7.3–12.1× in
///   session 38's runs); alternating gives both sizes the same load.
/// - `host.state-lua-1M-per-100k`: the same scripts' `items(ctx)` in bare Lua states (nothing converted), 1M
///   against 100k, runs alternating: how linear Lua itself is on these scripts, beside the entry above. Each item
///   makes two new strings in its script's one state, and at 1M Lua's string table outgrows the caches: its
///   interning walks took ~10% of the build's CPU against ~2.5% at 100k (`perf`), and Lua alone read 17.0×.
///
/// Peak bytes: the peak resident set of one more run of the measured command, through `ChildProcess.cleanPeak` so
/// feed-bench's own memory does not show; stderr gets it per item, with the baseline's.
func stateBenchmarks() -> [Benchmark] {
    let large = StateBenchmarkFeed(itemsPerScript: 100_000)
    let small = StateBenchmarkFeed(itemsPerScript: 10_000)
    let linear = Benchmark(
        name: "host.state-1M-per-100k", samples: large.samples, warmUp: 1,
        baseline: Benchmark.Baseline(name: "host.state-100k's build") { small.build(withState: true) },
        interleaved: true
    ) { large.build(withState: true) }
    let luaAlone = Benchmark(
        name: "host.state-lua-1M-per-100k", samples: large.samples, warmUp: 1,
        baseline: Benchmark.Baseline(name: "the 100k scripts in bare Lua states") { small.runScriptsBare() },
        interleaved: true
    ) { large.runScriptsBare() }
    return sizes(small, large) + [linear, luaAlone]
}

/// `host.state-*` and `host.diff-states-*` for each feed.
private func sizes(_ feeds: StateBenchmarkFeed...) -> [Benchmark] {
    feeds.flatMap { feed in
        [
            Benchmark(
                name: "host.state-\(feed.label)", samples: feed.samples, warmUp: 1,
                baseline: Benchmark.Baseline(name: "build --no-state") { feed.build(withState: false) },
                peakBytes: {
                    feed.reportPeak(
                        of: "host.state-\(feed.label)", measured: feed.nextBuildArguments(withState: true),
                        baseline: feed.nextBuildArguments(withState: false))
                },
                interleaved: true
            ) { feed.build(withState: true) },
            Benchmark(
                name: "host.diff-states-\(feed.label)", samples: feed.samples, warmUp: 1,
                baseline: Benchmark.Baseline(name: "feed --version") { feed.run(["--version"]) },
                peakBytes: { feed.reportPeak(of: "host.diff-states-\(feed.label)", measured: feed.diffArguments) },
                interleaved: true
            ) { feed.diffStates() },
        ]
    }
}

/// One generated feed and the state files of its two variants, prepared on first use.
final class StateBenchmarkFeed {
    static let scriptCount = 10
    let itemsPerScript: Int
    var itemCount: Int { Self.scriptCount * itemsPerScript }
    var label: String { itemCount >= 1_000_000 ? "\(itemCount / 1_000_000)M" : "\(itemCount / 1_000)k" }
    var samples: Int { itemCount >= 1_000_000 ? 5 : 11 }

    private var stateVariant = 0
    private var noStateVariant = 0

    private func nextVariant(_ variant: inout Int) -> Int {
        variant = 1 - variant
        return variant
    }

    init(itemsPerScript: Int) {
        self.itemsPerScript = itemsPerScript
    }

    var folder: String { "/tmp/feed-bench-state-\(label)" }
    var statePath: String { folder + "-state.json" }
    func variantStatePath(_ variant: Int) -> String { folder + "-variant\(variant).json" }

    private lazy var generated: Bool = {
        generate()
        for variant in 0..<2 {
            let exit = ChildProcess.run(
                ChildProcess.feedPath,
                buildArguments(variant: variant) + ["--state", variantStatePath(variant)])
            if exit.status != 0 { warn("feed-bench: the generated feed in \(folder) fails (status \(exit.status))") }
        }
        return true
    }()

    /// Runs `feed` with `arguments`; its exit status is the checksum.
    func run(_ arguments: [String]) -> UInt64 {
        _ = generated
        let exit = ChildProcess.run(ChildProcess.feedPath, arguments)
        return UInt64(exit.status)
    }

    /// `feed build` of the other variant than last time, with the state file or without one.
    func build(withState: Bool) -> UInt64 {
        run(nextBuildArguments(withState: withState))
    }

    /// The arguments of the next build: the other variant than last time, with the state file or without one.
    func nextBuildArguments(withState: Bool) -> [String] {
        // One toggle per kind: the benchmark alternates builds with and without state, and a shared toggle would
        // give every build with state the variant its state file already holds (nothing to diff).
        let variant = withState ? nextVariant(&stateVariant) : nextVariant(&noStateVariant)
        return buildArguments(variant: variant) + (withState ? ["--state", statePath] : ["--no-state"])
    }

    /// `feed build` of one variant as JSON, with a script time limit a loaded machine cannot hit and a feed memory
    /// limit that 1M items fit in.
    private func buildArguments(variant: Int) -> [String] {
        [
            "build", folder, "--format", "json", "--set", "variant=\(variant)", "--script-timeout", "60",
            "--memory-limit", "2G",
        ]
    }

    var diffArguments: [String] { ["diff", variantStatePath(0), variantStatePath(1), "--format", "json"] }

    func diffStates() -> UInt64 { run(diffArguments) }

    /// Every script's `items(ctx)` in a fresh bare Lua state, on all cores as the pipeline runs them
    /// (`HostBenchmarkState.runScriptsBare`); the item count is the checksum.
    func runScriptsBare() -> UInt64 {
        _ = generated
        return HostBenchmarkState.runScriptsBare(in: folder)
    }

    /// The peak of one more run of `measured` (and of `baseline`, when given); stderr gets both per item.
    func reportPeak(of name: String, measured: [String], baseline: [String]? = nil) -> Int {
        _ = generated
        let peak = ChildProcess.cleanPeak(ChildProcess.feedPath, measured)
        var line = "\(name) peak resident memory: \(peak / itemCount) bytes per item"
        if let baseline {
            let baselinePeak = ChildProcess.cleanPeak(ChildProcess.feedPath, baseline)
            line += " (baseline \(baselinePeak / itemCount) bytes per item)"
        }
        warn(line)
        return peak
    }

    /// Writes the scripts into a fixed folder (rewritten by every run, so runs do not pile up folders in /tmp).
    private func generate() {
        mkdir(folder, 0o755)
        for index in 0..<Self.scriptCount {
            let source = """
                return {
                  id = "section-\(index)",
                  items = function(ctx)
                    local items = {}
                    local changed = ctx.vars.variant == "1"
                    for i = 1, \(itemsPerScript) do
                      items[i] = {
                        id = "s\(index)-" .. i,
                        title = ((changed and i % 97 == 0) and "Changed " or "Item ") .. i,
                        score = i % 100,
                      }
                    end
                    return items
                  end,
                  layout = layout.section { group = layout.group.horizontal { width = fractionalWidth(1),
                    height = absolute(60), count = 2, subitems = { layout.item { width = fractionalWidth(1),
                    height = fractionalHeight(1) } } } },
                }
                """
            let path = folder + "/section-\(index).lua"
            guard let file = fopen(path, "w") else {
                warn("feed-bench: cannot write \(path)")
                exit(1)
            }
            fputs(source, file)
            fclose(file)
        }
    }
}
