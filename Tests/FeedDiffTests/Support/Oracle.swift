import FeedDiff
import Testing

/// The checks every diff must pass: the batch obeys the one-batch rules, and applying it (then the
/// after-batch reloads) to the old snapshot gives the new one.
enum Oracle {
    static func check(
        _ changes: Changeset, from old: Snapshot, to new: Snapshot, _ label: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let problems = BatchValidator(from: old, to: new).problems(in: changes.batch, afterBatch: changes.afterBatch)
        #expect(problems.isEmpty, "\(label()): \(problems)", sourceLocation: sourceLocation)
        do {
            let result = try old.applying(changes, reading: new)
            #expect(
                result == new, "\(label()): applying gives \(result.dump), expected \(new.dump)",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(label()): \(error)", sourceLocation: sourceLocation)
        }
    }

    /// The length of a longest strictly increasing subsequence (length only; independent of the engine's).
    static func lisLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    /// The minimal numbers of section and item moves between two snapshots, from their identifiers alone.
    static func minimalMoves(from old: Snapshot, to new: Snapshot) -> (sections: Int, items: Int) {
        let survivors = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
        let sectionMoves = survivors.count - lisLength(survivors)
        var itemMoves = 0
        for section in new.sectionIdentifiers where old.indexOfSection(section) != nil {
            var stays: [Int] = []
            for item in (try? new.itemIdentifiers(inSection: section)) ?? [] {
                guard let was = old.sectionIdentifier(containingItem: item) else { continue }
                if was == section {
                    stays.append(old.path(ofItem: item)!.item)
                } else if new.indexOfSection(was) != nil {
                    itemMoves += 1
                }
            }
            itemMoves += stays.count - lisLength(stays)
        }
        return (sectionMoves, itemMoves)
    }
}
