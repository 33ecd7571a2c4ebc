import FeedDiff

/// Random snapshots and random edits of them through the snapshot API, for the property tests.
struct RandomEdits {
    var generator: SeededGenerator
    private var nextItem = 0
    private var nextSection = 0

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A snapshot of 1...maxSections sections holding 0...maxItems items in all.
    mutating func snapshot(maxSections: Int, maxItems: Int) throws -> Snapshot {
        let sectionCount = Int.random(in: 1...maxSections, using: &generator)
        var shape: [(id: String, hash: UInt64, items: [(id: String, hash: UInt64)])] = (0..<sectionCount).map { _ in
            (freshSection(), UInt64.random(in: 0...2, using: &generator), [])
        }
        for _ in 0..<Int.random(in: 0...maxItems, using: &generator) {
            let section = Int.random(in: 0..<sectionCount, using: &generator)
            shape[section].items.append((freshItem(), UInt64.random(in: 0...2, using: &generator)))
        }
        return try Snapshot(sections: shape)
    }

    /// `snapshot` after up to `maxEdits` random inserts, deletes, moves within and across sections, section
    /// moves, inserts and deletes, updates and reload marks.
    mutating func edit(_ snapshot: Snapshot, maxEdits: Int) throws -> Snapshot {
        var result = snapshot
        for _ in 0..<Int.random(in: 0...maxEdits, using: &generator) {
            try applyOneEdit(to: &result)
        }
        return result
    }

    private mutating func applyOneEdit(to snapshot: inout Snapshot) throws {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        let coin = Int.random(in: 0..<100, using: &generator)
        switch coin {
        case 0..<15 where !items.isEmpty:
            let count = Int.random(in: 1...min(3, items.count), using: &generator)
            try snapshot.deleteItems(Array(items.shuffled(using: &generator).prefix(count)))
        case 15..<30:
            let added = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                (id: freshItem(), hash: UInt64.random(in: 0...2, using: &generator))
            }
            if let anchor = items.randomElement(using: &generator), Bool.random(using: &generator) {
                if Bool.random(using: &generator) {
                    try snapshot.insertItems(added, beforeItem: anchor)
                } else {
                    try snapshot.insertItems(added, afterItem: anchor)
                }
            } else if let section = sections.randomElement(using: &generator) {
                try snapshot.appendItems(added, toSection: section)
            }
        case 30..<55 where items.count >= 2:
            let pair = Array(items.shuffled(using: &generator).prefix(2))
            if Bool.random(using: &generator) {
                try snapshot.moveItem(pair[0], beforeItem: pair[1])
            } else {
                try snapshot.moveItem(pair[0], afterItem: pair[1])
            }
        case 55..<70 where !items.isEmpty:
            try snapshot.setHash(
                UInt64.random(in: 0...5, using: &generator), forItem: items.randomElement(using: &generator)!)
        case 70..<78 where sections.count >= 2:
            let pair = Array(sections.shuffled(using: &generator).prefix(2))
            if Bool.random(using: &generator) {
                try snapshot.moveSection(pair[0], beforeSection: pair[1])
            } else {
                try snapshot.moveSection(pair[0], afterSection: pair[1])
            }
        case 78..<84:
            let section = freshSection()
            if let anchor = sections.randomElement(using: &generator), Bool.random(using: &generator) {
                try snapshot.insertSections([(section, 0)], afterSection: anchor)
            } else {
                try snapshot.appendSections([section])
            }
            if Bool.random(using: &generator) {
                try snapshot.appendItems([freshItem()], toSection: section)
            }
        case 84..<89 where !sections.isEmpty:
            try snapshot.deleteSections([sections.randomElement(using: &generator)!])
        case 89..<95 where !sections.isEmpty:
            try snapshot.setHash(
                UInt64.random(in: 0...5, using: &generator), forSection: sections.randomElement(using: &generator)!)
        case 95..<98 where !items.isEmpty:
            try snapshot.reloadItems([items.randomElement(using: &generator)!])
        case 98..<100 where !sections.isEmpty:
            try snapshot.reloadSections([sections.randomElement(using: &generator)!])
        default:
            break
        }
    }

    private mutating func freshItem() -> String {
        nextItem += 1
        return "i\(nextItem)"
    }

    private mutating func freshSection() -> String {
        nextSection += 1
        return "s\(nextSection)"
    }
}
