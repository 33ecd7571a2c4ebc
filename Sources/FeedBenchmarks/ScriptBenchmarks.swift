/// The script benchmarks; filled in by its issue.
func scriptBenchmarks() -> [Benchmark] {
    []
}
