/// A small, deterministic JSON writer that appends UTF-8 bytes to a buffer.
///
/// Keys come out in the order the caller writes them, numbers carry at most three decimals and integral values
/// print without any, so identical input gives byte-identical output. It exists because `JSONEncoder` sorts and
/// boxes its way through every value and costs far more than the rest of the pipeline on large feeds.
package struct JSONWriter: Sendable {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8]
    /// Whether the next value inside the current container needs a comma first.
    private var needsComma = false

    package init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Empties the buffer but keeps its storage, for reuse in a loop.
    package mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    // MARK: Containers

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key; the next write is its value.
    package mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// An object key encoded once (`"name":`), for keys written for every item of a large document.
    package struct EncodedKey: Sendable {
        let bytes: [UInt8]

        package init(_ name: String) {
            var writer = JSONWriter(capacity: name.utf8.count + 3)
            writer.key(name)
            bytes = writer.bytes
        }
    }

    /// Writes a key encoded ahead of time; the same bytes as `key(_:)` with its name.
    package mutating func key(_ encoded: EncodedKey) {
        separate()
        bytes.append(contentsOf: encoded.bytes)
        needsComma = false
    }

    // MARK: Scalars

    package mutating func null() {
        separate()
        appendASCII("null")
        needsComma = true
    }

    package mutating func bool(_ value: Bool) {
        separate()
        appendASCII(value ? "true" : "false")
        needsComma = true
    }

    package mutating func int(_ value: Int) {
        separate()
        appendInteger(Int64(value))
        needsComma = true
    }

    package mutating func int64(_ value: Int64) {
        separate()
        appendInteger(value)
        needsComma = true
    }

    /// Writes a number with at most three decimals; non-finite numbers become `null` (JSON has no NaN).
    package mutating func number(_ value: Double) {
        separate()
        appendNumber(value)
        needsComma = true
    }

    /// Writes a payload number exactly: whole values below 2^53 as integers, others in the shortest form that
    /// reads back as the same `Double` (`0.0001`, `37.774929`, `1e-300`). Only geometry is rounded (`number`).
    package mutating func exactNumber(_ value: Double) {
        separate()
        if value.isFinite, value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            appendInteger(Int64(value))
        } else if let thousandths = Self.exactThousandths(value) {
            appendThousandths(thousandths)
        } else if value.isFinite {
            // Swift's description is the shortest round-trip form, and always valid JSON for a finite value.
            bytes.append(contentsOf: value.description.utf8)
        } else {
            appendASCII("null")
        }
        needsComma = true
    }

    /// `value` × 1000 as an integer when that is exact and the value is in [0.001, 1e9) in magnitude, else nil.
    ///
    /// Then the decimal with at most three decimals is the shortest that reads back as `value` — the one Swift's
    /// `description` prints — because below 1e9 two such decimals lie further apart than the spacing of doubles:
    /// printing it needs no `String` (most payload numbers, like ratings and prices, are such decimals).
    static func exactThousandths(_ value: Double) -> Int64? {
        guard value.magnitude >= 0.001, value.magnitude < 1e9 else { return nil }
        let scaled = (value * 1000).rounded()
        guard scaled / 1000 == value else { return nil }
        return Int64(scaled)
    }

    /// Writes thousandths as a decimal without trailing zeros (`2500` → `2.5`, `3000` → `3`).
    private mutating func appendThousandths(_ thousandths: Int64) {
        if thousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        appendInteger(Int64(magnitude / 1000))
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    package mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    /// Appends already-encoded JSON as one value (for payloads encoded once and reused).
    /// The document with a final newline, handing over the buffer. Appending to a copy of `bytes` while the
    /// writer still held it copied the whole document (16 MB of output for 100k items).
    package consuming func line() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    package mutating func raw(_ encoded: [UInt8]) {
        separate()
        bytes.append(contentsOf: encoded)
        needsComma = true
    }

    /// Appends a run of already-encoded values (commas between them included) as one value.
    package mutating func raw(_ encoded: ArraySlice<UInt8>) {
        separate()
        bytes.append(contentsOf: encoded)
        needsComma = true
    }

    /// Writes `[a, b]`.
    package mutating func numbers(_ first: Double, _ second: Double) {
        beginArray()
        number(first)
        number(second)
        endArray()
    }

    /// Writes `[a, b, c, d]` (a frame).
    package mutating func numbers(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) {
        beginArray()
        number(first)
        number(second)
        number(third)
        number(fourth)
        endArray()
    }

    // MARK: Encoding

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // Up to eight digits are gathered lowest first into one word, each shifting the others up a byte, so
        // the highest digit ends in the lowest byte and the digits go out in order: dividing by the constant 10
        // is a multiply, where taking the highest digit first would divide by a variable power of ten.
        if magnitude < 100_000_000 {
            var packed: UInt64 = 0
            var count = 0
            repeat {
                packed = packed << 8 | (magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for _ in 0..<count {
                bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: packed))
                packed >>= 8
            }
            return
        }
        // Longer: room for the digits first, then filled from the lowest.
        var digits = 1
        var bound: UInt64 = 10
        while digits < 19, magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        for _ in 0..<digits { bytes.append(UInt8(ascii: "0")) }
        var position = bytes.count - 1
        repeat {
            bytes[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            position -= 1
        } while magnitude > 0
    }

    private mutating func appendNumber(_ value: Double) {
        guard value.isFinite else {
            appendASCII("null")
            return
        }
        // Most frames are whole points: print them as integers straight away.
        if value.magnitude < 9.0e15, value == value.rounded(.towardZero) {
            appendInteger(Int64(value))
            return
        }
        // Rounded to thousandths first, so 0.1 + 0.2 and 0.3 print alike and -0.0001 prints as 0.
        let thousandths = (value * 1000).rounded()
        guard thousandths.magnitude < 9.0e15 else {
            bytes.append(contentsOf: Array("\(value)".utf8))
            return
        }
        let scaled = Int64(thousandths)
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        appendThousandths(scaled)
    }

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // Fast path: most strings need no escape and go in with one copy.
        let isPlain = text.withUTF8 { buffer -> Bool in
            for byte in buffer where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(contentsOf: buffer)
            return true
        }
        if !isPlain { appendEscaped(text) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A:
                appendASCII("\\n")
            case 0x0D:
                appendASCII("\\r")
            case 0x09:
                appendASCII("\\t")
            case 0..<0x20:
                appendASCII("\\u00")
                bytes.append(Self.hexDigit(byte >> 4))
                bytes.append(Self.hexDigit(byte & 0x0F))
            default:
                bytes.append(byte)
            }
        }
    }

    /// Writes `"0123456789abcdef"`: a 64-bit hash as 16 lowercase hex digits, without making a `String`. Each
    /// half becomes eight digit bytes in one word (`hexDigits(_:)`), stored at once: two hashes an item in the
    /// output and the state cost more per digit appended one by one than the rest of the item.
    package mutating func hex(_ value: UInt64) {
        separate()
        let high = Self.hexDigits(UInt32(truncatingIfNeeded: value >> 32))
        let low = Self.hexDigits(UInt32(truncatingIfNeeded: value))
        bytes.append(addingCapacity: 18) { out in
            for _ in 0..<18 { out.append(UInt8(ascii: "\"")) }
            var written = out.mutableSpan
            var digits = written.mutableBytes
            digits.storeBytes(of: high, toByteOffset: 1, as: UInt64.self)
            digits.storeBytes(of: low, toByteOffset: 9, as: UInt64.self)
        }
        needsComma = true
    }

    /// The eight lowercase hex digits of `half`, as a word whose bytes, stored in the machine's order, read in
    /// order: the nibbles spread one to a byte (the first in the highest), then `0`–`9` or `a`–`f` made of every
    /// byte at once.
    static func hexDigits(_ half: UInt32) -> UInt64 {
        var nibbles = UInt64(half)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        // 1 in each byte whose nibble is 10 or more, which then skips from after `9` to `a` (39 further).
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        let ascii = nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
        // The first digit must be stored first: `bigEndian` puts the highest byte at the lowest address.
        return ascii.bigEndian
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
