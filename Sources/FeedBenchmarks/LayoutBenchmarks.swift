import FeedLayout
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The layout benchmarks: a 1M-item feed solved from scratch, rectangle queries in it, and a one-section relayout.
func layoutBenchmarks() -> [Benchmark] {
    let state = LayoutBenchmarkState()
    return [
        Benchmark(
            name: "layout.uniform-1M", samples: 11, warmUp: 1,
            baseline: Benchmark.Baseline(name: "write-1M-frames") { state.writeFrames() },
            peakBytes: { state.peakBytes() }
        ) { state.solveAll() },
        Benchmark(name: "layout.query", samples: 401, warmUp: 20) { state.queryNext() },
        Benchmark(
            name: "layout.relayout-one", samples: 21, warmUp: 2,
            baseline: Benchmark.Baseline(name: "layout.uniform-1M") { state.solveAll() }
        ) { state.relayoutOne() },
    ]
}

/// The shared 1M-item feed, built on first use so that listing or running other benchmarks costs nothing.
final class LayoutBenchmarkState {
    static let sectionCount = 100
    static let itemsPerSection = 10_000

    let solver = LayoutSolver(environment: LayoutEnvironment(width: 390, height: 844, scale: 3))
    lazy var inputs: [SectionInput] = (0..<Self.sectionCount).map(Self.section)
    lazy var result: LayoutResult = solveOnce()
    /// The baseline's preallocated output, a stored property so that writing to it happens in place.
    var frames = ContiguousArray<Rect>()
    /// The peak extra bytes of the first full solve, measured before any other solve has warmed the allocator.
    var measuredPeak: Int?
    /// 997 offsets spread over the whole feed by a multiplicative hash, so consecutive queries land far apart.
    lazy var queryOffsets: [Double] = {
        let height = UInt64(max(result.contentSize.height - 844, 1))
        return (0..<997).map { (index: UInt64) in Double((index &* 2_654_435_761) % height) }
    }()
    var queryCursor = 0
    var relayoutToggle = false

    /// Three shapes in turn: two-column grid rows, a plain list, an orthogonal carousel.
    static func section(_ index: Int) -> SectionInput {
        switch index % 3 {
        case 0:
            let item = LayoutItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                contentInsets: EdgeInsets(all: 4))
            let row = LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
                subitems: [.item(item)], count: 2)
            return SectionInput(
                LayoutSection(group: row, contentInsets: EdgeInsets(all: 12), interGroupSpacing: 8),
                itemCount: itemsPerSection)
        case 1:
            return SectionInput(
                list: ListConfiguration(appearance: .insetGrouped, hasHeader: true), itemCount: itemsPerSection)
        default:
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            let group = LayoutGroup(
                direction: .horizontal, size: LayoutSize(width: .fractionalWidth(0.8), height: .absolute(200)),
                subitems: [.item(item)])
            return SectionInput(
                LayoutSection(
                    group: group, contentInsets: EdgeInsets(all: 16), interGroupSpacing: 10,
                    orthogonalScrolling: .groupPaging),
                itemCount: itemsPerSection)
        }
    }

    func solveOnce() -> LayoutResult {
        do {
            return try solver.solve(inputs)
        } catch {
            warn("feed-bench: layout failed: \(error)")
            exit(1)
        }
    }

    func solveAll() -> UInt64 {
        if measuredPeak == nil {
            measuredPeak = measurePeak()
            Self.keepFreedMemory()
        }
        let solved = solveOnce()
        return UInt64(solved.contentSize.height) &+ UInt64(solved.sections.count)
    }

    /// The baseline: writing 1M frames into a preallocated array and nothing else.
    func writeFrames() -> UInt64 {
        let count = Self.sectionCount * Self.itemsPerSection
        if frames.count != count { frames = ContiguousArray(repeating: .zero, count: count) }
        for index in 0..<count {
            frames[index] = Rect(x: Double(index & 1) * 195, y: Double(index >> 1) * 60, width: 195, height: 60)
        }
        return UInt64(frames[count - 1].y)
    }

    func queryNext() -> UInt64 {
        let offsets = queryOffsets
        let offset = offsets[queryCursor % offsets.count]
        queryCursor += 1
        let found = result.elements(in: Rect(x: 0, y: offset, width: 390, height: 844))
        return UInt64(found.count)
    }

    func relayoutOne() -> UInt64 {
        relayoutToggle.toggle()
        let base = result
        var input = inputs[50]
        input.itemCount = Self.itemsPerSection - (relayoutToggle ? 1 : 0)
        do {
            let next = try solver.relayout(base, replacing: 50, with: input)
            return UInt64(next.contentSize.height)
        } catch {
            warn("feed-bench: relayout failed: \(error)")
            exit(1)
        }
    }

    /// The extra resident memory a full solve needs at its peak (per item: this divided by 1M).
    func peakBytes() -> Int { measuredPeak ?? measurePeak() }

    /// Measures one solve's peak. It runs before any other solve, so that no memory freed by an earlier solve
    /// hides the growth.
    private func measurePeak() -> Int {
        _ = inputs
        return PeakMemory.measure { solveOnce() }
    }

    /// Tells glibc to keep freed memory instead of returning it to the kernel after every solve, as a long-running
    /// host would see it; otherwise each sample pays for faulting ~40 MB of fresh pages, which the baseline (a
    /// preallocated array) never does. Set after the peak is measured, so the peak stays honest.
    private static func keepFreedMemory() {
        if getenv("FEED_BENCH_DEFAULT_MALLOC") != nil { return }
        _ = setMallocOption(mallocTrimThreshold, Int32.max)
        _ = setMallocOption(mallocMmapThreshold, 32 * 1024 * 1024)
    }
}

/// glibc's `mallopt`, which the Glibc module does not export; `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` from
/// `<malloc.h>`.
@_silgen_name("mallopt")
private func setMallocOption(_ parameter: Int32, _ value: Int32) -> Int32
private let mallocTrimThreshold: Int32 = -1
private let mallocMmapThreshold: Int32 = -3
