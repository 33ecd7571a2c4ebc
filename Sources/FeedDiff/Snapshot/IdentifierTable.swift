/// Interns identifier strings to dense `Int32` keys, shared by a snapshot and the snapshots built from it.
///
/// Built for ids: the names' UTF-8 bytes live back to back in one buffer (no allocation per name), and an
/// open-addressing table of slots finds them by ``IdentifierHash``; a slot holds the high half of the name's
/// hash above its key, so a probe compares bytes only when the hashes agree. A name becomes a `String` again
/// only when something asks for it (``names``). ASCII names are compared by their bytes; a name with other
/// characters is found through a `String` dictionary, so two spellings Swift's `String` calls equal (a composed
/// and a decomposed accent) are one id, as they are to an app's diffable data source.
///
/// Diffing compares keys, never strings, so two snapshots must agree on what a key means. A table carries a
/// random `token`; every operation that adds names first takes a new token and remembers the old one with its
/// name count among its `ancestors`. A table with token T always holds the same names, so two tables agree
/// when one has the other's token, or lists the other's (token, count) among its ancestors (it was grown from
/// it). Tables grown apart from a common parent agree on neither and the diff re-interns instead.
struct IdentifierTable: Sendable {
    /// The UTF-8 bytes of every name, in key order.
    private var bytes: ContiguousArray<UInt8> = []
    /// Where each key's name starts in `bytes`, and the end of the last one: `count + 1` entries.
    private var starts: ContiguousArray<Int> = [0]
    /// Open addressing with linear probing, a power of two long: 0 is empty, otherwise the high 32 bits of the
    /// name's hash above `key + 1`.
    private var slots: ContiguousArray<UInt64> = []
    /// Every name that is not pure ASCII, by Swift's `String` equality (canonical equivalence), with its key.
    private var nonASCII: [String: Int32] = [:]
    private var token: UInt64
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
    var count: Int { starts.count - 1 }

    /// The names by key, made into `String`s on access.
    var names: Names { Names(bytes: bytes, starts: starts) }

    /// The name of each key, decoded from the table's bytes when read.
    struct Names {
        fileprivate let bytes: ContiguousArray<UInt8>
        fileprivate let starts: ContiguousArray<Int>

        var count: Int { starts.count - 1 }

        subscript(key: Int) -> String {
            String(decoding: bytes[starts[key]..<starts[key + 1]], as: UTF8.self)
        }
    }

    /// The key of `name`, if interned.
    func key(of name: String) -> Int32? {
        // One pass over the bytes: the ASCII check and the lookup share the same buffer.
        let key = Self.withUTF8(name) { Self.isASCII($0) ? find($0, hash: IdentifierHash.of($0)).key : nil }
        guard let key else { return nonASCII[name] }
        return key < 0 ? nil : key
    }

    /// The state of one operation that interns names: whether it took a new token yet, and the key the last
    /// name got (the next name is most often the one interned after it, as when a feed is rebuilt in order).
    struct Session {
        fileprivate var forked = false
        fileprivate var previous = -1
    }

    /// Starts an operation that interns names.
    func session() -> Session { Session() }

    /// The key of `name`, interning it if needed.
    ///
    /// - Parameter session: the state of the current operation, from ``session()``; pass the same one to every
    ///   call of one operation.
    mutating func intern(_ name: String, in session: inout Session) -> Int32 {
        if let key = Self.withUTF8(name, { Self.isASCII($0) ? intern($0, in: &session) : nil }) { return key }
        if let key = nonASCII[name] {
            session.previous = Int(key)
            return key
        }
        let key = Self.withUTF8(name) { intern($0, in: &session) }
        nonASCII[name] = key
        return key
    }

    /// Whether every byte of `name` is ASCII, where bytes and `String` equality agree.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    private mutating func intern(_ name: UnsafeBufferPointer<UInt8>, in session: inout Session) -> Int32 {
        // The name after the last one: equal bytes are that name (names are unique), no hash needed.
        let guess = session.previous &+ 1
        if guess < count, spells(guess, name) {
            session.previous = guess
            return Int32(truncatingIfNeeded: guess)
        }
        let hash = IdentifierHash.of(name)
        var found = find(name, hash: hash)
        if found.key >= 0 {
            session.previous = Int(found.key)
            return found.key
        }
        // A new name. Looking up first means a table shared with another snapshot is copied only now.
        if !session.forked {
            ancestors.append(Version(token: token, count: count))
            if ancestors.count > Self.memory { ancestors.removeFirst(ancestors.count - Self.memory) }
            token = UInt64.random(in: .min ... .max)
            session.forked = true
        }
        if (count + 1) * 4 > slots.count * 3 {
            grow(toHold: count + 1)
            found = find(name, hash: hash)
        }
        let key = count
        slots[found.slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(key + 1)
        bytes.append(contentsOf: name)
        starts.append(bytes.count)
        session.previous = key
        return Int32(truncatingIfNeeded: key)
    }

    /// The key of `name` (-1 when absent) and the slot it is in, or the empty slot it would go to.
    @inline(__always)
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (key: Int32, slot: Int) {
        guard !slots.isEmpty else { return (-1, 0) }
        let mask = slots.count - 1
        let fingerprint = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (-1, slot) }
            if entry & 0xFFFF_FFFF_0000_0000 == fingerprint {
                let key = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if spells(key, name) { return (Int32(truncatingIfNeeded: key), slot) }
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Whether `key`'s name has exactly these bytes.
    @inline(__always)
    private func spells(_ key: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[key]
        guard starts[key + 1] - start == name.count else { return false }
        for index in 0..<name.count where bytes[start &+ index] != name[index] { return false }
        return true
    }

    /// Makes the slots enough for `names` names at a load of at most 3/4, and re-places every name.
    private mutating func grow(toHold names: Int) {
        var capacity = 16
        while capacity * 3 < names * 4 { capacity *= 2 }
        guard capacity > slots.count else { return }
        var grown = ContiguousArray<UInt64>(repeating: 0, count: capacity)
        let mask = capacity - 1
        bytes.withUnsafeBufferPointer { all in
            for key in 0..<count {
                let name = UnsafeBufferPointer(rebasing: all[starts[key]..<starts[key + 1]])
                let hash = IdentifierHash.of(name)
                var slot = Int(truncatingIfNeeded: hash) & mask
                while grown[slot] != 0 { slot = (slot &+ 1) & mask }
                grown[slot] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(key + 1)
            }
        }
        slots = grown
    }

    /// Makes room for `extra` more names when the table is not shared yet (a fresh table being filled).
    mutating func reserve(_ extra: Int) {
        guard count == 0 else { return }
        grow(toHold: extra)
        starts.reserveCapacity(extra + 1)
        bytes.reserveCapacity(extra * 16)
    }

    /// Runs `body` on the UTF-8 bytes of `name`, in place when the string has them contiguous (native Swift
    /// strings, small or not).
    @inline(__always)
    private static func withUTF8<Result>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return ContiguousArray(name.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether keys of `self` and keys of `other` mean the same names wherever both define them.
    func agrees(with other: IdentifierTable) -> Bool {
        token == other.token || extends(other) || other.extends(self)
    }

    private func extends(_ other: IdentifierTable) -> Bool {
        ancestors.contains(Version(token: other.token, count: other.count))
    }

    /// This table, or a fresh one when this one holds far more names than a snapshot of `liveCount` needs
    /// (names of long-gone items would otherwise pile up across runs).
    func reused(forLiveCount liveCount: Int) -> IdentifierTable {
        count > 2 * liveCount + 1024 ? IdentifierTable() : self
    }
}
