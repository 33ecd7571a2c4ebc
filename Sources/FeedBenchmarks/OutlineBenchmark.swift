import FeedDiff

/// `diff.outline-100k`: an outline section of 99,999 items in a five-level tree (9 top-level items, 10 children
/// each below), every item expanded except 50 of the 9,000 level-3 items. The new tree expands those 50 and
/// collapses 50 others (1,000 rows, 1%, appear or disappear) and moves 1,000 leaves (1%) to other parents.
/// Timed: building the new side as an app does with the Swift API — the outline from its nested items, then a
/// snapshot sharing the old one's identifiers whose section takes the outline's visible rows and their parents
/// (`replaceItems(ofSection:with:)`) — and diffing it against the old snapshot. Baseline in the same run:
/// building and diffing the same visible rows as a flat section (no outline).
func outlineBenchmark() -> Benchmark {
    let scenario = Lazy { OutlineScenario() }
    return Benchmark(
        name: "diff.outline-100k", samples: 11,
        baseline: Benchmark.Baseline(name: "flat-rows") { scenario.value.flatBuildAndDiff() }
    ) { scenario.value.buildAndDiff() }
}

private final class OutlineScenario {
    let newRoots: [OutlineItem]
    let old: Snapshot
    let oldFlat: Snapshot
    let newRows: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int])

    init() {
        var generator = BenchmarkGenerator(seed: 13)
        func node(_ path: [Int], level: Int) -> OutlineItem {
            let children = level == 4 ? [] : (0..<10).map { node(path + [$0], level: level + 1) }
            return OutlineItem(
                id: "n-" + path.map(String.init).joined(separator: "."), isExpanded: true, children: children)
        }
        var oldRoots = (0..<9).map { node([$0], level: 0) }
        func levelThree(_ index: Int) -> (Int, Int, Int, Int) {
            (index / 1_000, index / 100 % 10, index / 10 % 10, index % 10)
        }
        func setExpanded(_ roots: inout [OutlineItem], _ index: Int, _ value: Bool) {
            let (a, b, c, d) = levelThree(index)
            roots[a].children[b].children[c].children[d].isExpanded = value
        }
        let toggled = Array((0..<9_000).shuffled(using: &generator).prefix(100))
        for index in toggled.prefix(50) { setExpanded(&oldRoots, index, false) }
        var newRoots = oldRoots
        for index in toggled.prefix(50) { setExpanded(&newRoots, index, true) }
        for index in toggled.suffix(50) { setExpanded(&newRoots, index, false) }
        for _ in 0..<1_000 {
            let (a, b, c, d) = levelThree(Int.random(in: 0..<9_000, using: &generator))
            let leaves = newRoots[a].children[b].children[c].children[d].children
            guard !leaves.isEmpty else { continue }
            let leaf = newRoots[a].children[b].children[c].children[d].children.remove(
                at: Int.random(in: 0..<leaves.count, using: &generator))
            let (e, f, g, h) = levelThree(Int.random(in: 0..<9_000, using: &generator))
            let count = newRoots[e].children[f].children[g].children[h].children.count
            newRoots[e].children[f].children[g].children[h].children.insert(
                leaf, at: Int.random(in: 0...count, using: &generator))
        }
        self.newRoots = newRoots
        do {
            let oldOutline = try OutlineSnapshot(oldRoots)
            let oldRows = oldOutline.visibleRows()
            var old = try Snapshot(sections: [("outline", 0, [])])
            try old.replaceItems(ofSection: "outline", with: oldOutline)
            self.old = old
            oldFlat = try Snapshot(sections: [("outline", 0, pairs(oldRows))])
            newRows = try OutlineSnapshot(newRoots).visibleRows()
        } catch {
            preconditionFailure("benchmark outline is invalid: \(error)")
        }
    }

    /// The new side built as a feed build does, then diffed; returns a checksum.
    func buildAndDiff() -> UInt64 {
        do {
            let outline = try OutlineSnapshot(newRoots)
            var new = try Snapshot(sections: [("outline", 0, [])], sharingIdentifiersWith: old)
            try new.replaceItems(ofSection: "outline", with: outline)
            return checksum(Changeset(from: old, to: new))
        } catch {
            return 0
        }
    }

    /// The same visible rows as a flat section: snapshot and diff only.
    func flatBuildAndDiff() -> UInt64 {
        guard
            let new = try? Snapshot(
                sections: [("outline", 0, pairs(newRows))], sharingIdentifiersWith: oldFlat)
        else { return 0 }
        return checksum(Changeset(from: oldFlat, to: new))
    }

    private func checksum(_ changes: Changeset) -> UInt64 {
        UInt64(
            changes.items.inserted.count &* 3 &+ changes.items.deleted.count &* 5 &+ changes.items.moved.count &* 7
                &+ changes.batch.operationCount)
    }
}

/// Visible rows as the (id, hash) pairs a snapshot is built from, made directly as labeled tuples: an
/// `Array(zip(...))` of unlabeled ones is cast to them element by element at run time (12% of this benchmark).
private func pairs(_ rows: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int])) -> [(
    id: String, hash: UInt64
)] {
    rows.ids.indices.map { (id: rows.ids[$0], hash: rows.hashes[$0]) }
}
