/// The items of one outline section as a tree with expansion state: the snapshot of a section with
/// expandable rows (UIKit's `NSDiffableDataSourceSectionSnapshot`).
///
/// Items are stored in depth-first order with their levels, so the visible rows (the expanded path) come out
/// in one pass. Identifiers are unique across the whole tree. Give the visible rows to a ``Snapshot`` with
/// ``Snapshot/replaceItems(ofSection:with:)``: the diff then reports expanding and collapsing as inserts and
/// deletes of the rows that appear or disappear, and an item whose parent changed as a move.
///
/// Misuse (a repeated or unknown identifier) throws a ``SnapshotError`` and leaves the snapshot unchanged.
public struct OutlineSnapshot: Hashable, Sendable {
    /// Depth-first order: identifier, hash, level (0 at the top), expansion.
    private(set) var ids: [String] = []
    private(set) var hashes: [UInt64] = []
    private(set) var levels: [Int32] = []
    private(set) var expanded: [Bool] = []
    /// Derived: position by identifier, parent position (-1 at the top), end of each subtree (exclusive).
    private var positions = PositionIndex()
    private var parents: [Int32] = []
    private var ends: [Int32] = []

    /// Creates an empty outline.
    public init() {}

    /// Builds an outline from its top-level items and their subtrees.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every repeated identifier.
    /// - Complexity: O(n) in the number of items, without recursion.
    public init(_ roots: [OutlineItem]) throws(SnapshotError) {
        // Sized first, filled in locals: six arrays grown by doubling would be copied about once more in all,
        // onto fresh pages each time.
        let count = Self.count(roots)
        var ids = [String](reservingCapacity: count)
        var hashes = [UInt64](reservingCapacity: count)
        var levels = [Int32](reservingCapacity: count)
        var expanded = [Bool](reservingCapacity: count)
        var parents = [Int32](reservingCapacity: count)
        var ends = [Int32](reservingCapacity: count)
        // The sibling list being read, the next item to take and the position of the list's parent (-1 at the
        // top), kept in a local; the open lists above it wait on `stack`, so the level is the stack's depth.
        // Parents and subtree ends are written as the walk enters and leaves lists: no second pass over levels.
        var current = (items: roots, next: 0, parent: Int32(-1))
        var stack: [(items: [OutlineItem], next: Int, parent: Int32)] = []
        while true {
            guard current.next < current.items.count else {
                if current.parent >= 0 { ends[Int(current.parent)] = Int32(truncatingIfNeeded: ids.count) }
                guard let outer = stack.popLast() else { break }
                current = outer
                continue
            }
            let position = Int32(truncatingIfNeeded: ids.count)
            let children = current.items[current.next].children
            ids.append(current.items[current.next].id)
            hashes.append(current.items[current.next].hash)
            levels.append(Int32(truncatingIfNeeded: stack.count))
            expanded.append(current.items[current.next].isExpanded)
            parents.append(current.parent)
            ends.append(position + 1)
            current.next += 1
            if !children.isEmpty {
                stack.append(current)
                current = (children, 0, position)
            }
        }
        (self.ids, self.hashes, self.levels, self.expanded) = (ids, hashes, levels, expanded)
        (self.parents, self.ends) = (parents, ends)
        try indexPositions()
    }

    /// The number of items in `roots` and all their subtrees.
    private static func count(_ roots: [OutlineItem]) -> Int {
        var total = 0
        var pending = [roots]
        while let list = pending.popLast() {
            total += list.count
            for index in list.indices where !list[index].children.isEmpty { pending.append(list[index].children) }
        }
        return total
    }

    /// Every item in depth-first order, shown or not.
    public var items: [String] { ids }

    /// The top-level items in order.
    public var rootItems: [String] { ids.indices.filter { levels[$0] == 0 }.map { ids[$0] } }

    /// The items a list shows: top-level items and the children of expanded items whose ancestors are all
    /// expanded, in order.
    public var visibleItems: [String] { visibleRows().ids }

    /// Whether the outline holds `id`.
    public func contains(_ id: String) -> Bool { position(of: id) != nil }

    /// The parent of `id`, nil at the top level or when unknown.
    public func parent(of id: String) -> String? {
        guard let position = position(of: id), parents[position] >= 0 else { return nil }
        return ids[Int(parents[position])]
    }

    /// The level of `id` (0 at the top), nil when unknown.
    public func level(of id: String) -> Int? { position(of: id).map { Int(levels[$0]) } }

    /// Whether `id` is expanded.
    public func isExpanded(_ id: String) -> Bool { position(of: id).map { expanded[$0] } ?? false }

    /// The direct children of `id` in order.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``.
    public func children(of id: String) throws(SnapshotError) -> [String] {
        let position = try require([id])[0]
        var children: [String] = []
        var child = position + 1
        while child < Int(ends[position]) {
            children.append(ids[child])
            child = Int(ends[child])
        }
        return children
    }

    /// The hash of `id`, nil when unknown.
    public func hash(of id: String) -> UInt64? { position(of: id).map { hashes[$0] } }

    /// Appends items (collapsed, without children) as the last children of `parent`, or at the top level.
    ///
    /// - Throws: ``SnapshotError`` for an unknown parent or an identifier already in the outline.
    public mutating func append(_ items: [(id: String, hash: UInt64)], to parent: String? = nil)
        throws(SnapshotError)
    {
        var insertion = ids.count
        var level: Int32 = 0
        if let parent {
            let position = try require([parent])[0]
            insertion = Int(ends[position])
            level = levels[position] + 1
        }
        var copy = self
        copy.ids.insert(contentsOf: items.map(\.id), at: insertion)
        copy.hashes.insert(contentsOf: items.map(\.hash), at: insertion)
        copy.levels.insert(contentsOf: repeatElement(level, count: items.count), at: insertion)
        copy.expanded.insert(contentsOf: repeatElement(false, count: items.count), at: insertion)
        try copy.reindex()
        self = copy
    }

