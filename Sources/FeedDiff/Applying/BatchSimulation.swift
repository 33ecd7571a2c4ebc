/// The cells of a collection view during one batch update: carried cells keep old content, fresh ones read
/// the data source at the end.
struct BatchSimulation {
    struct Cell {
        var id: String
        var hash: UInt64
        var isFresh: Bool
    }

    struct Section {
        var id: String
        var hash: UInt64
        var cells: [Cell]
        var isFresh: Bool
    }

    var sections: [Section]

    init(old: Snapshot) {
        sections = old.sections.map { section in
            Section(
                id: old.sectionTable.names[Int(section.key)], hash: section.hash,
                cells: zip(section.itemKeys, section.itemHashes).map {
                    Cell(id: old.itemTable.names[Int($0.0)], hash: $0.1, isFresh: false)
                },
                isFresh: false)
        }
    }

    /// Applies `batch` as a collection view does: items are removed in old coordinates while sections still have
    /// their old indexes, then sections are reloaded, removed and placed, then items are placed in new
    /// coordinates. Throws at the first step a collection view would reject.
    mutating func run(_ batch: BatchUpdate) throws(SnapshotError) {
        let movingCells = try removeItems(batch)
        try applySections(batch)
        try placeItems(batch, moving: movingCells)
    }

    /// Marks reloaded items fresh and removes deleted and moved ones; the moving cells, by their old path.
    private mutating func removeItems(_ batch: BatchUpdate) throws(SnapshotError) -> [ItemPath: Cell] {
        for path in batch.reloadItems {
            try checkOld(path)
            sections[path.section].cells[path.item].isFresh = true
        }
        var movingCells: [ItemPath: Cell] = [:]
        for move in batch.moveItems {
            try checkOld(move.from)
            movingCells[move.from] = sections[move.from.section].cells[move.from.item]
        }
        let removedPaths = batch.deleteItems + batch.moveItems.map(\.from)
        for path in removedPaths { try checkOld(path) }
        guard Set(removedPaths).count == removedPaths.count else {
            throw .invalidBatch(["an item is removed twice (deleted or moved more than once)"])
        }
        var removedBySection: [Int: [Int]] = [:]
        for path in removedPaths { removedBySection[path.section, default: []].append(path.item) }
        for (section, items) in removedBySection {
            sections[section].cells = Self.removing(items, from: sections[section].cells)
        }
        return movingCells
    }

    /// Marks reloaded sections fresh, removes deleted and moved ones, and places inserted and moved ones.
    private mutating func applySections(_ batch: BatchUpdate) throws(SnapshotError) {
        for index in batch.reloadSections {
            try checkSection(index, count: sections.count)
            sections[index].isFresh = true
        }
        var movingSections: [Int: Section] = [:]
        for move in batch.moveSections {
            try checkSection(move.from, count: sections.count)
            movingSections[move.from] = sections[move.from]
        }
        let removedSections = batch.deleteSections + batch.moveSections.map(\.from)
        for index in removedSections { try checkSection(index, count: sections.count) }
        guard Set(removedSections).count == removedSections.count else {
            throw .invalidBatch(["a section is removed twice (deleted or moved more than once)"])
        }
        sections = Self.removing(removedSections, from: sections)
        var placedSections: [(index: Int, element: Section)] = batch.insertSections.map {
            ($0, Section(id: "", hash: 0, cells: [], isFresh: true))
        }
        placedSections += batch.moveSections.map { ($0.to, movingSections[$0.from]!) }
        guard let merged = Self.inserting(placedSections, into: sections) else {
            throw .invalidBatch(["a section is inserted past the end"])
        }
        sections = merged
    }

    /// Places inserted items (fresh) and moved ones (the cells `removeItems` took out) at their new paths.
    private mutating func placeItems(_ batch: BatchUpdate, moving movingCells: [ItemPath: Cell]) throws(SnapshotError) {
        var placedCells: [(path: ItemPath, cell: Cell)] = batch.insertItems.map {
            ($0, Cell(id: "", hash: 0, isFresh: true))
        }
        placedCells += batch.moveItems.map { ($0.to, movingCells[$0.from]!) }
        var placedBySection: [Int: [(index: Int, element: Cell)]] = [:]
        for placed in placedCells {
            placedBySection[placed.path.section, default: []].append((placed.path.item, placed.cell))
        }
        for (section, placements) in placedBySection {
            guard sections.indices.contains(section),
                let merged = Self.inserting(placements, into: sections[section].cells)
            else { throw .invalidBatch(["an item is inserted out of range in section \(section)"]) }
            sections[section].cells = merged
        }
    }

