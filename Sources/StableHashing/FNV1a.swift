/// The 64-bit FNV-1a hash, fed incrementally: the one stable hash of the package — file contents in FileWatching,
/// the state file's content hashes in FeedHost's `ContentHash`, a script's random seed in LuaBridge.
///
/// Fast on the small files of a feed and stable across runs and machines (unlike `Hasher`, seeded per process),
/// so equal bytes give equal hashes in every process.
package struct FNV1a: Sendable, Equatable {
    @usableFromInline static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything fed so far.
    package private(set) var value: UInt64

    @inlinable
    package init() {
        value = Self.offsetBasis
    }

    /// Feeds bytes read through a `Span` (bounds-checked, no unsafe pointer): the one loop every other `feed`
    /// ends in, compiled once in this module.
    ///
    /// - Complexity: O(`bytes.count`).
    package mutating func feed(_ bytes: Span<UInt8>) {
        var hash = value
        for index in bytes.indices {
            hash = (hash ^ UInt64(bytes[index])) &* Self.prime
        }
        value = hash
    }

    /// Feeds a string's UTF-8 bytes, in place.
    package mutating func feed(_ utf8: String.UTF8View) { feed(utf8.span) }

    /// Feeds an array's bytes, in place.
    package mutating func feed(_ bytes: [UInt8]) { feed(bytes.span) }

    /// Feeds a slice of bytes, in place.
    package mutating func feed(_ bytes: ArraySlice<UInt8>) { feed(bytes.span) }

    /// Feeds any other sequence of bytes, gathered into an array first: a loop over a generic `Sequence` in
    /// another module may stay unspecialised and pay a witness call per byte (measured: 30× slower per byte).
    ///
    /// - Complexity: O(`bytes.count`).
    @inlinable
    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        feed(Array(bytes))
    }

    /// The hash of `bytes` on their own.
    @inlinable
    package static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = FNV1a()
        hash.feed(bytes)
        return hash.value
    }

    /// The hash of a string's UTF-8 bytes.
    package static func of(_ utf8: String.UTF8View) -> UInt64 {
        var hash = FNV1a()
        hash.feed(utf8)
        return hash.value
    }

    /// The hash of an array's bytes.
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = FNV1a()
        hash.feed(bytes)
        return hash.value
    }
}
