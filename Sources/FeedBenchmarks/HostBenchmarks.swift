/// The host benchmarks; filled in by its issue.
func hostBenchmarks() -> [Benchmark] {
    []
}
