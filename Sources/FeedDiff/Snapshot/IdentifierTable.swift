/// Interns identifier strings to dense `Int32` keys, shared by a snapshot and the snapshots built from it.
///
/// Built for ids: an open-addressing table of slots finds a name by ``IdentifierHash`` of its UTF-8 bytes, read
/// through a `Span` (no allocation, no unsafe pointer); a slot holds the high half of the name's hash above its
/// key, so a probe compares names only when the hashes agree. The names themselves are kept as the `String`s the
/// caller passed (a copy of a small string, a reference to a large one: nothing is allocated per name), so the
/// diff hands them out without decoding. ASCII names live in the slots, where `String` equality is byte
/// equality; a name with other characters is found through a `String` dictionary, so two spellings Swift's
/// `String` calls equal (a composed and a decomposed accent) are one id, as they are to an app's diffable data
/// source.
///
/// Diffing compares keys, never strings, so two snapshots must agree on what a key means. A table carries a
/// random `token`; every operation that adds names first takes a new token and remembers the old one with its
/// name count among its `ancestors`. A table with token T always holds the same names, so two tables agree
/// when one has the other's token, or lists the other's (token, count) among its ancestors (it was grown from
/// it). Tables grown apart from a common parent agree on neither and the diff re-interns instead.
struct IdentifierTable: Sendable {
    /// The name of each key. Only this file and ``IdentifierTable/internAll(_:)`` (which adds names after
    /// ``fork(_:)`` and places them with ``placeAll(_:)``) change it.
    var names = NamePages()
    /// Open addressing with linear probing, a power of two long: 0 is empty, otherwise `key + 1` in the low bits
    /// below ``keyMask`` and the high bits of the name's hash above them (its fingerprint). 32-bit slots: half the
    /// memory of 64-bit ones, so 100k names' 2^18 slots (1 MB) fit this machine's 1 MB L2, where a fresh table's
    /// random writes went to 2 MB; at 100k names 14 fingerprint bits are left, enough that a probe compares a
    /// name in 1 of ~16k foreign slots. Only ASCII names are placed here. Only this file and
    /// IdentifierTable+Extra.swift change it.
    var slots: ContiguousArray<UInt32> = []
    /// Gives large slots back to ``BufferPools/slots`` once no table holds them. Always holds the current `slots`
    /// or nothing: whatever writes or replaces the slots drops it first (``slotsWillChange()``), and bulk
    /// operations take it again when they are done (``poolSlots()``).
    private var slotLease: PooledBuffer<UInt32>?
    /// The ASCII names added on top of slots another snapshot may share, laid out as `slots` (empty, or a power
    /// of two long); see IdentifierTable+Extra.swift. Only that file, ``grow(toHold:)`` and ``placeAll(_:inExtra:)``
    /// change it and `extraCount`, the number of names in it.
    var extra: ContiguousArray<UInt32> = []
    var extraCount = 0
    /// Every name that is not pure ASCII, by Swift's `String` equality (canonical equivalence), with its key.
    private(set) var nonASCII: [String: Int32] = [:]
    /// How many names in `nonASCII` Swift's `String` calls equal to an ASCII name (`asciiEquivalent(of:)`): while
    /// there are none, an ASCII name missing from the slots is new without a look at the dictionary.
    private(set) var asciiEquivalentCount = 0
    private var token: UInt64
    /// ``IdentifierHash/seed`` and ``IdentifierHash/keptBits``, read once.
    let seed = IdentifierHash.seed
    let keptBits = IdentifierHash.keptBits
    private var ancestors: [Version] = []

    /// How many earlier versions a table remembers; older ones fall back to re-interning.
    private static let memory = 16

    private struct Version: Hashable, Sendable {
        var token: UInt64
        var count: Int
    }

    init() {
        token = UInt64.random(in: .min ... .max)
    }

    /// The number of interned names; keys are `0..<count`.
    var count: Int { names.count }

    /// The key of `name`, if interned.
    func key(of name: String) -> Int32? {
        let scanned = scan(name)
        guard scanned.isASCII else { return nonASCII[name] ?? asciiKey(equivalentTo: name) }
        let key = find(name, hash: scanned.hash)
        if key >= 0 { return key }
        return asciiEquivalentCount > 0 ? nonASCII[name] : nil
    }

