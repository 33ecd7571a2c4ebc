/// The ids of the items read so far from one list, to find a repeated one (`ItemStreamReader`).
///
/// A `Set<String>` hashed every id with SipHash after checking its normalisation: ~420 instructions an item of
/// `host.sections-100x1000` (callgrind). ASCII ids — nearly all — are found here by a multiplicative hash of their
/// bytes in an open-addressing table and compared as strings, which for ASCII is byte equality. At the first id
/// with other characters every id moves to a `Set<String>`, whose equality (canonical equivalence) also finds a
/// non-ASCII id equal to an ASCII one (the Kelvin sign and `K`), as the full path does.
struct ItemIdentifiers {
    /// The ASCII ids, in the order added.
    private var ids: [String] = []
    /// Open addressing with linear probing, a power of two long and at most half full: 0 is empty, else the id's
    /// position in `ids` plus one.
    private var slots: [Int32]
    /// Every id, once one is not ASCII (then `ids` and `slots` are no longer used).
    private var general: Set<String>?
    /// ``processBasis``, read once: a global costs a `swift_once` check per id.
    private let basis = ItemIdentifiers.processBasis

    /// The FNV-1a offset basis of this process's hashes, random. Ids come from scripts and their data files: with
    /// the published basis, a data file of ids found ahead of time to share one slot made every insert walk all
    /// the ids before it (30,000 such ids: 1.84 s for the build, against 0.09 s for 30,000 others; quadratic).
    static let processBasis = UInt64.random(in: .min ... .max)

    /// An empty set with room for `capacity` ids.
    init(capacity: Int) {
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
        ids.reserveCapacity(capacity)
    }

    /// Adds `id`; false when it is there already.
    mutating func insert(_ id: String) -> Bool {
        if general != nil { return general?.insert(id).inserted ?? false }
        guard let hash = Self.asciiHash(id, basis: basis) else { return moveToGeneral(adding: id) }
        if 2 * (ids.count + 1) > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            if ids[Int(slots[slot]) - 1] == id { return false }
            slot = (slot + 1) & mask
        }
        ids.append(id)
        slots[slot] = Int32(truncatingIfNeeded: ids.count)
        return true
    }

    /// A hash of `id`'s bytes (FNV-1a from `basis`, then mixed so the low bits the table uses depend on all of
    /// them), or nil when they are not all ASCII.
    ///
    /// FNV's low bits depend only on the basis's low bits, and folding the high half in left the ids of a data file
    /// made to share one slot under the published basis in under 41 slots of 1,024 for 1% of bases (64 ids;
    /// `ItemIdentifiersTests` failed then). A multiply between two shifts spreads them over 56 or more in 5,000.
    static func asciiHash(_ id: String, basis: UInt64) -> UInt64? {
        let bytes = id.utf8.span
        var hash = basis
        var high: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        guard high < 0x80 else { return nil }
        hash ^= hash >> 32
        hash &*= 0xD6E8_FEB8_6659_FD93
        return hash ^ (hash >> 32)
    }

    private static func slotCount(for capacity: Int) -> Int {
        var count = 16
        while count < 2 * capacity { count *= 2 }
        return count
    }

    /// Twice the slots, every id placed again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for (position, id) in ids.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.asciiHash(id, basis: basis) ?? 0) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: position + 1)
        }
    }

    private mutating func moveToGeneral(adding id: String) -> Bool {
        var set = Set(ids)
        let inserted = set.insert(id).inserted
        general = set
        ids = []
        slots = []
        return inserted
    }
}
