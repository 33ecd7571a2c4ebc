@testable import FeedDiff

/// Checks a batch against the rules of ONE `performBatchUpdates` (docs/spec/contract.md §5), knowing only how many items
/// each section holds before and after — separate code from the diff and from ``Snapshot/applying(_:reading:)``.
///
/// The rules: indexes in range (old ones for deletes, reloads and move sources; new ones for inserts and move
/// targets); no section or item position used twice on either side (so nothing is both deleted and moved, and
/// no moved item is reloaded); no item change inside a section that is deleted, inserted, reloaded or moved;
/// section counts and, per section, item counts that add up; after-batch reloads, reconfigures and section
/// updates in range and distinct.
struct BatchValidator: Sendable {
    /// Items per section before the batch.
    var oldCounts: [Int]
    /// Items per section after the batch.
    var newCounts: [Int]

    /// Creates a validator for a change between snapshots with these shapes.
    init(oldCounts: [Int], newCounts: [Int]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
    }

    /// Creates a validator for a change between two snapshots (only their shapes are used).
    init(from old: Snapshot, to new: Snapshot) {
        self.init(
            oldCounts: old.sections.map(\.itemKeys.count), newCounts: new.sections.map(\.itemKeys.count))
    }

    /// Every broken rule, as sentences; empty when the batch is valid.
    func problems(in batch: BatchUpdate, afterBatch: AfterBatchUpdate = AfterBatchUpdate()) -> [String] {
        var problems: [String] = []
        let oldSections = batch.deleteSections + batch.reloadSections + batch.moveSections.map(\.from)
        let newSections = batch.insertSections + batch.moveSections.map(\.to)
        problems += outOfRange(oldSections, count: oldCounts.count, side: "old")
        problems += outOfRange(newSections, count: newCounts.count, side: "new")
        problems += repeated(oldSections, what: "old section")
        problems += repeated(newSections, what: "new section")
        if newCounts.count != oldCounts.count - batch.deleteSections.count + batch.insertSections.count {
            problems.append(
                "\(oldCounts.count) sections - \(batch.deleteSections.count) deleted + "
                    + "\(batch.insertSections.count) inserted is not \(newCounts.count)")
        }
        guard problems.isEmpty else { return problems }

        // Sections neither deleted nor moved keep their order and fill the new indexes nobody else takes.
        let removed = Set(batch.deleteSections + batch.moveSections.map(\.from))
        let taken = Set(newSections)
        let stableOld = oldCounts.indices.filter { !removed.contains($0) }
        let stableNew = newCounts.indices.filter { !taken.contains($0) }
        var newIndexOf: [Int: Int] = [:]
        for (oldIndex, newIndex) in zip(stableOld, stableNew) { newIndexOf[oldIndex] = newIndex }
        let reloadedNew = Set(batch.reloadSections.compactMap { newIndexOf[$0] })
        let closedOld = removed.union(batch.reloadSections)
        let closedNew = taken.union(reloadedNew)

        let oldPaths = batch.deleteItems + batch.reloadItems + batch.moveItems.map(\.from)
        let newPaths = batch.insertItems + batch.moveItems.map(\.to)
        for path in oldPaths {
            if !oldCounts.indices.contains(path.section) || !(0..<oldCounts[path.section]).contains(path.item) {
                problems.append("old item \(path) is out of range")
            } else if closedOld.contains(path.section) {
                problems.append("old item \(path) lies in a section that is deleted, reloaded or moved")
            }
        }
        for path in newPaths {
            if !newCounts.indices.contains(path.section) || !(0..<newCounts[path.section]).contains(path.item) {
                problems.append("new item \(path) is out of range")
            } else if closedNew.contains(path.section) {
                problems.append("new item \(path) lies in a section that is inserted, reloaded or moved")
            }
        }
        problems += repeated(oldPaths, what: "old item")
        problems += repeated(newPaths, what: "new item")
        problems += countProblems(batch, newIndexOf: newIndexOf, reloaded: Set(batch.reloadSections))
        let afterPaths = afterBatch.reloadItems + afterBatch.reconfigureItems
        for path in afterPaths
        where !newCounts.indices.contains(path.section) || !(0..<newCounts[path.section]).contains(path.item) {
            problems.append("after-batch item update \(path) is out of range")
        }
        problems += repeated(afterPaths, what: "after-batch item update")
        problems += outOfRange(afterBatch.updatedSections, count: newCounts.count, side: "after-batch updated")
        problems += repeated(afterBatch.updatedSections, what: "after-batch updated section")
        return problems
    }

    private func countProblems(_ batch: BatchUpdate, newIndexOf: [Int: Int], reloaded: Set<Int>) -> [String] {
        var change: [Int: Int] = [:]
        for path in batch.deleteItems + batch.moveItems.map(\.from) { change[path.section, default: 0] -= 1 }
        var arrivals: [Int: Int] = [:]
        for path in batch.insertItems + batch.moveItems.map(\.to) { arrivals[path.section, default: 0] += 1 }
        var problems: [String] = []
        for (oldIndex, newIndex) in newIndexOf.sorted(by: { $0.key < $1.key }) where !reloaded.contains(oldIndex) {
            let expected = oldCounts[oldIndex] + change[oldIndex, default: 0] + arrivals[newIndex, default: 0]
            if expected != newCounts[newIndex] {
                problems.append(
                    "section \(oldIndex) → \(newIndex) should hold \(expected) items after the batch, "
                        + "the new snapshot has \(newCounts[newIndex])")
            }
        }
        for move in batch.moveSections where oldCounts[move.from] != newCounts[move.to] {
            problems.append("moved section \(move.from) → \(move.to) changes its item count")
        }
        return problems
    }

    private func outOfRange(_ indexes: [Int], count: Int, side: String) -> [String] {
        indexes.filter { !(0..<count).contains($0) }.map { "\(side) section \($0) is out of range" }
    }

    private func repeated<Element: Hashable & CustomStringConvertible>(_ values: [Element], what: String) -> [String] {
        var seen = Set<Element>()
        var reported = Set<Element>()
        var problems: [String] = []
        for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
            problems.append("\(what) \(value) is used more than once")
        }
        return problems
    }
}
