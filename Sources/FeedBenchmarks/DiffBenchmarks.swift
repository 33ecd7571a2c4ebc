import FeedDiff

/// The diff benchmarks.
///
/// - `diff.dk-100k` / `diff.dk-1M`: DifferenceKit's published scenario (100,000 ids "item-N": delete
///   20,000..<30,000, insert 10,000 new ids at 30,000, shuffle 0..<2,000; and the same ×10), end to end as a user
///   pays it: from the two `[String]` id arrays to a change set (both snapshots built straight from the arrays
///   by `Snapshot(section:items:)`, the new one sharing the old one's keys, then diffed), against a same-run
///   baseline: a Heckel-style flat diff keyed by the id strings (the algorithm DifferenceKit uses, written here),
///   which hashes the `String`s with Swift's `Hasher` as DifferenceKit does. Peak bytes: the extra resident memory of one end-to-end run. The `.build` entries time
///   building both snapshots alone, the `.diff` entries the diff of prebuilt snapshots alone. Session 8 (all-zero
///   hashes stored as a count, new ids of a shared table in a small second table, no slot-range sort in tables
///   within the cache): peak bytes 10.6 MB → 6.9 MB at 100k and 96 MB → 64 MB at 1M; per run 57.8 M → 48.2 M
///   instructions at 100k, 577 M → 537 M at 1M (callgrind); wall-clock ratios were taken on a loaded machine
///   only (docs/decisions.md, "Building the two snapshots allocates less"). Session 11 (no item locations
///   stored for a fresh one-section snapshot, big buffers reused through `BufferPool`): per run 45.2 M → 39.9 M
///   instructions at 100k, 508 M → 458 M at 1M; peak bytes 6.1 → 5.0 MB and 57 → 45 MB; ratios 0.35–0.61 →
///   0.21–0.39 at 100k (the baseline swings between ~11 and ~21 ms), 0.20 → 0.13 at 1M (docs/decisions.md, "Big
///   buffers are pooled").
/// - `diff.stdlib-5k`: DifferenceKit's 5,000-id scenario (delete 1,000, insert 1,000, shuffle 200), building
///   both snapshots and diffing, against `difference(from:).inferringMoves()` on the id arrays.
/// - `diff.sections-1000x1000`: 1,000 sections × 1,000 items, 1% of items moved across sections, 1% updated,
///   10 sections moved; `.build` as above.
/// - `diff.outline-100k`: see `OutlineBenchmark.swift`.
func diffBenchmarks() -> [Benchmark] {
    let dk100k = Lazy { DiffScenario.differenceKit(scale: 1) }
    let dk1M = Lazy { DiffScenario.differenceKit(scale: 10) }
    let sections = Lazy { DiffScenario.sections() }
    let stdlib5k = Lazy {
        DiffScenario.flat(count: 5_000, deleting: 1_000..<2_000, inserting: 1_000, at: 2_000, shuffling: 200)
    }
    return [
        Benchmark(
            name: "diff.dk-100k",
            baseline: Benchmark.Baseline(name: "heckel-strings") { dk100k.value.heckelBaseline() },
            peakBytes: { dk100k.value.peak.value }
        ) { dk100k.value.endToEnd() },
        Benchmark(name: "diff.dk-100k.build", samples: 11) { dk100k.value.build() },
        Benchmark(name: "diff.dk-100k.diff") { dk100k.value.diff() },
        Benchmark(
            name: "diff.dk-1M", samples: 7, warmUp: 1,
            baseline: Benchmark.Baseline(name: "heckel-strings") { dk1M.value.heckelBaseline() },
            peakBytes: { dk1M.value.peak.value }
        ) { dk1M.value.endToEnd() },
        Benchmark(name: "diff.dk-1M.build", samples: 3, warmUp: 1) { dk1M.value.build() },
        Benchmark(name: "diff.dk-1M.diff", samples: 7, warmUp: 1) { dk1M.value.diff() },
        Benchmark(
            name: "diff.stdlib-5k",
            baseline: Benchmark.Baseline(name: "stdlib-difference-inferringMoves") {
                stdlib5k.value.stdlibBaseline()
            }
        ) { stdlib5k.value.build() &+ stdlib5k.value.diff() },
        Benchmark(name: "diff.sections-1000x1000.build", samples: 3, warmUp: 1) { sections.value.build() },
        Benchmark(name: "diff.sections-1000x1000", samples: 7, warmUp: 1) { sections.value.diff() },
        outlineBenchmark(),
    ]
}

