/// Interns identifier strings to dense `Int32` keys, shared by a snapshot and the snapshots built from it.
///
/// Built for ids: open addressing finds a name by ``IdentifierHash`` of its UTF-8 bytes, read through a `Span`
/// (no allocation, no unsafe pointer), comparing names only when their hashes agree (``IdentifierLevel``). The
/// names themselves are kept as the `String`s the caller passed (a copy of a small string, a reference to a large
/// one: nothing is allocated per name), so the diff hands them out without decoding. A name with characters
/// beyond ASCII is found through a `String` dictionary, so two spellings Swift's `String` calls equal (a composed
/// and a decomposed accent) are one id, as they are to an app's diffable data source.
///
/// Names sit on two levels: `settled`, shared with the tables this one was grown from and never written while
/// shared, and `recent`, the names added since. A snapshot built from another adds its new names to `recent`
/// alone, so it copies a few entries instead of the megabytes of a large table's names and slots (a copy and
/// its page faults that cost more than the rest of building the snapshot). `recent` is settled into the
/// first level once it holds more than an eighth as many names: each name is copied a bounded number of times.
///
/// Diffing compares keys, never strings, so two snapshots must agree on what a key means. A table carries a
/// random `token`; every operation that adds names first takes a new token and remembers the old one with its
/// name count among its `ancestors`. A table with token T always holds the same names, so two tables agree
/// when one has the other's token, or lists the other's (token, count) among its ancestors (it was grown from
/// it). Tables grown apart from a common parent agree on neither and the diff re-interns instead.
struct IdentifierTable: Sendable {
    /// Keys `0..<settled.end`.
    private var settled = IdentifierLevel(first: 0)
    /// Keys from `settled.end` on.
    private var recent = IdentifierLevel(first: 0)
    private var token: UInt64
    /// ``IdentifierHash/seed``, read once.
    private let seed = IdentifierHash.seed
    private var ancestors: [Version] = []

    /// How many earlier versions a table remembers; older ones fall back to re-interning.
    private static let memory = 16

    private struct Version: Hashable, Sendable {
        var token: UInt64
        var count: Int
    }

    /// The name of each key, read as `names[key]`.
    struct Names {
        fileprivate let settled: IdentifierLevel
        fileprivate let recent: IdentifierLevel

        var count: Int { recent.end }

        subscript(key: Int) -> String {
            key < settled.end ? settled.names[key] : recent.names[key - recent.first]
        }
    }

    init() {
        token = UInt64.random(in: .min ... .max)
    }

    /// The name of each key.
    var names: Names { Names(settled: settled, recent: recent) }

    /// The number of interned names; keys are `0..<count`.
    var count: Int { recent.end }

    /// The name of `key`.
    @inline(__always)
    private func name(_ key: Int) -> String {
        key < settled.end ? settled.names[key] : recent.names[key - recent.first]
    }

    /// The key of `name`, if interned.
    func key(of name: String) -> Int32? {
        let scan = IdentifierHash.scan(name.utf8.span, seed: seed)
        guard scan.isASCII else { return settled.nonASCII[name] ?? recent.nonASCII[name] }
        let found = find(name, hash: scan.hash)
        return found.key < 0 ? nil : found.key
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
        // The name after the last one: an equal name is that name (names are unique), no hashing or probe
        // needed, which is most names of a rebuilt feed. Equal lengths keep both names on the same side: a
        // non-ASCII name `String` calls equal to an ASCII one is longer, and two equal non-ASCII names are one
        // entry of `nonASCII`.
        let guess = session.previous &+ 1
        if guess < count {
            let candidate = self.name(guess)
            if candidate.utf8.count == name.utf8.count, candidate == name {
                session.previous = guess
                return Int32(truncatingIfNeeded: guess)
            }
        }
        let scan = IdentifierHash.scan(name.utf8.span, seed: seed)
        let key: Int32
        if scan.isASCII {
            let found = find(name, hash: scan.hash)
            if found.key >= 0 {
                session.previous = Int(found.key)
                return found.key
            }
            fork(&session)
            key = recent.addASCII(name, hash: scan.hash, slot: found.slot, seed: seed)
        } else {
            if let known = settled.nonASCII[name] ?? recent.nonASCII[name] {
                session.previous = Int(known)
                return known
            }
            fork(&session)
            key = recent.addNonASCII(name)
        }
        session.previous = Int(key)
        return key
    }

    /// Takes a new token before the first name an operation adds, remembering the old one. Looking up first
    /// means a level shared with another snapshot is copied only now.
    private mutating func fork(_ session: inout Session) {
        guard !session.forked else { return }
        ancestors.append(Version(token: token, count: count))
        if ancestors.count > Self.memory { ancestors.removeFirst(ancestors.count - Self.memory) }
        token = UInt64.random(in: .min ... .max)
        session.forked = true
    }

    /// The key of the ASCII `name` (-1 when absent) and, when absent, the slot of `recent` it would go to.
    @inline(__always)
    private func find(_ name: String, hash: UInt64) -> (key: Int32, slot: Int) {
        if settled.end > 0 {
            let found = settled.find(name, hash: hash)
            if found.key >= 0 { return found }
        }
        return recent.find(name, hash: hash)
    }

    /// Makes room for `extra` more names when the table is empty (a fresh table being filled).
    mutating func reserve(_ extra: Int) {
        guard count == 0 else { return }
        recent.reserve(extra, seed: seed)
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
        guard count <= 2 * liveCount + 1024 else { return IdentifierTable() }
        var table = self
        table.settle()
        return table
    }

    /// Moves the recent names to the settled level when they are many: a table filled from empty hands its
    /// arrays over as they are; otherwise the settled level is copied with them, once per eighth it grew by.
    private mutating func settle() {
        guard recent.names.count > settled.names.count / 8 else { return }
        if settled.end == 0 {
            settled = recent
        } else {
            settled.absorb(recent, seed: seed)
        }
        recent = IdentifierLevel(first: settled.end)
    }
}