    /// The ASCII text Swift's `String` calls equal to `name`, when there is one: only three characters decompose
    /// to ASCII (the Kelvin sign to K, the Greek question mark to `;`, the Greek varia to a backtick), so `name`
    /// has one when every other character of it is ASCII. An app's diffable data source holds the two one id.
    static func asciiEquivalent(of name: String) -> String? {
        var ascii = ""
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0..<0x80: ascii.unicodeScalars.append(scalar)
            case 0x212A: ascii += "K"
            case 0x037E: ascii += ";"
            case 0x1FEF: ascii += "`"
            default: return nil
            }
        }
        return ascii
    }

    /// The key of the placed ASCII name Swift's `String` calls equal to the non-ASCII `name`, if any.
    func asciiKey(equivalentTo name: String) -> Int32? {
        Self.asciiEquivalent(of: name).flatMap(placedKey(ofASCII:))
    }

    /// The key of the ASCII name `ascii` in the slots, if placed there.
    private func placedKey(ofASCII ascii: String) -> Int32? {
        let key = find(ascii, hash: scan(ascii).hash)
        return key < 0 ? nil : key
    }

    /// The hash of `name`'s UTF-8 bytes, and whether they are all ASCII.
    @inline(__always)
    func scan(_ name: String) -> (hash: UInt64, isASCII: Bool) {
        let scanned = IdentifierHash.scan(name.utf8.span, seed: seed)
        return (scanned.hash & keptBits, scanned.isASCII)
    }

    /// The key of `name` when it is the name after the session's last one (taken as the new last one), else nil.
    ///
    /// An equal name is that name (names are unique), no hashing or probe needed, which is most names of a rebuilt
    /// feed. Equal lengths keep both names on the same side: a non-ASCII name `String` calls equal to an ASCII one
    /// is longer, and two equal non-ASCII names are one entry of `nonASCII`.
    @inline(__always)
    func followingKey(of name: String, in session: inout Session) -> Int32? {
        let guess = session.previous &+ 1
        guard guess < names.count, names.holds(name, at: guess) else { return nil }
        session.previous = guess
        return Int32(truncatingIfNeeded: guess)
    }

    /// The state of one operation that interns names: whether it took a new token yet, and the key the last
    /// name got (the next name is most often the one interned after it, as when a feed is rebuilt in order).
    struct Session {
        fileprivate var forked = false
        var previous = -1
        /// The operation fills a fresh table: it places its names in the slots, where others go to `extra`.
        fileprivate(set) var fillsFreshTable = false
    }

    /// Starts an operation that interns names.
    func session() -> Session { Session() }

    /// The key of `name`, interning it if needed.
    ///
    /// - Parameter session: the state of the current operation, from ``session()``; pass the same one to every
    ///   call of one operation.
    mutating func intern(_ name: String, in session: inout Session) -> Int32 {
        if let key = followingKey(of: name, in: &session) { return key }
        let scanned = scan(name)
        guard scanned.isASCII else { return internNonASCII(name, in: &session) }
        let found = find(name, hash: scanned.hash)
        if found >= 0 {
            session.previous = Int(found)
            return found
        }
        if asciiEquivalentCount > 0, let key = nonASCII[name] {
            session.previous = Int(key)
            return key
        }
        let key = add(name, in: &session)
        place(hash: scanned.hash, key: key, in: session)
        return Int32(truncatingIfNeeded: key)
    }

    mutating func internNonASCII(_ name: String, in session: inout Session) -> Int32 {
        if let key = nonASCII[name] {
            session.previous = Int(key)
            return key
        }
        // Its ASCII spelling, worked out once: to find the name placed under it, and to count it if filed.
        let ascii = Self.asciiEquivalent(of: name)
        if let key = ascii.flatMap(placedKey(ofASCII:)) {
            session.previous = Int(key)
            return key
        }
        let key = Int32(truncatingIfNeeded: add(name, in: &session))
        keepNonASCII(name, key: key, hasASCIISpelling: ascii != nil)
        return key
    }

    /// Files the non-ASCII name of `key` (already in `names`) in the dictionary; false, filing nothing, when a
    /// `String`-equal name is filed already.
    mutating func file(_ name: String, key: Int32) -> Bool {
        guard nonASCII[name] == nil else { return false }
        keepNonASCII(name, key: key, hasASCIISpelling: Self.asciiEquivalent(of: name) != nil)
        return true
    }

    /// `nonASCII[name] = key`, counting the names with an ASCII spelling (`asciiEquivalentCount`).
    private mutating func keepNonASCII(_ name: String, key: Int32, hasASCIISpelling: Bool) {
        nonASCII[name] = key
        if hasASCIISpelling { asciiEquivalentCount += 1 }
    }

    /// Appends a new name and returns its key. Looking up first means a table shared with another snapshot is
    /// copied only now, and takes a new token.
    private mutating func add(_ name: String, in session: inout Session) -> Int {
        fork(&session)
        let key = names.count
        names.append(name)
        session.previous = key
        return key
    }

    /// Takes a new token, remembering the old one, before the first name an operation adds.
    mutating func fork(_ session: inout Session) {
        guard !session.forked else { return }
        ancestors.append(Version(token: token, count: count))
        if ancestors.count > Self.memory { ancestors.removeFirst(ancestors.count - Self.memory) }
        token = UInt64.random(in: .min ... .max)
        session.forked = true
        session.fillsFreshTable = count == 0
    }

    /// The key of the ASCII `name`, -1 when absent.
    @inline(__always)
    func find(_ name: String, hash: UInt64) -> Int32 {
        // Both names are ASCII here, where `String` equality compares bytes.
        find(hash: hash) { names.holds(name, at: $0) }
    }

    /// The key of the ASCII name with this hash for which `isName` holds, -1 when absent: in the slots, then in
    /// `extra`. `isName` runs only where a slot's fingerprint matches, so a probe reads no name it does not have
    /// to.
    @inline(__always)
    func find(hash: UInt64, _ isName: (Int) -> Bool) -> Int32 {
        let keyMask = keyMask
        let key = Self.probe(slots.span, keyMask: keyMask, hash: hash, isName).key
        guard key < 0 && extraCount > 0 else { return key }
        return Self.probe(extra.span, keyMask: keyMask, hash: hash, isName).key
    }

    /// The bits of a slot (in the slots and in `extra`) that hold `key + 1`: as many as index the slots, so
    /// every key below `slots.count - 1` fits (see ``fits(_:)``), and the rest hold the fingerprint.
    @inline(__always)
    var keyMask: UInt32 { UInt32(truncatingIfNeeded: max(slots.count, 1) &- 1) }

    /// Whether `key` fits a slot's key bits; a key that does not (names added past the slots' length, as
    /// non-ASCII names are without growing the slots) needs the slots grown first.
    @inline(__always)
    func fits(_ key: Int) -> Bool { key &+ 1 < slots.count }

    /// The key of the name with this hash for which `isName` holds in `slots` (-1 when absent), and the slot
    /// it is in or the empty slot it would go to.
    @inline(__always)
    static func probe(_ slots: Span<UInt32>, keyMask: UInt32, hash: UInt64, _ isName: (Int) -> Bool)
        -> (key: Int32, slot: Int)
    {
        guard !slots.isEmpty else { return (-1, 0) }
        let mask = slots.count - 1
        let fingerprint = Self.fingerprint(hash, keyMask: keyMask)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (-1, slot) }
            let key = Int(truncatingIfNeeded: entry & keyMask) &- 1
            if entry & ~keyMask == fingerprint && isName(key) {
                return (Int32(truncatingIfNeeded: key), slot)
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Places names by key (already in `names`; a negative key is skipped), in the order given, in the slots
    /// or in `extra`; false, leaving the rest unplaced, at a name equal to one placed already.
    mutating func placeAll(
        _ order: (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>), inExtra: Bool = false
    ) -> Bool {
        let keyMask = keyMask
        if inExtra { return Self.placeAll(order, names, keyMask: keyMask, in: &extra) }
        slotsWillChange()
        return Self.placeAll(order, names, keyMask: keyMask, in: &slots)
    }

    /// Drops the lease on the slots before they are written or replaced.
    mutating func slotsWillChange() {
        slotLease = nil
    }

    /// Leases the slots to the pool when no lease holds them, once an operation is done writing them: a table
    /// filled in bulk (the large ones) gives its slots back when the last snapshot holding them is gone.
    mutating func poolSlots() {
        guard slotLease == nil else { return }
        slotLease = PooledBuffer(slots, for: BufferPools.slots)
    }

    private static func placeAll(
        _ order: (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>), _ names: NamePages,
        keyMask: UInt32, in slots: inout ContiguousArray<UInt32>
    ) -> Bool {
        var output = slots.mutableSpan
        for index in order.hashes.indices {
            let (hash, key) = (order.hashes[index], Int(order.values[index]))
            guard key >= 0 else { continue }
            let found = probe(output.span, keyMask: keyMask, hash: hash) { names.holds(names[key], at: $0) }
            guard found.key < 0 else { return false }
            output[found.slot] = entry(hash: hash, key: key, keyMask: keyMask)
        }
        return true
    }

    /// A slot's entry for the ASCII name of `key` whose hash is `hash`; `key` fits `keyMask`.
    @inline(__always)
    static func entry(hash: UInt64, key: Int, keyMask: UInt32) -> UInt32 {
        fingerprint(hash, keyMask: keyMask) | UInt32(truncatingIfNeeded: key &+ 1)
    }

    /// The bits of `hash` a slot keeps above its key: the high half's top bits, independent of the low bits
    /// that choose the slot.
    @inline(__always)
    static func fingerprint(_ hash: UInt64, keyMask: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: hash &>> 32) & ~keyMask
    }

    /// Makes the slots enough for `total` names at a load of at most 3/4, and re-places every ASCII name
    /// there (`extra`'s too); `merging` re-places them even when the slots are large enough.
    mutating func grow(toHold total: Int, merging: Bool = false) {
        let capacity = Self.capacity(toHold: total)
        guard capacity > slots.count || merging else { return }
        extra = []
        extraCount = 0
        slotsWillChange()
        var grown = BufferPools.slots.take(capacity, repeating: 0)
        // The key bits of the grown slots, which every key up to `total` fits.
        let keyMask = UInt32(truncatingIfNeeded: capacity &- 1)
        for key in 0..<names.count {
            let scanned = scan(names[key])
            guard scanned.isASCII else { continue }
            Self.insertAbsent(hash: scanned.hash, key: key, keyMask: keyMask, into: &grown)
        }
        slots = grown
    }

    /// Writes the entry of `key` into the first empty slot of its probe sequence in `table`, a power of two long
    /// with a free slot; the name is known not to be there (a table being re-placed, a new name).
    @inline(__always)
    static func insertAbsent(hash: UInt64, key: Int, keyMask: UInt32, into table: inout ContiguousArray<UInt32>) {
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 { slot = (slot &+ 1) & mask }
        table[slot] = entry(hash: hash, key: key, keyMask: keyMask)
    }

    /// The length of a table that holds `total` names at a load of at most 3/4.
    static func capacity(toHold total: Int) -> Int {
        var capacity = 16
        while overloaded(holding: total, slotCount: capacity) { capacity *= 2 }
        return capacity
    }

    /// Whether `total` names are more than `slotCount` slots hold: the load would pass 3/4.
    ///
    /// Not higher: at 4/5, 100k names fit 2^17 slots (1 MB) instead of 2^18 (2 MB), but a fresh snapshot of them
    /// took 2.75 ms to build instead of 2.2 ms (page faults excluded): probes grow longer and irregular, and the
    /// end of each is a mispredicted branch.
    @inline(__always)
    static func overloaded(holding total: Int, slotCount: Int) -> Bool {
        total * 4 > slotCount * 3
    }

    /// Makes room for `extra` more names when the table is not shared yet (a fresh table being filled).
    mutating func reserve(_ extra: Int) {
        guard count == 0 else { return }
        grow(toHold: extra)
        names.reserveCapacity(extra)
    }

    /// Whether keys of `self` and keys of `other` mean the same names wherever both define them.
    func agrees(with other: IdentifierTable) -> Bool {
        token == other.token || extends(other) || other.extends(self)
    }

    private func extends(_ other: IdentifierTable) -> Bool {
        ancestors.contains(Version(token: other.token, count: other.count))
    }

    /// This table, or a fresh one when this one holds far more names than a snapshot of `liveCount` needs
    /// (names of long-gone items would otherwise pile up across runs). `liveCount` is the larger of the new
    /// snapshot's and its base's item counts, so the table stays within about twice the larger plus 1,024
    /// names over any number of rebuilds.
    func reused(forLiveCount liveCount: Int) -> IdentifierTable {
        count > 2 * liveCount + 1024 ? IdentifierTable() : self
    }
}
