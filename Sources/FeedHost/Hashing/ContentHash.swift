/// A stable 64-bit hash of canonical content: FNV-1a over the canonical JSON bytes.
///
/// FNV-1a depends on nothing but the bytes, so the value is the same on every machine, run and build — unlike
/// Swift's `Hasher`, which is seeded per process. Printed as 16 lowercase hex digits in the state file.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(value: UInt64) {
        self.value = value
    }

    /// Hashes `bytes` with FNV-1a 64.
    public init<Bytes: Sequence>(of bytes: Bytes) where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// The hash of a value's canonical JSON encoding (keys sorted, numbers as the JSON writer prints them).
    public init(canonical value: JSONValue) {
        var writer = JSONWriter(capacity: 256)
        writer.value(value)
        self.init(of: writer.bytes)
    }

    /// 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public var description: String { hex }
}
