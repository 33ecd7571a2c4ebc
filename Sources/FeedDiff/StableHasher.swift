/// A 64-bit FNV-1a hash that is the same on every machine and in every run (unlike `Hasher`, which is seeded
/// per process), for content hashes that are stored in the state file (docs/spec/contract.md §6) and compared across runs.
///
/// FNV-1a is not collision-resistant against an adversary; for content fingerprints of a feed the 64 bits
/// make an accidental collision negligible.
public struct StableHasher: Sendable {
    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Creates a hasher in its initial state.
    public init() {}

    /// Mixes in bytes.
    public mutating func combine<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
    }

    /// Mixes in a string's UTF-8 bytes and a terminator, so `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(bytes: CollectionOfOne(0xFF))
    }

    /// Mixes in a number as 8 little-endian bytes.
    public mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            combine(bytes: CollectionOfOne(UInt8(truncatingIfNeeded: number >> shift)))
        }
    }

    /// The FNV-1a hash of a string's UTF-8 bytes (no terminator): the standard test vectors hold.
    public static func hash(_ text: String) -> UInt64 {
        var hasher = StableHasher()
        hasher.combine(bytes: text.utf8)
        return hasher.value
    }

    /// The content hash a state file's `hash` string stands for: the value of a hex string of 1 to 16 digits
    /// (as the engine writes them), otherwise the hash of the string, so equal strings give equal hashes.
    public static func stateHash(_ string: String) -> UInt64 {
        if (1...16).contains(string.utf8.count), let value = UInt64(string, radix: 16) { return value }
        return hash(string)
    }
}