    /// `elements` without the given indexes: what removing them one by one, highest first, leaves.
    private static func removing<Element>(_ indexes: [Int], from elements: [Element]) -> [Element] {
        let doomed = Set(indexes)
        return elements.indices.filter { !doomed.contains($0) }.map { elements[$0] }
    }

    /// `elements` with each placement inserted at its index, lowest index first (the placements' indexes are
    /// final positions); nil when an index lies past the end at its turn.
    private static func inserting<Element>(_ placements: [(index: Int, element: Element)], into elements: [Element])
        -> [Element]?
    {
        let sorted = placements.sorted { $0.index < $1.index }
        var result: [Element] = []
        result.reserveCapacity(elements.count + sorted.count)
        var existing = elements.makeIterator()
        for placement in sorted {
            while result.count < placement.index {
                guard let element = existing.next() else { return nil }
                result.append(element)
            }
            guard result.count == placement.index else { return nil }
            result.append(placement.element)
        }
        while let element = existing.next() { result.append(element) }
        return result
    }

    mutating func finish(reading dataSource: Snapshot, afterBatch: AfterBatchUpdate) throws(SnapshotError) -> Snapshot {
        guard sections.count == dataSource.sections.count else {
            throw .invalidBatch(
                ["\(sections.count) sections after the batch, the data source has \(dataSource.sections.count)"])
        }
        for index in sections.indices {
            let source = dataSource.sections[index]
            if sections[index].isFresh {
                sections[index] = Section(
                    id: dataSource.sectionTable.names[Int(source.key)], hash: source.hash,
                    cells: source.itemKeys.indices.map { _ in Cell(id: "", hash: 0, isFresh: true) }, isFresh: false)
            }
            guard sections[index].cells.count == source.itemKeys.count else {
                throw .invalidBatch([
                    "section \(index) has \(sections[index].cells.count) items after the batch, the data source "
                        + "\(source.itemKeys.count)"
                ])
            }
            for item in sections[index].cells.indices where sections[index].cells[item].isFresh {
                sections[index].cells[item] = Self.read(dataSource, at: ItemPath(section: index, item: item))
            }
        }
        for path in afterBatch.reloadItems + afterBatch.reconfigureItems {
            guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.item)
            else { throw .invalidBatch(["after-batch reload or reconfigure of \(path) is out of range"]) }
            // A reconfigured cell keeps its identity: configuring it again only brings the content up to date.
            guard sections[path.section].cells[path.item].id == Self.read(dataSource, at: path).id else {
                throw .invalidBatch(["after-batch update of \(path) finds a cell of another item"])
            }
            sections[path.section].cells[path.item] = Self.read(dataSource, at: path)
        }
        for index in afterBatch.updatedSections {
            guard sections.indices.contains(index) else {
                throw .invalidBatch(["after-batch section update \(index) is out of range"])
            }
            sections[index].hash = dataSource.sections[index].hash
        }
        do {
            var result = try Snapshot(
                sections: sections.map { section in
                    (section.id, section.hash, section.cells.map { ($0.id, $0.hash) })
                })
            // The outline structure is the data source's, not the cells': a collection view asks for it.
            for index in result.sections.indices { result.sections[index].parents = dataSource.sections[index].parents }
            return result
        } catch {
            throw .invalidBatch(["the result repeats identifiers: \(error)"])
        }
    }

    private static func read(_ dataSource: Snapshot, at path: ItemPath) -> Cell {
        let section = dataSource.sections[path.section]
        return Cell(
            id: dataSource.itemTable.names[Int(section.itemKeys[path.item])], hash: section.itemHashes[path.item],
            isFresh: false)
    }

    private func checkOld(_ path: ItemPath) throws(SnapshotError) {
        guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.item)
        else { throw .invalidBatch(["old item \(path) is out of range"]) }
    }

    private func checkSection(_ index: Int, count: Int) throws(SnapshotError) {
        guard index >= 0 && index < count else { throw .invalidBatch(["section \(index) is out of range"]) }
    }
}
