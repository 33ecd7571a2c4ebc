/// Names with consecutive keys from `first` on, and the open addressing that finds them: one of the two levels of
/// an ``IdentifierTable``.
///
/// A slot holds the high half of the name's ``IdentifierHash`` above its key + 1 (0 is empty), so a probe
/// compares names only when the hashes agree. ASCII names live in the slots, where `String` equality is byte
/// equality; a name with other characters is found through a `String` dictionary instead.
struct IdentifierLevel: Sendable {
    /// The key of `names[0]`.
    let first: Int
    private(set) var names: ContiguousArray<String> = []
    /// Linear probing, a power of two long.
    private var slots: ContiguousArray<UInt64> = []
    /// Every name that is not pure ASCII, by Swift's `String` equality (canonical equivalence), with its key.
    private(set) var nonASCII: [String: Int32] = [:]

    /// An empty level whose first name gets key `first`.
    init(first: Int) {
        self.first = first
    }

    /// The key after the last name's.
    var end: Int { first + names.count }

    /// The key of the ASCII `name` with this hash (-1 when absent) and the slot it is in, or the empty slot it
    /// would go to.
    @inline(__always)
    func find(_ name: String, hash: UInt64) -> (key: Int32, slot: Int) {
        // Both names are ASCII when compared, where `String` equality compares bytes.
        let found = FingerprintSlots.find(in: slots, hash: hash) { names[$0 - first] == name }
        return (Int32(truncatingIfNeeded: found.value), found.slot)
    }

    /// Appends the ASCII `name` (absent from every level) with its hash and returns its key; `slot` is where
    /// ``find(_:hash:)`` said it would go.
    mutating func addASCII(_ name: String, hash: UInt64, slot: Int, seed: UInt64) -> Int32 {
        var slot = slot
        if (names.count + 1) * 4 > slots.count * 3 {
            grow(toHold: names.count + 1, seed: seed)
            slot = find(name, hash: hash).slot
        }
        let key = end
        names.append(name)
        slots[slot] = FingerprintSlots.entry(hash: hash, value: key)
        return Int32(truncatingIfNeeded: key)
    }

    /// Appends the non-ASCII `name` (absent from every level) and returns its key.
    mutating func addNonASCII(_ name: String) -> Int32 {
        let key = Int32(truncatingIfNeeded: end)
        names.append(name)
        nonASCII[name] = key
        return key
    }

    /// Appends every name of `next`, the level whose keys start where this one's end, keeping their keys.
    mutating func absorb(_ next: IdentifierLevel, seed: UInt64) {
        reserve(next.names.count, seed: seed)
        for name in next.names {
            let scan = IdentifierHash.scan(name.utf8.span, seed: seed)
            if scan.isASCII {
                _ = addASCII(name, hash: scan.hash, slot: find(name, hash: scan.hash).slot, seed: seed)
            } else {
                _ = addNonASCII(name)
            }
        }
    }

    /// Makes the slots enough for `total` names at a load of at most 3/4, and re-places every ASCII name.
    mutating func grow(toHold total: Int, seed: UInt64) {
        var capacity = 16
        while capacity * 3 < total * 4 { capacity *= 2 }
        guard capacity > slots.count else { return }
        var grown = ContiguousArray<UInt64>(repeating: 0, count: capacity)
        let mask = capacity - 1
        for (index, name) in names.enumerated() {
            let scan = IdentifierHash.scan(name.utf8.span, seed: seed)
            guard scan.isASCII else { continue }
            var slot = Int(truncatingIfNeeded: scan.hash) & mask
            while grown[slot] != 0 { slot = (slot &+ 1) & mask }
            grown[slot] = FingerprintSlots.entry(hash: scan.hash, value: first + index)
        }
        slots = grown
    }

    /// Makes room for `extra` more names.
    mutating func reserve(_ extra: Int, seed: UInt64) {
        grow(toHold: names.count + extra, seed: seed)
        names.reserveCapacity(names.count + extra)
    }
}
