/// The 64-bit FNV-1a hash, fed incrementally.
///
/// Fast on the small files of a feed and stable across runs (unlike `Hasher`), so equal bytes give equal hashes
/// in every process.
struct ContentHash: Sendable, Equatable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything fed so far.
    private(set) var value: UInt64 = ContentHash.offsetBasis

    /// Feeds `bytes` into the hash.
    ///
    /// - Complexity: O(`bytes.count`).
    mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    /// The hash of `bytes` on their own.
    static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = ContentHash()
        hash.feed(bytes)
        return hash.value
    }
}
