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

    /// Feeds `bytes` into the hash.
    ///
    /// Contiguous bytes (an array, a slice, a native string's UTF-8) go through `feed(contiguous:)`, compiled once in
    /// this module: a caller in another module may get this generic function unspecialised, where a loop over
    /// `Sequence` pays a witness call per byte (measured: 30× slower per byte of a payload).
    ///
    /// - Complexity: O(`bytes.count`).
    @inlinable
    package mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let fed: Void? = bytes.withContiguousStorageIfAvailable { feed(contiguous: $0) }
        if fed == nil { Array(bytes).withUnsafeBufferPointer { feed(contiguous: $0) } }
    }

    /// Feeds bytes in contiguous storage (read only, during the call).
    ///
    /// - Complexity: O(`bytes.count`).
    @usableFromInline
    package mutating func feed(contiguous bytes: UnsafeBufferPointer<UInt8>) {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* Self.prime
        }
        value = hash
    }

    /// The hash of `bytes` on their own.
    @inlinable
    package static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = FNV1a()
        hash.feed(bytes)
        return hash.value
    }
}