/// A value computed on first use, so listing or filtering benchmarks does not build every scenario.
final class Lazy<Value> {
    private let make: () -> Value
    private(set) lazy var value: Value = make()

    init(_ make: @escaping () -> Value) {
        self.make = make
    }
}

/// Two snapshots' worth of input, and the snapshots built from it.
private struct DiffScenario {
    /// What a snapshot is built from: sections spelled out, or one section of plain ids (as a user with two
    /// `[String]` arrays has them).
    enum Input {
        case sections([(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])])
        case ids([String])

        /// The ids of all sections in order, for the flat baselines.
        var flatIDs: [String] {
            switch self {
            case .sections(let sections): sections.flatMap { $0.items.map(\.id) }
            case .ids(let ids): ids
            }
        }

        func snapshot(sharingIdentifiersWith base: Snapshot? = nil) throws(SnapshotError) -> Snapshot {
            switch self {
            case .sections(let sections): try Snapshot(sections: sections, sharingIdentifiersWith: base)
            case .ids(let ids): try Snapshot(section: "feed", items: ids, sharingIdentifiersWith: base)
            }
        }
    }

    let oldInput: Input
    let newInput: Input
    let old: Snapshot
    let new: Snapshot
    let oldIDs: [String]
    let newIDs: [String]

    init(old oldInput: Input, new newInput: Input) {
        self.oldInput = oldInput
        self.newInput = newInput
        oldIDs = oldInput.flatIDs
        newIDs = newInput.flatIDs
        do {
            old = try oldInput.snapshot()
            new = try newInput.snapshot(sharingIdentifiersWith: old)
        } catch {
            preconditionFailure("benchmark input repeats an identifier: \(error)")
        }
        let (oldFlat, newFlat) = (oldIDs, newIDs)
        peak = Lazy { PeakMemory.measure { Self.endToEnd(oldFlat, newFlat) } }
    }

    /// The extra resident bytes of one end-to-end run, measured on first use (before the first sample, so no
    /// memory an earlier run freed hides the growth).
    let peak: Lazy<Int>

    /// From the two flat id arrays to a change set: both snapshots, the diff.
    func endToEnd() -> UInt64 {
        _ = peak.value
        return Self.endToEnd(oldIDs, newIDs)
    }

    private static func endToEnd(_ oldIDs: [String], _ newIDs: [String]) -> UInt64 {
        guard let old = try? Snapshot(section: "feed", items: oldIDs),
            let new = try? Snapshot(section: "feed", items: newIDs, sharingIdentifiersWith: old)
        else { return 0 }
        return checksum(Changeset(from: old, to: new))
    }

    /// Builds both snapshots; returns a checksum.
    func build() -> UInt64 {
        guard let old = try? oldInput.snapshot(), let new = try? newInput.snapshot(sharingIdentifiersWith: old)
        else { return 0 }
        return UInt64(old.numberOfItems &+ new.numberOfItems)
    }

    /// Diffs the prebuilt snapshots; returns a checksum.
    func diff() -> UInt64 {
        Self.checksum(Changeset(from: old, to: new))
    }

    private static func checksum(_ changes: Changeset) -> UInt64 {
        UInt64(
            changes.items.inserted.count &* 3 &+ changes.items.deleted.count &* 5 &+ changes.items.moved.count &* 7
                &+ changes.items.updated.count &* 11 &+ changes.batch.operationCount &+ changes.sections.moved.count)
    }

    /// Stdlib's Myers diff with moves inferred, on the flat id arrays.
    func stdlibBaseline() -> UInt64 {
        let difference = newIDs.difference(from: oldIDs).inferringMoves()
        return UInt64(difference.insertions.count &+ difference.removals.count)
    }

    /// A flat Heckel-style diff keyed by id strings: one symbol table of old positions, then deletes with a
    /// running offset, inserts, and a move wherever a kept id's shifted old position differs from its new one.
    func heckelBaseline() -> UInt64 {
        var table: [String: Int] = [:]
        table.reserveCapacity(oldIDs.count)
        for (index, id) in oldIDs.enumerated() { table[id] = index }
        var newIndexOfOld = [Int](repeating: -1, count: oldIDs.count)
        var oldIndexOfNew = [Int](repeating: -1, count: newIDs.count)
        for (index, id) in newIDs.enumerated() {
            if let oldIndex = table[id] {
                oldIndexOfNew[index] = oldIndex
                newIndexOfOld[oldIndex] = index
            }
        }
        var deletedBefore = [Int](repeating: 0, count: oldIDs.count)
        var deletes = 0
        for index in oldIDs.indices {
            deletedBefore[index] = deletes
            if newIndexOfOld[index] < 0 { deletes += 1 }
        }
        var inserts = 0
        var moves = 0
        for index in newIDs.indices {
            let oldIndex = oldIndexOfNew[index]
            if oldIndex < 0 {
                inserts += 1
            } else if oldIndex - deletedBefore[oldIndex] + inserts != index {
                moves += 1
            }
        }
        return UInt64(deletes &* 5 &+ inserts &* 3 &+ moves &* 7)
    }

    /// DifferenceKit's scenario scaled: 100,000 × `scale` ids.
    static func differenceKit(scale: Int) -> DiffScenario {
        flat(
            count: 100_000 * scale, deleting: (20_000 * scale)..<(30_000 * scale), inserting: 10_000 * scale,
            at: 30_000 * scale, shuffling: 2_000 * scale)
    }

    /// One section of `count` ids; delete a range, insert new ids at an index of the result, shuffle a head.
    static func flat(
        count: Int, deleting deleted: Range<Int>, inserting inserted: Int, at insertion: Int, shuffling head: Int
    ) -> DiffScenario {
        var generator = BenchmarkGenerator(seed: 7)
        let oldIDs = (0..<count).map { "item-\($0)" }
        var newIDs = oldIDs
        newIDs.removeSubrange(deleted)
        newIDs.insert(contentsOf: (count..<(count + inserted)).map { "item-\($0)" }, at: insertion)
        newIDs[0..<head].shuffle(using: &generator)
        return DiffScenario(old: .ids(oldIDs), new: .ids(newIDs))
    }

    /// 1,000 sections × 1,000 items; 1% of items moved across sections, 1% updated, 10 sections moved.
    static func sections() -> DiffScenario {
        var generator = BenchmarkGenerator(seed: 11)
        let old: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])] = (0..<1_000).map { section in
            ("section-\(section)", 0, (0..<1_000).map { ("item-\(section * 1_000 + $0)", 0) })
        }
        var new = old
        for _ in 0..<10_000 {
            let from = Int.random(in: 0..<new.count, using: &generator)
            guard !new[from].items.isEmpty else { continue }
            let item = new[from].items.remove(at: Int.random(in: 0..<new[from].items.count, using: &generator))
            let to = Int.random(in: 0..<new.count, using: &generator)
            new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &generator))
        }
        for _ in 0..<10_000 {
            let section = Int.random(in: 0..<new.count, using: &generator)
            guard !new[section].items.isEmpty else { continue }
            new[section].items[Int.random(in: 0..<new[section].items.count, using: &generator)].hash &+= 1
        }
        for _ in 0..<10 {
            let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
        }
        return DiffScenario(old: .sections(old), new: .sections(new))
    }
}

/// xorshift64*, so every run benchmarks the same shuffles.
struct BenchmarkGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed | 1
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
