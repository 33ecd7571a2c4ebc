/// Finds an outline item's depth-first position by its identifier: the index ``OutlineSnapshot`` keeps.
///
/// The same open addressing as ``IdentifierTable`` (its ``IdentifierHash``, its split between ASCII names in
/// the slots and other names in a `String` dictionary, so exactly the same identifiers count as repeated), but a
/// slot holds the position itself and the names stay in the outline's own array: an outline rebuilt on every
/// feed build copies no string and draws no key. The whole index is built at once, one range of slots after
/// another, because inserting 100,000 ids in tree order touches a table larger than the cache at random.
struct PositionIndex: Sendable {
    /// Linear probing, a power of two long: 0 is empty, otherwise the high 32 bits of the name's hash above
    /// `position + 1`.
    private var slots: ContiguousArray<UInt64> = []
    /// Every name that is not pure ASCII, by Swift's `String` equality, with its position.
    private var nonASCII: [String: Int32] = [:]
    /// ``IdentifierHash/seed``, read once.
    private let seed = IdentifierHash.seed

    private static let fingerprintMask: UInt64 = 0xFFFF_FFFF_0000_0000

    /// An empty index.
    init() {}

    /// Indexes `ids` by position, or lists every id that repeats an earlier one (each later occurrence, in
    /// order), as interning them one by one would.
    ///
    /// - Complexity: O(n) expected.
    static func indexing(_ ids: [String]) -> (index: PositionIndex, repeated: [String]) {
        var index = PositionIndex(capacity: ids.count)
        if index.insertByRange(ids) { return (index, []) }
        // A repeat: start over in tree order, which names every later occurrence.
        index = PositionIndex(capacity: ids.count)
        return (index, index.insertInOrder(ids))
    }

    /// The position of `id` in `ids`, the array this index was built from.
    func position(of id: String, in ids: [String]) -> Int? {
        let scan = IdentifierHash.scan(id.utf8.span, seed: seed)
        guard scan.isASCII else { return nonASCII[id].map(Int.init) }
        let found = find(hash: scan.hash) { ids[$0] == id }
        return found.position < 0 ? nil : found.position
    }

    /// Room for `count` names at a load of at most 3/4.
    private init(capacity count: Int) {
        var capacity = 16
        while capacity * 3 < count * 4 { capacity *= 2 }
        slots = ContiguousArray(repeating: 0, count: capacity)
    }

    /// Inserts every id in tree order; returns each id that repeats an earlier one.
    private mutating func insertInOrder(_ ids: [String]) -> [String] {
        var repeated: [String] = []
        for position in ids.indices {
            let scan = IdentifierHash.scan(ids[position].utf8.span, seed: seed)
            let isNew =
                scan.isASCII ? insert(position, hash: scan.hash, of: ids) : insertNonASCII(position, of: ids)
            if !isNew { repeated.append(ids[position]) }
        }
        return repeated
    }

    /// Inserts every id, the ASCII ones grouped by the range of slots they start probing in (256 ranges), so
    /// each range's slots stay in cache while it fills. Each hash travels with its position, so an insert reads
    /// a name only when a slot's fingerprint matches. Returns false at the first repeated id.
    ///
    /// - Complexity: O(n): hashing, a counting sort of the positions by range, the inserts.
    private mutating func insertByRange(_ ids: [String]) -> Bool {
        let shift = max(0, slots.count.trailingZeroBitCount - 8)
        var hashes = ContiguousArray<UInt64>(repeating: 0, count: ids.count)
        // Per range, then its start in the sorted order; non-ASCII ids are inserted at once and left out.
        var starts = ContiguousArray<Int>(repeating: 0, count: 257)
        var ascii = ContiguousArray<Bool>(repeating: true, count: ids.count)
        for position in ids.indices {
            let scan = IdentifierHash.scan(ids[position].utf8.span, seed: seed)
            guard scan.isASCII else {
                ascii[position] = false
                guard insertNonASCII(position, of: ids) else { return false }
                continue
            }
            hashes[position] = scan.hash
            starts[range(of: scan.hash, shift) + 1] += 1
        }
        for range in 0..<256 { starts[range + 1] += starts[range] }
        var sortedHashes = ContiguousArray<UInt64>(repeating: 0, count: starts[256])
        var sortedPositions = ContiguousArray<Int32>(repeating: 0, count: starts[256])
        for position in ids.indices where ascii[position] {
            let range = range(of: hashes[position], shift)
            sortedHashes[starts[range]] = hashes[position]
            sortedPositions[starts[range]] = Int32(truncatingIfNeeded: position)
            starts[range] += 1
        }
        for (hash, position) in zip(sortedHashes, sortedPositions) {
            guard insert(Int(position), hash: hash, of: ids) else { return false }
        }
        return true
    }

    /// The range of slots (of 256) a hash starts probing in.
    @inline(__always)
    private func range(of hash: UInt64, _ shift: Int) -> Int {
        (Int(truncatingIfNeeded: hash) & (slots.count - 1)) &>> shift
    }

    /// Places the ASCII id at `position`; false when an equal id is already placed. Inlined: as a call it cost
    /// as much as its probe.
    @inline(__always)
    private mutating func insert(_ position: Int, hash: UInt64, of ids: [String]) -> Bool {
        let found = find(hash: hash) { ids[$0] == ids[position] }
        guard found.position < 0 else { return false }
        slots[found.slot] = (hash & Self.fingerprintMask) | UInt64(position + 1)
        return true
    }

    /// Places the non-ASCII id at `position`; false when a `String`-equal id is already placed.
    private mutating func insertNonASCII(_ position: Int, of ids: [String]) -> Bool {
        nonASCII.updateValue(Int32(truncatingIfNeeded: position), forKey: ids[position]) == nil
    }

    /// The position of the ASCII name with this hash for which `isName` holds (-1 when absent), and the slot it
    /// is in or the empty slot it would go to. `isName` runs only when a slot's fingerprint matches; both names
    /// are ASCII then, where `String` equality compares bytes.
    @inline(__always)
    private func find(hash: UInt64, _ isName: (Int) -> Bool) -> (position: Int, slot: Int) {
        guard !slots.isEmpty else { return (-1, 0) }
        let mask = slots.count - 1
        let fingerprint = hash & Self.fingerprintMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (-1, slot) }
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & Self.fingerprintMask == fingerprint && isName(position) { return (position, slot) }
            slot = (slot &+ 1) & mask
        }
    }
}
