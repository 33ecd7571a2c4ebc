/// Interns identifier strings to dense `Int32` keys, shared by a snapshot and the snapshots built from it.
///
/// Diffing compares keys, never strings, so two snapshots must agree on what a key means. A table carries a
/// random `token`; every operation that adds names first takes a new token and remembers the old one with its
/// name count among its `ancestors`. A table with token T always holds the same names, so two tables agree
/// when one has the other's token, or lists the other's (token, count) among its ancestors (it was grown from
/// it). Tables grown apart from a common parent agree on neither and the diff re-interns instead.
struct IdentifierTable: Sendable {
    /// The name of each key.
    private(set) var names: ContiguousArray<String> = []
    private var keys: [String: Int32] = [:]
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
    var count: Int { names.count }

    /// The key of `name`, if interned.
    func key(of name: String) -> Int32? { keys[name] }

    /// The state of one operation that interns names: whether it took a new token yet, and whether the table
    /// started empty (then nothing else shares it and names can be inserted with a single lookup).
    struct Session {
        fileprivate var forked = false
        fileprivate let filling: Bool
    }

    /// Starts an operation that interns names.
    func session() -> Session { Session(filling: names.isEmpty) }

    /// The key of `name`, interning it if needed.
    ///
    /// - Parameter session: the state of the current operation, from ``session()``; pass the same one to every
    ///   call of one operation.
    mutating func intern(_ name: String, in session: inout Session) -> Int32 {
        let next = Int32(truncatingIfNeeded: names.count)
        let key: Int32
        if session.filling {
            // A table being filled from scratch is not shared, so the defaulted subscript can insert in place
            // with one hash lookup; existing keys are below `next`, so getting `next` back means "new".
            key = Self.claim(&keys[name, default: -1], next: next)
        } else {
            // Look up before inserting: a table shared with another snapshot is then copied only when a name
            // is really new, not on the first access.
            key = keys[name] ?? -1
            if key < 0 { keys[name] = next }
        }
        guard key < 0 || key == next else { return key }
        if !session.forked {
            ancestors.append(Version(token: token, count: names.count))
            if ancestors.count > Self.memory { ancestors.removeFirst(ancestors.count - Self.memory) }
            token = UInt64.random(in: .min ... .max)
            session.forked = true
        }
        names.append(name)
        return next
    }

    private static func claim(_ slot: inout Int32, next: Int32) -> Int32 {
        if slot == -1 { slot = next }
        return slot
    }

    /// Makes room for `extra` more names when the table is not shared yet (a fresh table being filled).
    mutating func reserve(_ extra: Int) {
        guard names.isEmpty else { return }
        keys.reserveCapacity(extra)
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
    /// (names of long-gone items would otherwise pile up across runs).
    func reused(forLiveCount liveCount: Int) -> IdentifierTable {
        count > 2 * liveCount + 1024 ? IdentifierTable() : self
    }
}
