#if canImport(Glibc)
    import Glibc
#endif

if CommandLine.arguments.dropFirst().first == ChildProcess.peakOfFlag {
    ChildProcess.reportPeak(Array(CommandLine.arguments.dropFirst(2)))
}

// Each area registers its benchmarks in its own file (LayoutBenchmarks.swift, DiffBenchmarks.swift, …).
let registry: [Benchmark] =
    layoutBenchmarks() + diffBenchmarks() + scriptBenchmarks() + hostBenchmarks()
    + stateBenchmarks() + watchBenchmarks() + scaleWatchBenchmarks() + measureBenchmarks() + cellBenchmarks()

var arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }
if arguments.contains("--help") || arguments.contains("-h") {
    print("usage: feed-bench [NAME ...] [--json]\n\nbenchmarks:")
    for benchmark in registry { print("  \(benchmark.name)") }
    exit(0)
}

#if DEBUG
    warn("feed-bench: WARNING: this is a debug build; numbers mean nothing. Use swift run -c release feed-bench")
#endif

let unknown = arguments.filter { name in !registry.contains { $0.name == name || $0.name.hasPrefix(name + ".") } }
if !unknown.isEmpty {
    warn("feed-bench: unknown benchmark \(unknown.joined(separator: ", ")); see feed-bench --help")
    exit(2)
}
let runner = BenchmarkRunner(json: json)
var allReported = true
for benchmark in registry
where arguments.isEmpty || arguments.contains(where: { benchmark.name == $0 || benchmark.name.hasPrefix($0 + ".") }) {
    if !runner.run(benchmark) { allReported = false }
}
// A benchmark left out for a failed run fails the whole: a script reading the lines would miss it in silence.
exit(allReported ? 0 : 1)
