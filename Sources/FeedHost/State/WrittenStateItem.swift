import FeedLayout

/// One item of a state file in exactly the form `JSONWriter.stateItem` writes it:
/// `{"id":"…","hash":"…","frame":[x,y,width,height],"parentRow":n}`, frame and parent row optional, no
/// whitespace, keys in that order, numbers without exponents.
///
/// `StateFileParser` tries this first for every item and reads the item with its general token readers when it
/// is anything else (another key order, spaces, escapes, long numbers) or when its window of the file ends
/// inside the item. Reading the written form from a span with local offsets, with no end-of-window check per
/// byte and no key lookup, took the item reading of `feed diff` from about 3,000 instructions an item to 1,200
/// (callgrind, two 100k-item state files: 753 M instructions in all before, 556 M after).
struct WrittenStateItem {
    var id: Range<Int>
    var hash: Range<Int>
    var frame: Rect?
    var parent: Int?
    /// The offset just after the item's closing brace.
    var end: Int

    /// The item starting at `start` in `bytes`, or nil when it is not in the written form or `bytes` end first.
    ///
    /// Whatever it returns, the general reader would read the same from the same bytes: strings are taken only
    /// without escapes or control characters, and numbers only where `StateFileParser.number()` computes them
    /// exactly the same way (at most 15 significant digits, no exponent).
    static func read(_ bytes: Span<UInt8>, from start: Int) -> WrittenStateItem? {
        var offset = start
        guard take(idKey, bytes, &offset), let id = string(bytes, &offset), take(hashKey, bytes, &offset),
            let hash = string(bytes, &offset)
        else { return nil }
        var item = WrittenStateItem(id: id, hash: hash, frame: nil, parent: nil, end: 0)
        if take(frameKey, bytes, &offset) {
            guard let frame = rect(bytes, &offset) else { return nil }
            item.frame = frame
        }
        if take(parentKey, bytes, &offset) {
            guard let row = number(bytes, &offset) else { return nil }
            item.parent = FeedState.parentRow(row)
        }
        guard take(UInt8(ascii: "}"), bytes, &offset) else { return nil }
        item.end = offset
        return item
    }

    // The text before each value, quotes and colon included (the id's with the item's opening brace).
    private static let idKey = Array(#"{"id":"#.utf8)
    private static let hashKey = Array(#","hash":"#.utf8)
    private static let frameKey = Array(#","frame":"#.utf8)
    private static let parentKey = Array(#","parentRow":"#.utf8)

    /// 10^0 … 10^22, every one exact in a `Double` (as `StateFileParser.number()` divides by them).
    static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    // Each read below starts at `offset` and moves it past what it read; it stops, returning nil or false, at
    // the end of `bytes` (a span, not a cursor type holding one, as that needs an experimental language feature).

    /// Takes `text` if the bytes at the offset spell it.
    @inline(__always)
    private static func take(_ text: [UInt8], _ bytes: Span<UInt8>, _ offset: inout Int) -> Bool {
        guard offset + text.count <= bytes.count else { return false }
        for index in text.indices where bytes[offset + index] != text[index] { return false }
        offset += text.count
        return true
    }

    @inline(__always)
    private static func take(_ byte: UInt8, _ bytes: Span<UInt8>, _ offset: inout Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// The bytes between the quotes of a string without escapes or control characters.
    private static func string(_ bytes: Span<UInt8>, _ offset: inout Int) -> Range<Int>? {
        guard take(UInt8(ascii: "\""), bytes, &offset) else { return nil }
        guard case .closed(let end) = scanString(bytes, from: offset) else { return nil }
        defer { offset = end + 1 }
        return offset..<end
    }

    /// How the text of a string from `start` (after its opening quote) ends in `bytes`.
    enum StringEnd {
        /// At its closing quote, at this offset.
        case closed(Int)
        /// At an escape or a control character, which state strings never hold.
        case refused
        /// With `bytes`, before this offset, which was not a quote: more of the file is needed.
        case cut(at: Int)
    }

    /// Where the string from `start` ends; the general reader's strings are scanned here too, a window at a time.
    @inline(__always)
    static func scanString(_ bytes: Span<UInt8>, from start: Int) -> StringEnd {
        var offset = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") { return .closed(offset) }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return .refused }
            offset += 1
        }
        return .cut(at: offset)
    }

    private static func rect(_ bytes: Span<UInt8>, _ offset: inout Int) -> Rect? {
        guard take(UInt8(ascii: "["), bytes, &offset), let x = number(bytes, &offset),
            take(UInt8(ascii: ","), bytes, &offset), let y = number(bytes, &offset),
            take(UInt8(ascii: ","), bytes, &offset), let width = number(bytes, &offset),
            take(UInt8(ascii: ","), bytes, &offset), let height = number(bytes, &offset),
            take(UInt8(ascii: "]"), bytes, &offset)
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `-?digits(.digits)?` with at most 15 digits, as `StateFileParser.number()` computes it; nil for anything
    /// else, which the general reader then reads. (Counting all digits, not only significant ones, leaves a
    /// few rare forms such as 0.0000000000000001 to the general reader, and saves a test per digit.)
    @inline(__always)
    private static func number(_ bytes: Span<UInt8>, _ offset: inout Int) -> Double? {
        let negative = take(UInt8(ascii: "-"), bytes, &offset)
        let start = offset
        var mantissa = scanDigits(bytes, &offset, onto: 0)
        guard offset > start else { return nil }
        var scale = 0
        if take(UInt8(ascii: "."), bytes, &offset) {
            let fraction = offset
            mantissa = scanDigits(bytes, &offset, onto: mantissa)
            scale = offset - fraction
            guard scale > 0 else { return nil }
        }
        let digits = offset - start - (scale > 0 ? 1 : 0)
        guard digits <= 15, offset >= bytes.count || (bytes[offset] | 0x20) != UInt8(ascii: "e") else { return nil }
        // An integer is read as one, so "-0" is 0, not -0.
        if scale == 0 { return Double(negative ? -mantissa : mantissa) }
        let magnitude = Double(mantissa) / powersOfTen[scale]
        return negative ? -magnitude : magnitude
    }

    /// `mantissa` followed by the digits at the offset (wrapping past 18 of them, which `number` then refuses).
    @inline(__always)
    private static func scanDigits(_ bytes: Span<UInt8>, _ offset: inout Int, onto mantissa: Int64) -> Int64 {
        var mantissa = mantissa
        while offset < bytes.count {
            let digit = bytes[offset] &- 48
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ Int64(digit)
            offset += 1
        }
        return mantissa
    }
}
