/// JSON scalars written into an `OutputSpan` the caller sized (`JSONWriter.bulk(bound:_:)`), byte for byte as
/// `JSONWriter` writes them (which writes its own scalars through these): inside one span a byte costs a store
/// and a bound check, where appending each to the writer's array checked the array's uniqueness and capacity —
/// an item's integers, keys and hashes cost more that way than all of its fields (`host.sections-100x1000`).
extension OutputSpan<UInt8> {
    /// Most bytes `appendJSONInteger` writes.
    package static var jsonIntegerBound: Int { 20 }
    /// Most bytes `appendJSONNumber` writes: a double's shortest round-trip form has at most 24.
    package static var jsonNumberBound: Int { 24 }
    /// Most bytes `appendJSONHex` writes.
    package static var jsonHexBound: Int { 18 }
    /// Most bytes `appendJSONFrame` writes.
    package static var jsonFrameBound: Int { 4 * jsonNumberBound + 5 }

    /// Most bytes `appendJSONString` writes for `text`: an escape takes at most six bytes (`\u001f`).
    package static func jsonStringBound(_ text: String) -> Int { 6 * text.utf8.count + 2 }

    /// Appends `bytes` as they are (an encoded key).
    @inline(__always)
    package mutating func append(_ bytes: PackedBytes) {
        guard bytes.count <= 16 else {
            for byte in bytes.bytes { append(byte) }
            return
        }
        appendStored(bytes.first, count: min(bytes.count, 8))
        if bytes.count > 8 { appendStored(bytes.second, count: bytes.count - 8) }
    }

    /// The first `count` (1 to 8) bytes of `word` as it lies in memory, with one store: the span must have room
    /// for eight (`JSONWriter.bulk(bound:_:)` leaves it). Inlined, as the digit writers below are into the number
    /// writers: called, every step reloaded and stored the span's count (~60 instructions a frame number).
    @inline(__always)
    private mutating func appendStored(_ word: UInt64, count: Int) {
        let start = self.count
        append(repeating: 0, count: 8)
        var written = mutableSpan
        var bytes = written.mutableBytes
        bytes.storeBytes(of: word, toByteOffset: start, as: UInt64.self)
        removeLast(8 - count)
    }

    /// An integer in decimal.
    @inline(__always)
    package mutating func appendJSONInteger(_ value: Int64) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    @inline(__always)
    private mutating func appendDigits(_ value: UInt64) {
        if value < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        guard value < 100_000_000 else { return appendLongDigits(value) }
        var count = 2
        if value >= 100 { count += 1 }
        if value >= 1000 { count += 1 }
        if value >= 10_000 { count += 1 }
        if value >= 100_000 { count += 1 }
        if value >= 1_000_000 { count += 1 }
        if value >= 10_000_000 { count += 1 }
        appendDigits(of: Self.digitWord(value), count: count)
    }

    /// More than eight digits: the leading ones first, then the last eight, zeros included.
    @inline(never)
    private mutating func appendLongDigits(_ value: UInt64) {
        appendDigits(value / 100_000_000)
        appendDigits(of: Self.digitWord(value % 100_000_000), count: 8)
    }

    /// The last `count` of the eight digits of `word` (`digitWord(_:)`), in order.
    @inline(__always)
    private mutating func appendDigits(of word: UInt64, count: Int) {
        appendStored((word >> (8 * (8 - count))).littleEndian, count: count)
    }

    /// The eight decimal digits of `value` (below 10^8, zeros leading) in ASCII, the first in the lowest byte.
    /// Every lane of the word is divided at once, by multiplying: the two halves (0–9999, a 32-bit lane each)
    /// into their pairs by 100 (`× 10486 >> 20`, exact below 10^4), then the four pairs (a 16-bit lane each)
    /// into their digits by 10 (`× 103 >> 10`, exact below 100), where one digit at a time took a division each.
    @inline(__always)
    static func digitWord(_ value: UInt64) -> UInt64 {
        var lanes = value / 10_000 | (value % 10_000) << 32
        var high = (lanes &* 10486) >> 20 & 0x0000_007F_0000_007F
        lanes = high | (lanes &- high &* 100) << 16
        high = (lanes &* 103) >> 10 & 0x000F_000F_000F_000F
        lanes = high | (lanes &- high &* 10) << 8
        return lanes | 0x3030_3030_3030_3030
    }

