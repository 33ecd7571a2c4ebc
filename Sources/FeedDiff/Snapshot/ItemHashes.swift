/// The content hashes of one section's items, stored only when some hash is not 0.
///
/// A snapshot built from plain ids (``Snapshot/init(section:items:itemHashes:sharingIdentifiersWith:)`` without
/// hashes) has every hash 0. Kept as an array, that is 8 bytes per item allocated, zeroed and freed for every
/// snapshot (0.8 MB twice per diff of 100k ids, each page faulted in fresh), and compared item by item by the
/// diff; kept as a count, it costs nothing, and two such sections compare in O(1). The first hash that is not 0
/// written into it stores every hash from then on.
struct ItemHashes: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Every hash, or empty while all of them are 0.
    private var stored: ContiguousArray<UInt64>
    /// The number of hashes, stored or not.
    private var total: Int

    /// `count` hashes, all 0.
    init(zeros count: Int) {
        stored = []
        total = count
    }

    init(_ hashes: ContiguousArray<UInt64>) {
        stored = hashes
        total = hashes.count
        if hashes.allSatisfy({ $0 == 0 }) { stored = [] }
    }

    init(arrayLiteral hashes: UInt64...) {
        self.init(ContiguousArray(hashes))
    }

    /// Whether every hash is 0 (nothing is stored).
    var allZero: Bool { stored.isEmpty }

    var startIndex: Int { 0 }

    var endIndex: Int { total }

    @inline(__always)
    subscript(position: Int) -> UInt64 {
        get {
            precondition(position >= 0 && position < total, "ItemHashes index out of range")
            return stored.isEmpty ? 0 : stored[position]
        }
        set {
            precondition(position >= 0 && position < total, "ItemHashes index out of range")
            guard newValue != 0 || !stored.isEmpty else { return }
            store()
            stored[position] = newValue
        }
    }

    mutating func insert(_ hash: UInt64, at index: Int) {
        insert(contentsOf: CollectionOfOne(hash), at: index)
    }

    mutating func insert(contentsOf hashes: some Collection<UInt64>, at index: Int) {
        precondition(index >= 0 && index <= total, "ItemHashes index out of range")
        if stored.isEmpty && hashes.allSatisfy({ $0 == 0 }) {
            total += hashes.count
            return
        }
        store()
        stored.insert(contentsOf: hashes, at: index)
        total += hashes.count
    }

    mutating func remove(at index: Int) -> UInt64 {
        precondition(index >= 0 && index < total, "ItemHashes index out of range")
        total -= 1
        return stored.isEmpty ? 0 : stored.remove(at: index)
    }

    mutating func removeAll() {
        stored = []
        total = 0
    }

    /// Writes out the zeros, before a hash that is not 0 joins them.
    private mutating func store() {
        guard stored.isEmpty && total > 0 else { return }
        stored = ContiguousArray(repeating: 0, count: total)
    }
}

extension ItemHashes: Equatable {
    static func == (lhs: ItemHashes, rhs: ItemHashes) -> Bool {
        guard lhs.total == rhs.total else { return false }
        switch (lhs.allZero, rhs.allZero) {
        case (true, true): return true
        case (false, false): return lhs.stored == rhs.stored
        case (true, false): return rhs.stored.allSatisfy { $0 == 0 }
        case (false, true): return lhs.stored.allSatisfy { $0 == 0 }
        }
    }
}
