/// The layout benchmarks; filled in by its issue.
func layoutBenchmarks() -> [Benchmark] {
    []
}
