/// Names added to a table that another snapshot shares go to a second, smaller table, `extra`.
///
/// A snapshot built `sharingIdentifiersWith:` another takes its table; placing the new snapshot's new names in
/// the shared slots would copy all of them first (2 MB for 100k names, 16 MB for a million, to add 10%), page
/// by fresh page. In `extra`, only `extra` is copied, and it stays small: when it would hold more than an
/// eighth of the slots' length, every name is placed in the slots again (copying them once for many runs'
/// worth of new names). A lookup that misses the slots probes `extra`, which is small enough to stay in cache.
/// An operation that fills a fresh table places its names in the slots, which nothing shares yet.
extension IdentifierTable {
    /// The most names `extra` holds before they join the slots.
    var extraLimit: Int { max(1024, slots.count / 8) }

    /// Places the ASCII name of `key`, just appended to `names`: in the slots when `session` fills a fresh
    /// table or `extra` is full (re-placing every name there), else in `extra`. A key past the slots' key bits
    /// re-places every name in grown slots, this one too.
    mutating func place(hash: UInt64, key: Int, in session: Session) {
        guard fits(key) else { return grow(toHold: names.count, merging: true) }
        if session.fillsFreshTable || extraCount + 1 > extraLimit {
            if Self.overloaded(holding: names.count, slotCount: slots.count) || extraCount > 0 {
                // Places every name, this one too.
                grow(toHold: names.count, merging: true)
                return
            }
            slotsWillChange()
            Self.insertAbsent(hash: hash, key: key, keyMask: keyMask, into: &slots)
            return
        }
        reserveExtra(extraCount + 1)
        Self.insertAbsent(hash: hash, key: key, keyMask: keyMask, into: &extra)
        extraCount += 1
    }

    /// Makes room for `newCount` names about to be appended to `names`, and tells where they go: true for
    /// `extra`, false for the slots (when `extra` would overflow or the new keys pass the slots' key bits, after
    /// re-placing every name there).
    mutating func makeRoom(for newCount: Int) -> Bool {
        if count > 0 && extraCount + newCount <= extraLimit && fits(names.count &+ newCount &- 1) {
            reserveExtra(extraCount + newCount)
            return true
        }
        grow(toHold: names.count + newCount, merging: extraCount > 0)
        return false
    }

    /// Makes `extra` long enough for `total` names at a load of at most 3/4, re-placing the names it holds.
    private mutating func reserveExtra(_ total: Int) {
        let capacity = Self.capacity(toHold: total)
        guard capacity > extra.count else { return }
        var grown = ContiguousArray<UInt32>(repeating: 0, count: capacity)
        let keyMask = keyMask
        for entry in extra where entry != 0 {
            let key = Int(truncatingIfNeeded: entry & keyMask) &- 1
            Self.insertAbsent(hash: scan(names[key]).hash, key: key, keyMask: keyMask, into: &grown)
        }
        extra = grown
    }
}
