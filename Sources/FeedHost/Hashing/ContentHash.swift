import FeedJSON
import StableHashing

/// A stable 64-bit hash of canonical content: FNV-1a over the canonical JSON bytes.
///
/// FNV-1a depends on nothing but the bytes, so the value is the same on every machine, run and build — unlike
/// Swift's `Hasher`, which is seeded per process. Printed as 16 lowercase hex digits in the state file.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    package let value: UInt64

    package init(value: UInt64) {
        self.value = value
    }

    /// Hashes `bytes` with FNV-1a 64.
    package init(of bytes: [UInt8]) {
        value = FNV1a.of(bytes)
    }

    /// Hashes a string's UTF-8 bytes with FNV-1a 64.
    package init(of utf8: String.UTF8View) {
        value = FNV1a.of(utf8)
    }

    /// The hash of a value's canonical JSON encoding (keys sorted, numbers as the JSON writer prints them).
    package init(canonical value: JSONValue) {
        var writer = JSONWriter(capacity: 256)
        writer.value(value)
        self.init(of: writer.bytes)
    }

    /// 16 lowercase hex digits.
    package var hex: String {
        // One byte buffer and one String: a state has one per item, and `String(radix:)` plus padding cost three
        // allocations. (Writing into the String's own storage would save one more, but needs an unsafe buffer.)
        var digits = [UInt8](repeating: 0, count: 16)
        for index in 0..<16 {
            let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0x0F
            digits[index] = nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "a") &+ nibble &- 10
        }
        return String(decoding: digits, as: UTF8.self)
    }

    package var description: String { hex }
}
