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

    /// Hands the bytes written so far to `write` and empties the buffer, keeping its storage and its place in the
    /// document: what is written next continues the same container, so the pieces handed out join into it.
    package mutating func drain(into write: ([UInt8]) -> Void) {
        write(bytes)
        bytes.removeAll(keepingCapacity: true)
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
        write(bound: OutputSpan.jsonStringBound(name) + 1, needsCommaAfter: false) { out in
            out.appendJSONString(name)
            out.append(UInt8(ascii: ":"))
        }
    }

    /// An object key encoded once (`"name":`), for keys written for every item of a large document.
    package struct EncodedKey: Sendable {
        /// `"name":`.
        package let plain: PackedBytes
        /// `,"name":`, for a member after the first inside a `bulk(bound:_:)` write.
        package let withComma: PackedBytes

        package init(_ name: String) {
            var writer = JSONWriter(capacity: name.utf8.count + 3)
            writer.key(name)
            plain = PackedBytes(writer.bytes)
            withComma = PackedBytes([UInt8(ascii: ",")] + writer.bytes)
        }
    }

    /// Writes a key encoded ahead of time; the same bytes as `key(_:)` with its name.
    package mutating func key(_ encoded: EncodedKey) {
        write(bound: encoded.plain.bytes.count, needsCommaAfter: false) { $0.append(encoded.plain) }
    }

    /// Writes a value — or the start of an object up to a member's value — of at most `bound` bytes through
    /// `write`, in one step: an item's or a frame's members, keys included (`EncodedKey.withComma`),
    /// cost the capacity check of one append rather than one for every byte. The comma before it comes as
    /// needed; the next write after it needs one.
    package mutating func bulk(bound: Int, _ write: (inout OutputSpan<UInt8>) -> Void) {
        self.write(bound: bound, needsCommaAfter: true, write)
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
        int64(Int64(value))
    }

    package mutating func int64(_ value: Int64) {
        bulk(bound: OutputSpan.jsonIntegerBound) { $0.appendJSONInteger(value) }
    }

    /// Writes a number with at most three decimals; non-finite numbers become `null` (JSON has no NaN).
    package mutating func number(_ value: Double) {
        bulk(bound: OutputSpan.jsonNumberBound) { $0.appendJSONNumber(value) }
    }

    /// Writes a payload number exactly: whole values below 2^53 as integers, others in the shortest form that
    /// reads back as the same `Double` (`0.0001`, `37.774929`, `1e-300`). Only geometry is rounded (`number`).
    package mutating func exactNumber(_ value: Double) {
        bulk(bound: OutputSpan.jsonNumberBound) { out in
            if value.isFinite, value.magnitude < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
                out.appendJSONInteger(Int64(value))
            } else if let thousandths = Self.exactThousandths(value) {
                out.appendJSONThousandths(thousandths)
            } else if value.isFinite {
                // Swift's description is the shortest round-trip form, and always valid JSON for a finite value.
                out.append(jsonText: value.description)
            } else {
                out.append(jsonText: "null")
            }
        }
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

    package mutating func string(_ value: String) {
        bulk(bound: OutputSpan.jsonStringBound(value)) { $0.appendJSONString(value) }
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
        bulk(bound: 2 * OutputSpan.jsonNumberBound + 3) { out in
            out.append(UInt8(ascii: "["))
            out.appendJSONNumber(first)
            out.append(UInt8(ascii: ","))
            out.appendJSONNumber(second)
            out.append(UInt8(ascii: "]"))
        }
    }

    /// Writes `[a, b, c, d]` (a frame).
    package mutating func numbers(_ first: Double, _ second: Double, _ third: Double, _ fourth: Double) {
        bulk(bound: OutputSpan.jsonFrameBound) { $0.appendJSONFrame(first, second, third, fourth) }
    }

    // MARK: Encoding

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Writes at most `bound` bytes through `write`, after a comma when the position needs one.
    private mutating func write(bound: Int, needsCommaAfter: Bool, _ write: (inout OutputSpan<UInt8>) -> Void) {
        let comma = needsComma
        // One more for the comma, eight more for a word stored whole and then cut (`OutputSpan.append(_:)`).
        bytes.append(addingCapacity: bound + 9) { out in
            if comma { out.append(UInt8(ascii: ",")) }
            write(&out)
        }
        needsComma = needsCommaAfter
    }

    private mutating func appendASCII(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `"0123456789abcdef"`: a 64-bit hash as 16 lowercase hex digits, without making a `String`.
    package mutating func hex(_ value: UInt64) {
        bulk(bound: OutputSpan.jsonHexBound) { $0.appendJSONHex(value) }
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
}
