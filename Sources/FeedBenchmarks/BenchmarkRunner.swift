#if canImport(Glibc)
    import Glibc
#endif

/// Runs benchmarks in the manner of NIO's performance tester: warm-up, N samples, min/median/p90, a checksum,
/// a same-run baseline, and one JSON line each (docs/spec/contract.md §7).
struct BenchmarkRunner {
    var json: Bool

    /// `FEED_BENCH_SAMPLES=N`: N samples and no warm-up for every benchmark, so a profiler (callgrind runs
    /// 50× slower) sees a few runs rather than dozens; the numbers are then only for that profile.
    var samplesOverride: Int? = getenv("FEED_BENCH_SAMPLES").flatMap { Int(String(cString: $0)) }

    /// Runs `benchmark` and prints its line; false, with no line, when a process it started failed.
    func run(_ benchmark: Benchmark) -> Bool {
        let count = samplesOverride ?? benchmark.samples
        let warmUp = samplesOverride == nil ? benchmark.warmUp : 0
        _ = ChildProcess.takeFailures()
        let (samples, checksum, baselineMedian) = Self.measure(benchmark, samples: count, warmUp: warmUp)
        let peak = benchmark.peakBytes?()
        // The times of a `feed` that failed (the bundled feed broken, a state path it cannot write) are of the
        // failure, not of the command: printed, `host.cold-build-plugins` read as a target met.
        let failures = ChildProcess.takeFailures()
        if let failure = failures.first {
            warn("feed-bench: \(benchmark.name): no figures: \(failure) (\(failures.count) failed run(s))")
            return false
        }
        let ratio = baselineMedian.map { Double(samples.median) / Double(max($0, 1)) }
        if json {
            var line = "{\"name\":\"\(benchmark.name)\",\"unit\":\"ns\",\"samples\":\(samples.values.count)"
            line += ",\"min\":\(samples.min),\"median\":\(samples.median),\"p90\":\(samples.p90)"
            line += ",\"checksum\":\(checksum)"
            if let baseline = benchmark.baseline, let median = baselineMedian {
                line += ",\"baseline\":{\"name\":\"\(baseline.name)\",\"median\":\(median)}"
                line += ",\"ratio\":\(Self.decimal(ratio ?? 0))"
            } else {
                line += ",\"baseline\":null,\"ratio\":null"
            }
            line += ",\"peakBytes\":\(peak.map(String.init) ?? "null")}"
            emit(line)
        } else {
            var line = "\(benchmark.name): median \(Self.human(samples.median)), min \(Self.human(samples.min))"
            line += ", p90 \(Self.human(samples.p90))"
            if let baseline = benchmark.baseline, let median = baselineMedian {
                line += "; baseline \(baseline.name) \(Self.human(median)), ratio \(Self.decimal(ratio ?? 0))"
            }
            if let peak { line += "; peak \(peak) bytes" }
            emit(line)
        }
        return true
    }

    struct Samples {
        var values: [UInt64]
        var min: UInt64 { values.first ?? 0 }
        var median: UInt64 { values.isEmpty ? 0 : values[values.count / 2] }
        var p90: UInt64 { values.isEmpty ? 0 : values[Swift.min(values.count - 1, values.count * 9 / 10)] }
    }

    /// The body's samples and checksum, and the baseline's median when there is a baseline.
    static func measure(_ benchmark: Benchmark, samples count: Int, warmUp: Int) -> (Samples, UInt64, UInt64?) {
        guard let baseline = benchmark.baseline else {
            let (samples, checksum) = sample(count, warmUp: warmUp, benchmark.measure)
            return (samples, checksum, nil)
        }
        guard benchmark.interleaved else {
            let (samples, checksum) = sample(count, warmUp: warmUp, benchmark.measure)
            return (samples, checksum, sample(count, warmUp: warmUp, baseline.measure).0.median)
        }
        // The checksum is the body's alone, as when the two are sampled apart.
        var (checksum, baselineChecksum): (UInt64, UInt64) = (0, 0)
        for _ in 0..<warmUp {
            checksum &+= benchmark.measure()
            baselineChecksum &+= baseline.measure()
        }
        var (values, baselineValues) = ([UInt64](), [UInt64]())
        for _ in 0..<max(1, count) {
            values.append(timed(benchmark.measure, into: &checksum))
            baselineValues.append(timed(baseline.measure, into: &baselineChecksum))
        }
        return (Samples(values: values.sorted()), checksum, Samples(values: baselineValues.sorted()).median)
    }

    /// The nanoseconds one call of `body` took; its checksum is added to `checksum`.
    static func timed(_ body: () -> UInt64, into checksum: inout UInt64) -> UInt64 {
        let start = now()
        checksum &+= body()
        return now() - start
    }

    static func sample(_ count: Int, warmUp: Int, _ body: () -> UInt64) -> (Samples, UInt64) {
        var checksum: UInt64 = 0
        for _ in 0..<warmUp { checksum &+= body() }
        var values: [UInt64] = []
        values.reserveCapacity(count)
        for _ in 0..<max(1, count) { values.append(timed(body, into: &checksum)) }
        values.sort()
        return (Samples(values: values), checksum)
    }

    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    static func decimal(_ value: Double) -> String {
        let scaled = (value * 1000).rounded() / 1000
        return String(scaled)
    }

    static func human(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds)
        if value >= 1e9 { return "\(decimal(value / 1e9)) s" }
        if value >= 1e6 { return "\(decimal(value / 1e6)) ms" }
        if value >= 1e3 { return "\(decimal(value / 1e3)) µs" }
        return "\(nanoseconds) ns"
    }

    /// Writes one line straight to the descriptor, unbuffered, so lines appear as each benchmark ends.
    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let rest = Array(bytes[offset...])
            let written = Glibc.write(descriptor, rest, rest.count)
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Writes a line of output (stdout) unbuffered.
func emit(_ line: String) { BenchmarkRunner.write(line, to: 1) }

/// Writes a line to stderr.
func warn(_ line: String) { BenchmarkRunner.write(line, to: 2) }
