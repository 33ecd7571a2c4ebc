/// The slot layout both identifier indexes probe (``IdentifierLevel``, ``PositionIndex``): linear probing over a
/// power-of-two array where 0 is empty and an entry is the high 32 bits of a name's ``IdentifierHash`` above
/// its value + 1.
enum FingerprintSlots {
    static let fingerprintMask: UInt64 = 0xFFFF_FFFF_0000_0000

    /// The entry for `value` under `hash`.
    @inline(__always)
    static func entry(hash: UInt64, value: Int) -> UInt64 {
        (hash & fingerprintMask) | UInt64(value + 1)
    }

    /// The value whose name has this hash and for which `isName` holds (-1 when absent), and the slot it is in
    /// or the empty slot it would go to. `isName` runs only when a slot's fingerprint matches.
    @inline(__always)
    static func find(in slots: ContiguousArray<UInt64>, hash: UInt64, _ isName: (Int) -> Bool) -> (
        value: Int, slot: Int
    ) {
        guard !slots.isEmpty else { return (-1, 0) }
        let mask = slots.count - 1
        let fingerprint = hash & fingerprintMask
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (-1, slot) }
            let value = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & fingerprintMask == fingerprint && isName(value) { return (value, slot) }
            slot = (slot &+ 1) & mask
        }
    }
}