    /// Expands items (their children show when their ancestors are expanded too).
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``; nothing changes then.
    public mutating func expand(_ ids: [String]) throws(SnapshotError) {
        for position in try require(ids) { expanded[position] = true }
    }

    /// Collapses items.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``; nothing changes then.
    public mutating func collapse(_ ids: [String]) throws(SnapshotError) {
        for position in try require(ids) { expanded[position] = false }
    }

    /// The subtree under `parent` as an outline of its own: its children at the top level, or `parent` itself
    /// at the top when `includingParent`.
    ///
    /// - Throws: ``SnapshotError/unknownItems(_:)``.
    public func snapshot(of parent: String, includingParent: Bool = false) throws(SnapshotError) -> OutlineSnapshot {
        let position = try require([parent])[0]
        let start = includingParent ? position : position + 1
        let base = levels[position] + (includingParent ? 0 : 1)
        var result = OutlineSnapshot()
        let range = start..<Int(ends[position])
        result.ids = Array(ids[range])
        result.hashes = Array(hashes[range])
        result.levels = levels[range].map { $0 - base }
        result.expanded = Array(expanded[range])
        try result.reindex()
        return result
    }

    /// The visible rows in order with their hashes, levels and parent rows (an index into these rows, -1 at the
    /// top level).
    ///
    /// - Complexity: O(v) in the visible rows (a collapsed item's subtree is skipped whole).
    public func visibleRows() -> (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int]) {
        // Sized first and filled in one pass with no array on the side: these four are megabytes for a large
        // outline, and every fresh page costs a fault.
        let count = visibleCount()
        var rows: (ids: [String], hashes: [UInt64], levels: [Int], parents: [Int]) = ([], [], [], [])
        rows.ids.reserveCapacity(count)
        rows.hashes.reserveCapacity(count)
        rows.levels.reserveCapacity(count)
        rows.parents.reserveCapacity(count)
        forEachVisibleRow { position, parentRow in
            rows.parents.append(parentRow)
            rows.ids.append(ids[position])
            rows.hashes.append(hashes[position])
            rows.levels.append(Int(levels[position]))
        }
        return rows
    }

    /// Calls `body` with the position of each visible row in order and the row of its parent (an index into the
    /// visible rows, -1 at the top level): what ``visibleRows()`` and ``Snapshot/replaceItems(ofSection:with:)``
    /// are built from, without an array in between.
    ///
    /// - Complexity: O(v) in the visible rows.
    @inline(__always)
    func forEachVisibleRow(_ body: (_ position: Int, _ parentRow: Int) -> Void) {
        // The visible ancestors of the current row (position, row): a visible row's parent is one of them.
        var ancestors: [(position: Int32, row: Int)] = []
        var position = 0
        var row = 0
        while position < ids.count {
            while let last = ancestors.last, last.position != parents[position] { ancestors.removeLast() }
            body(position, ancestors.last?.row ?? -1)
            ancestors.append((Int32(position), row))
            row += 1
            position = next(after: position)
        }
    }

    /// The number of visible rows.
    func visibleCount() -> Int {
        var count = 0
        var position = 0
        while position < ids.count {
            count += 1
            position = next(after: position)
        }
        return count
    }

    /// The visible row after the one at `position`: its first child when expanded, else the item after its
    /// subtree.
    @inline(__always)
    private func next(after position: Int) -> Int {
        expanded[position] ? position + 1 : Int(ends[position])
    }

    /// Positions of `ids`, or the error naming every unknown one.
    private func require(_ ids: [String]) throws(SnapshotError) -> [Int] {
        var found: [Int] = []
        var unknown: [String] = []
        for id in ids {
            if let position = position(of: id) { found.append(position) } else { unknown.append(id) }
        }
        guard unknown.isEmpty else { throw .unknownItems(unknown) }
        return found
    }

    /// The position of `id`, nil when unknown.
    private func position(of id: String) -> Int? { positions.position(of: id, in: ids) }

    /// Rebuilds positions, parents and subtree ends from the depth-first levels.
    private mutating func reindex() throws(SnapshotError) {
        try indexPositions()
        parents = [Int32](repeating: -1, count: ids.count)
        ends = [Int32](repeating: Int32(ids.count), count: ids.count)
        var open: [Int32] = []
        for position in ids.indices {
            while let last = open.last, levels[Int(last)] >= levels[position] {
                ends[Int(last)] = Int32(position)
                open.removeLast()
            }
            parents[position] = open.last ?? -1
            open.append(Int32(position))
        }
    }

    /// Rebuilds the position of each identifier, or throws naming every repeated one.
    private mutating func indexPositions() throws(SnapshotError) {
        let (index, repeated) = PositionIndex.indexing(ids)
        guard repeated.isEmpty else {
            throw .duplicateIdentifiers(
                sections: [], items: repeated.map { SnapshotError.DuplicateItem(id: $0, sections: []) })
        }
        positions = index
    }
}

extension OutlineSnapshot {
    /// Equal outlines hold the same items in the same depth-first order with the same hashes, levels and
    /// expansion (everything else is derived from those).
    public static func == (lhs: OutlineSnapshot, rhs: OutlineSnapshot) -> Bool {
        lhs.ids == rhs.ids && lhs.hashes == rhs.hashes && lhs.levels == rhs.levels && lhs.expanded == rhs.expanded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(hashes)
        hasher.combine(levels)
        hasher.combine(expanded)
    }
}