    /// A geometry number (`JSONWriter.number`): at most three decimals, whole values as integers, `null` when not
    /// finite.
    package mutating func appendJSONNumber(_ value: Double) {
        // Not taken by NaN or infinities. Most frames are whole points: printed as integers straight away, found
        // by converting (exact below 2^53) rather than by rounding and converting after.
        guard value.magnitude < 9.0e15 else { return appendJSONLargeNumber(value) }
        let whole = Int64(value)
        if Double(whole) == value {
            appendJSONInteger(whole)
            return
        }
        // Rounded to thousandths first, so 0.1 + 0.2 and 0.3 print alike and -0.0001 prints as 0.
        let thousandths = (value * 1000).rounded()
        guard thousandths.magnitude < 9.0e15 else {
            append(jsonText: value.description)
            return
        }
        let scaled = Int64(thousandths)
        if scaled == 0 {
            append(UInt8(ascii: "0"))
            return
        }
        appendJSONThousandths(scaled)
    }

    /// A number too large for thousandths (its description), or `null` when it is not finite.
    @inline(never)
    private mutating func appendJSONLargeNumber(_ value: Double) {
        append(jsonText: value.isFinite ? value.description : "null")
    }

    /// `[x,y,width,height]` of geometry numbers (`appendJSONNumber`).
    package mutating func appendJSONFrame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        append(UInt8(ascii: "["))
        appendJSONNumber(x)
        append(UInt8(ascii: ","))
        appendJSONNumber(y)
        append(UInt8(ascii: ","))
        appendJSONNumber(width)
        append(UInt8(ascii: ","))
        appendJSONNumber(height)
        append(UInt8(ascii: "]"))
    }

    /// Thousandths as a decimal without trailing zeros (`2500` → `2.5`, `3000` → `3`).
    package mutating func appendJSONThousandths(_ thousandths: Int64) {
        if thousandths < 0 { append(UInt8(ascii: "-")) }
        let magnitude = thousandths.magnitude
        appendDigits(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// `"text"`, with `"`, `\` and control characters escaped.
    package mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        let utf8 = text.utf8.span
        // Copied as it is checked, in one pass: most text needs no escape. Text that does is written again.
        let start = count
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else {
                removeLast(count - start)
                for index in utf8.indices { appendEscaped(utf8[index]) }
                break
            }
            append(byte)
        }
        append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            append(UInt8(ascii: "\\"))
            append(byte)
        case 0x0A:
            append(jsonText: "\\n")
        case 0x0D:
            append(jsonText: "\\r")
        case 0x09:
            append(jsonText: "\\t")
        case 0..<0x20:
            append(jsonText: "\\u00")
            append(Self.hexDigit(byte >> 4))
            append(Self.hexDigit(byte & 0x0F))
        default:
            append(byte)
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// `"0123456789abcdef"`: a 64-bit hash as 16 lowercase hex digits, eight at a time made with bit arithmetic
    /// (`JSONWriter.hexDigits(_:)`) and stored at once.
    package mutating func appendJSONHex(_ value: UInt64) {
        append(UInt8(ascii: "\""))
        appendStored(JSONWriter.hexDigits(UInt32(truncatingIfNeeded: value >> 32)), count: 8)
        appendStored(JSONWriter.hexDigits(UInt32(truncatingIfNeeded: value)), count: 8)
        append(UInt8(ascii: "\""))
    }

    /// ASCII text (`null`, a double's description).
    package mutating func append(jsonText text: String) {
        for byte in text.utf8 { append(byte) }
    }
}
