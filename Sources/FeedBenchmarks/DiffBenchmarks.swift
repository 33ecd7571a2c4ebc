/// The diff benchmarks; filled in by its issue.
func diffBenchmarks() -> [Benchmark] {
    []
}
