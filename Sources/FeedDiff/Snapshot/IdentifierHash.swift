/// The 64-bit hash the identifier tables place names by: fast on short ids, seeded per process.
///
/// Word at a time over the UTF-8 bytes (8 bytes per step: xor, multiply by an odd constant, rotate; a tail
/// shorter than a word is read in at most two loads), the length folded in, then a full
/// avalanche so both the low bits (the slot) and the high bits (the fingerprint kept in the slot) depend on
/// every byte. Ids come from scripts, so the seed is random per process: a script cannot precompute names that
/// all land on one slot and make interning quadratic. The bytes are read through a `Span` (bounds-checked, no
/// unsafe pointer); the same pass tells whether they are all ASCII.
enum IdentifierHash {
    static let seed = UInt64.random(in: .min ... .max)

    /// The bits of every hash an identifier table keeps: all of them, except in tests that keep a few so that
    /// thousands of names share each hash and every lookup must tell them apart by their bytes.
    @TaskLocal static var keptBits: UInt64 = .max

    /// The hash of `bytes`, and whether every byte is ASCII. `seed` is ``seed``, which a table keeps in a stored
    /// property: reading the global on every call costs a `swift_once` check per id.
    @inline(__always)
    static func scan(_ bytes: Span<UInt8>, seed: UInt64) -> (hash: UInt64, isASCII: Bool) {
        let count = bytes.count
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        var high: UInt64 = 0
        var index = 0
        while index &+ 8 <= count {
            let word = load(bytes, at: index)
            high |= word
            state = step(state, word)
            index &+= 8
        }
        if index < count {
            let word = tail(bytes, from: index)
            high |= word
            state = step(state, word)
        }
        return (avalanche(state), high & 0x8080_8080_8080_8080 == 0)
    }

    /// The hash of every name, kept to `keptBits`, written to `hashes` (as long as `names`); returns the positions
    /// of the names that are not all ASCII. One loop over the names with nothing else in it (a fresh table's
    /// fill writes its keys in a loop of their own): 6 instructions per name fewer than hashing each name in the
    /// fill's loop through the table's `scan`. What remains per name besides the hash is reading its bytes:
    /// `utf8.span` retains and releases a name's storage and is not inlined (~50 instructions).
    static func scanAll(
        _ names: Span<String>, seed: UInt64, keptBits: UInt64, into hashes: inout MutableSpan<UInt64>
    ) -> [Int] {
        var nonASCII: [Int] = []
        for index in names.indices {
            let scanned = scan(names[index].utf8.span, seed: seed)
            hashes[index] = scanned.hash & keptBits
            if !scanned.isASCII { nonASCII.append(index) }
        }
        return nonASCII
    }

    /// The 1 to 7 bytes from `index` to the end as one word: the first and the last 4 of them (or 2, or the
    /// one byte), which overlap when fewer than 8 remain but still cover each byte at a place fixed by the
    /// length. Not the last 8 bytes as one load overlapping the words before: a small `String` (up to 15 bytes,
    /// the ids here) is read from the two words just stored to the stack for its span, and a load across both
    /// cannot be forwarded from those stores; it waited for them (perf: 29% of the fresh table's hashing at
    /// that load). Each load here lies within one of those words.
    @inline(__always)
    private static func tail(_ bytes: Span<UInt8>, from index: Int) -> UInt64 {
        let rest = bytes.count &- index
        if rest >= 4 {
            return load(bytes, at: index, width: 4) | load(bytes, at: bytes.count &- 4, width: 4) &<< 32
        }
        if rest >= 2 {
            return load(bytes, at: index, width: 2) | load(bytes, at: bytes.count &- 2, width: 2) &<< 16
        }
        return UInt64(bytes[index])
    }

    /// `width` bytes (at most 8) from `index` on, little-endian. Taken as a span of that width first: one bounds
    /// check, and the compiler reads them in one load (indexing `bytes` itself checked each byte).
    @inline(__always)
    private static func load(_ bytes: Span<UInt8>, at index: Int, width: Int = 8) -> UInt64 {
        let word = bytes.extracting(index..<(index &+ width))
        var value: UInt64 = 0
        for offset in 0..<width { value |= UInt64(word[offset]) &<< (offset &* 8) }
        return value
    }

    @inline(__always)
    private static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0xA076_1D64_78BD_642F
        return (mixed &<< 29) | (mixed &>> 35)
    }

    /// Every input bit reaches every output bit (the finalizer of MurmurHash3, a published constant pair).
    @inline(__always)
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value &>> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value &>> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value &>> 33
        return value
    }
}
