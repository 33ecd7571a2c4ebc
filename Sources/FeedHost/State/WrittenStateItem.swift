import FeedLayout

/// One item of a state file in exactly the form `JSONWriter.stateItem` writes it:
/// `{"id":"…","hash":"…","frame":[x,y,width,height],"parentRow":n}`, frame and parent row optional, no
/// whitespace, keys in that order, numbers without exponents.
///
/// `StateFileParser` tries this first for every item and reads the item with its general token readers when it
/// is anything else (another key order, spaces, escapes, long numbers) or when its window of the file ends
/// inside the item. Reading the written form from a span with local offsets, with no end-of-window check per
/// byte and no key lookup, took the item reading of `feed diff` from about 3,000 instructions an item to 1,200
/// (callgrind, two 100k-item state files: 753 M instructions in all before, 556 M after); comparing its keys and
/// reading its hash a word at a time (`ByteWords`) took it to ~950, hash included (566 M → 452 M in all).
struct WrittenStateItem {
    var id: Range<Int>
    /// The hash's value (`FeedComparison.hashValue`).
    var hash: UInt64
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
        let keys = Keys.written
        guard take(keys.id, bytes, &offset), case .closed(let idEnd) = scanString(bytes, from: offset) else {
            return nil
        }
        let id = offset..<idEnd
        offset = idEnd
        guard take(keys.hash, bytes, &offset), let hash = hash(bytes, &offset) else { return nil }
        var item = WrittenStateItem(id: id, hash: hash, frame: nil, parent: nil, end: 0)
        if take(keys.frame, bytes, &offset) {
            guard let frame = rect(bytes, &offset) else { return nil }
            item.frame = frame
        }
        if take(keys.parent, bytes, &offset) {
            guard let row = number(bytes, &offset) else { return nil }
            item.parent = FeedState.parentRow(row)
        }
        guard take(UInt8(ascii: "}"), bytes, &offset) else { return nil }
        item.end = offset
        return item
    }

    /// The text between the values, quotes and colons included, each compared a word at a time (compared a byte
    /// at a time from arrays, they took about a fifth of the item's ~1,100 instructions, callgrind).
    private struct Keys {
        /// `{"id":"`, before the id's text.
        let id = Key(#"{"id":""#)
        /// `","hash":"`, from the id's closing quote to the hash's text.
        let hash = Key(#"","hash":""#)
        /// `,"frame":[`, after the hash's closing quote.
        let frame = Key(#","frame":["#)
        let parent = Key(#","parentRow":"#)

        static let written = Keys()
    }

    /// Up to 16 bytes of text: its first eight as a word (`mask` keeps those of a shorter text), and the word of
    /// its last eight when it is longer.
    private struct Key {
        let first: UInt64
        let mask: UInt64
        let last: UInt64
        let count: Int

        init(_ text: String) {
            let bytes = Array(text.utf8)
            precondition(bytes.count <= 16)
            count = bytes.count
            first = ByteWords.word(bytes)
            mask = count >= 8 ? .max : (1 << (8 * count)) - 1
            last = ByteWords.word(bytes.suffix(8))
        }
    }

    /// The hash's text and its closing quote: 16 hex digits read a word at a time, anything else as the general
    /// reader reads a string and hashes it.
    @inline(__always)
    private static func hash(_ bytes: Span<UInt8>, _ offset: inout Int) -> UInt64? {
        let end = offset + 16
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            let value = FeedComparison.hexValue(bytes, offset..<end)
        {
            offset = end + 1
            return value
        }
        guard case .closed(let close) = scanString(bytes, from: offset) else { return nil }
        defer { offset = close + 1 }
        return FeedComparison.hashValue(bytes, offset..<close)
    }

    /// 10^0 … 10^22, every one exact in a `Double` (as `StateFileParser.number()` divides by them).
    static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    // Each read below starts at `offset` and moves it past what it read; it stops, returning nil or false, at
    // the end of `bytes` (a span, not a cursor type holding one, as that needs an experimental language feature).

    /// Takes `key` if the bytes at the offset spell it (and, for a key shorter than a word, eight bytes are there).
    @inline(__always)
    private static func take(_ key: Key, _ bytes: Span<UInt8>, _ offset: inout Int) -> Bool {
        guard let first = ByteWords.word(bytes, at: offset), first & key.mask == key.first else { return false }
        if key.count > 8 {
            guard ByteWords.word(bytes, at: offset + key.count - 8) == key.last else { return false }
        }
        offset += key.count
        return true
    }

    @inline(__always)
    private static func take(_ byte: UInt8, _ bytes: Span<UInt8>, _ offset: inout Int) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
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
        guard let x = number(bytes, &offset),
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
