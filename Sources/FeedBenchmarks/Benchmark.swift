/// One named benchmark: a measured body and, optionally, a baseline measured in the same run.
///
/// `body` returns a checksum so the optimiser cannot drop the work; `setUp` runs once, outside the timing.
struct Benchmark {
    let name: String
    let samples: Int
    let warmUp: Int
    let measure: () -> UInt64
    let baseline: Baseline?
    /// Reports the peak extra bytes the body needed, when the benchmark tracks memory.
    let peakBytes: (() -> Int)?
    /// Whether body and baseline samples alternate (one of each, in turn) instead of all of one then all of the
    /// other. For whole-process benchmarks: the machine's load drifts over a run, and alternating gives both
    /// sides the same load. In-process benchmarks keep the blocks, so the baseline's heap does not reshape the
    /// body's between samples.
    let interleaved: Bool

    struct Baseline {
        let name: String
        let measure: () -> UInt64
    }

    init(
        name: String, samples: Int = 21, warmUp: Int = 2, baseline: Baseline? = nil,
        peakBytes: (() -> Int)? = nil, interleaved: Bool = false, measure: @escaping () -> UInt64
    ) {
        self.name = name
        self.samples = samples
        self.warmUp = warmUp
        self.measure = measure
        self.baseline = baseline
        self.peakBytes = peakBytes
        self.interleaved = interleaved
    }
}
