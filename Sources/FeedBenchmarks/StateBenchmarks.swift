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
/// Peak bytes: the largest resident set of a measured child (its VmHWM); stderr gets it per item, with the
/// baseline's.
func stateBenchmarks() -> [Benchmark] {
    let large = StateBenchmarkFeed(itemsPerScript: 100_000)
    let small = StateBenchmarkFeed(itemsPerScript: 10_000)
    return [small, large].flatMap { feed in
        [
            Benchmark(
                name: "host.state-\(feed.label)", samples: feed.samples, warmUp: 1,
                baseline: Benchmark.Baseline(name: "build --no-state") { feed.build(withState: false) },
                peakBytes: { feed.reportPeaks(of: "host.state-\(feed.label)") }
            ) { feed.build(withState: true) },
            Benchmark(
                name: "host.diff-states-\(feed.label)", samples: feed.samples, warmUp: 1,
                baseline: Benchmark.Baseline(name: "feed --version") { feed.run(["--version"], peak: \.ignored) },
                peakBytes: { feed.reportPeaks(of: "host.diff-states-\(feed.label)") }
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

    /// The largest resident sets seen: of the measured runs, of the baseline runs, and of runs nobody reports.
    struct Peaks {
        var measured = 0
        var baseline = 0
        var ignored = 0
    }
    private var peaks = Peaks()
    private var variant = 0

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

    /// Runs `feed` with `arguments`, keeping the child's peak in `peak`.
    func run(_ arguments: [String], peak: WritableKeyPath<Peaks, Int>) -> UInt64 {
        _ = generated
        let exit = ChildProcess.run(ChildProcess.feedPath, arguments)
        peaks[keyPath: peak] = max(peaks[keyPath: peak], exit.peakBytes)
        return exit.status < 0 ? 1 << 32 : UInt64(exit.status)
    }

    /// `feed build` of the other variant than last time, with the state file or without one.
    func build(withState: Bool) -> UInt64 {
        variant = 1 - variant
        let state = withState ? ["--state", statePath] : ["--no-state"]
        return run(buildArguments(variant: variant) + state, peak: withState ? \.measured : \.baseline)
    }

    /// `feed build` of one variant as JSON, with a script time limit a loaded machine cannot hit and a feed memory
    /// limit that 1M items fit in.
    private func buildArguments(variant: Int) -> [String] {
        [
            "build", folder, "--format", "json", "--set", "variant=\(variant)", "--script-timeout", "60",
            "--memory-limit", "2G",
        ]
    }

    func diffStates() -> UInt64 {
        run(["diff", variantStatePath(0), variantStatePath(1), "--format", "json"], peak: \.measured)
    }

    /// The measured peak; stderr gets it and the baseline's per item. Resets both for the next benchmark.
    func reportPeaks(of name: String) -> Int {
        let measured = peaks.measured
        var line = "\(name) peak resident memory: \(measured / itemCount) bytes per item"
        if peaks.baseline > 0 { line += " (baseline \(peaks.baseline / itemCount) bytes per item)" }
        warn(line)
        peaks = Peaks()
        return measured
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
