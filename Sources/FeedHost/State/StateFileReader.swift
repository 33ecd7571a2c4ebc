import FeedJSON
import FeedLayout

/// The reader of state files into a whole `FeedState`.
typealias StateFileReader = StateFileParser<FeedState.FileShape>

/// Reads a state file of the shape `JSONWriter.state` writes straight from its bytes into what `Shape` builds
/// (a `FeedState`, or the leaner `ComparedState` a diff reads): one pass, no value tree, each string made once.
///
/// Only that shape: the keys a state file has, each once; strings without escapes; numbers as JSON spells them.
/// Anything else (a build output, a hand-edited file with other keys or escapes, a malformed file) gives nil, and
/// `FeedState(parsing:)` reads it with the general JSON reader instead, which also words the errors; so both
/// readers give the same state for every file this one takes.
struct StateFileParser<Shape: StateFileShape> {
    /// The bytes read and not yet let go: the whole file, or a window of it when it is read from `source`.
    private var bytes: [UInt8]
    private var offset = 0
    /// Where the file comes from, a piece at a time; nil when `bytes` hold all of it.
    private var source: StateFileSource?
    /// How many read bytes are kept before they are let go.
    private let window: Int
    /// How many bytes of the file before `bytes` were let go.
    private var released = 0
    /// What the sections and items read so far cost against the read's allowance.
    private var meter: StateReadMeter
    /// Why reading stopped before the file's end, when its sections and items took more than the allowance.
    private var stopped: HostError?
    /// The index of the section being read, for the error that stops a read.
    private var sectionIndex = -1

    private init(_ bytes: [UInt8], source: StateFileSource? = nil, window: Int = 0, allowance: StateReadAllowance) {
        self.bytes = bytes
        self.source = source
        self.window = max(window, 1)
        meter = StateReadMeter(allowance, path: source?.path ?? "")
    }

    /// The state in `bytes`, or nil when they are not a state file of the usual shape or its sections and items
    /// take more than `allowance` (the general reader then words the error).
    ///
    /// - Complexity: O(n) in the length of `bytes`.
    static func read(_ bytes: [UInt8], allowance: StateReadAllowance = .standard) -> Shape.State? {
        var reader = Self(bytes, allowance: allowance)
        return reader.whole()
    }

    /// The state in `source`'s file, read a piece at a time, and why reading stopped early if it did (a failed
    /// read, or sections and items that take more than `allowance`: the rest of the file is not read, so a later
    /// syntax error is not seen); the state is nil when the file is not a state file of
    /// the usual shape or reading stopped. Of the file, only the item being read and about `window` bytes are
    /// held, whatever its size.
    ///
    /// - Complexity: O(n) in the size of the file.
    static func read(
        _ source: consuming StateFileSource, window: Int, allowance: StateReadAllowance = .standard
    ) -> (state: Shape.State?, error: HostError?) {
        var reader = Self([], source: source, window: window, allowance: allowance)
        // The window and a piece, or the whole file when it is smaller: no more than the file is ever faulted in.
        reader.bytes.reserveCapacity(min(2 * window, max(source.size, 0) + 1))
        let state = reader.whole()
        return (state, reader.stopped ?? reader.source?.error)
    }

    /// The document and nothing but whitespace after it.
    private mutating func whole() -> Shape.State? {
        guard let state = document() else { return nil }
        skipWhitespace()
        return available() ? nil : state
    }

    /// Whether a byte is at `offset`, reading the next piece of the file when the window has none.
    @inline(__always)
    private mutating func available() -> Bool {
        offset < bytes.count || readPiece()
    }

    private mutating func readPiece() -> Bool {
        source?.append(to: &bytes) == true && offset < bytes.count
    }

    /// Lets go of the bytes before `offset` once there are `window` of them; called only where the parser holds
    /// no range into `bytes` (before a section or an item), so every range it holds stays valid.
    private mutating func releaseReadBytes() {
        guard source != nil, offset >= window else { return }
        bytes.removeSubrange(0..<offset)
        released += offset
        offset = 0
    }

    /// How many bytes of the file are left after `offset`, as far as its size is known.
    private var remainingBytes: Int {
        guard let source else { return bytes.count - offset }
        return max(source.size - released - offset, bytes.count - offset, 0)
    }

    /// `{ "version": 1, "hashVersion":, "environment":, "sections": [...] }`, keys in any order.
    private mutating func document() -> Shape.State? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var seen = Seen()
        var hashVersion = 1
        var environment: LayoutEnvironment?
        var sections: [Shape.Section]?
        repeat {
            guard let key = key(), seen.insert(key) else { return nil }
            switch key {
            case Keys.version:
                guard integer() == 1 else { return nil }
            case Keys.hashVersion:
                guard let version = integer() else { return nil }
                hashVersion = version
            case Keys.environment:
                guard let value = embedded(depth: 2) else { return nil }
                environment = FeedState.environment(value)
            case Keys.sections:
                sections = list { $0.section() }
                guard sections != nil else { return nil }
            default:
                return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let sections else { return nil }
        return Shape.state(environment: environment, sections: sections, hashVersion: hashVersion)
    }

    /// `[element, ...]`, nil when an element is not of the shape.
    private mutating func list<Element>(_ element: (inout Self) -> Element?) -> [Element]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if take(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? elements : nil
    }

    /// `{ "id":, "hash":, "parts":, "items": [...] }`.
    private mutating func section() -> Shape.Section? {
        releaseReadBytes()
        sectionIndex += 1
        stopped = meter.chargeSection(sectionIndex)
        guard stopped == nil else { return nil }
        guard take(UInt8(ascii: "{")) else { return nil }
        var seen = Seen()
        var id: String?
        var hash: String?
        var parts: SectionPartHashes?
        var items: Shape.Items?
        repeat {
            guard let key = key(), seen.insert(key) else { return nil }
            switch key {
            case Keys.id: id = string()
            case Keys.hash: hash = string()
            case Keys.parts:
                guard let value = embedded(depth: 4) else { return nil }
                parts = FeedState.parts(value)
            case Keys.items: items = itemList()
            default: return nil
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let id, let hash, let items else { return nil }
        stopped = meter.chargeSectionText(id.utf8.count + hash.utf8.count, ofSection: sectionIndex)
        guard stopped == nil else { return nil }
        return Shape.section(id: id, hash: hash, parts: parts, items: items)
    }

    /// `[item, ...]`, each item added to `Shape`'s list as it is read, with room as `ItemListRoom` gives it.
    private mutating func itemList() -> Shape.Items? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var room = ItemListRoom(bound: remainingBytes / Self.shortestItemBytes)
        var items = Shape.items(reservingCapacity: room.capacity)
        if take(UInt8(ascii: "]")) { return items }
        repeat {
            releaseReadBytes()
            if let capacity = room.add(bound: remainingBytes / Self.shortestItemBytes) {
                Shape.reserve(capacity, in: &items)
            }
            guard writtenItem(into: &items) || item(into: &items) else { return nil }
            stopped = meter.chargeItem(room.count - 1, ofSection: sectionIndex)
            guard stopped == nil else { return nil }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? items : nil
    }

    /// The item at `offset` when it is exactly as a build writes it (`WrittenStateItem`), added to `items`;
    /// false, having read nothing, otherwise.
    private mutating func writtenItem(into items: inout Shape.Items) -> Bool {
        skipWhitespace()
        guard let item = WrittenStateItem.read(bytes.span, from: offset) else { return false }
        offset = item.end
        Shape.append(
            id: String(decoding: bytes[item.id], as: UTF8.self), hash: item.hash, frame: item.frame,
            parent: item.parent, to: &items)
        return true
    }

    /// `{ "id":, "hash":, "frame": [x, y, width, height], "parentRow": }`, added to `items`; false when it is
    /// not of the shape.
    private mutating func item(into items: inout Shape.Items) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        var seen = Seen()
        var id: String?
        var hash: Range<Int>?
        var frame: Rect?
        var parent: Int?
        repeat {
            guard let key = key(), seen.insert(key) else { return false }
            switch key {
            case Keys.id: id = string()
            case Keys.hash: hash = stringRange()
            case Keys.frame:
                frame = rect()
                guard frame != nil else { return false }
            case Keys.parentRow:
                guard let row = number() else { return false }
                parent = FeedState.parentRow(row)
            default: return false
            }
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")), let id, let hash else { return false }
        Shape.append(
            id: id, hash: FeedComparison.hashValue(bytes.span, hash), frame: frame, parent: parent, to: &items)
        return true
    }

    private mutating func rect() -> Rect? {
        guard take(UInt8(ascii: "[")), let x = number(), take(UInt8(ascii: ",")), let y = number(),
            take(UInt8(ascii: ",")), let width = number(), take(UInt8(ascii: ",")), let height = number(),
            take(UInt8(ascii: "]"))
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `{"id":"","hash":"0123456789abcdef","frame":[0,0,0,0]},`: no item a build writes is shorter.
    private static var shortestItemBytes: Int { 54 }

    // MARK: Tokens

    private typealias Keys = StateFileKeys

    private struct Seen {
        var keys: UInt16 = 0

        /// Whether `key` is new to the object (a repeated key is left to the general reader).
        mutating func insert(_ key: Int) -> Bool {
            let bit = UInt16(1) << key
            defer { keys |= bit }
            return keys & bit == 0
        }
    }

    /// A known key and its colon; nil for any other key.
    private mutating func key() -> Int? {
        guard let range = stringRange(), take(UInt8(ascii: ":")) else { return nil }
        // Length and first letter tell the keys apart, so only one spelling is compared.
        guard !range.isEmpty, let key = Keys.candidate(length: range.count, first: bytes[range.lowerBound]) else {
            return nil
        }
        let spelling = Keys.spellings[key]
        for position in 1..<range.count where bytes[range.lowerBound + position] != spelling[position] {
            return nil
        }
        return key
    }

    private mutating func string() -> String? {
        stringRange().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The bytes between the quotes of a string without escapes or control characters.
    @inline(__always)
    private mutating func stringRange() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        while true {
            switch WrittenStateItem.scanString(bytes.span, from: offset) {
            case .closed(let end):
                offset = end + 1
                return start..<end
            case .refused:
                return nil
            case .cut(let end):
                offset = end
                guard readPiece() else { return nil }
            }
        }
    }

    /// An integer as the general reader reads it: digits only (a sign at most), short enough to be exact (15
    /// characters: 16 digits may be past 2^53, where `number()`'s `Double` rounds what the general reader keeps).
    private mutating func integer() -> Int? {
        skipWhitespace()
        let start = offset
        guard let number = number(), offset - start <= 15,
            !bytes[start..<offset].contains(where: { $0 == UInt8(ascii: ".") || $0 > UInt8(ascii: "9") })
        else { return nil }
        return Int(exactly: number)
    }

    /// A JSON number as a `Double`, as the general reader converts it: digits with at most 15 significant ones
    /// and no exponent are exact in a `Double`, so one division by a power of ten rounds them correctly, as
    /// parsing the text does; longer or exponent forms are parsed as text.
    @inline(__always)
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = offset
        let negative = available() && bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var scale = 0
        var sawDigit = false
        var hasFraction = false
        while available(), bytes[offset] &- 48 < 10 {
            mantissa = mantissa &* 10 &+ Int64(bytes[offset] &- 48)
            if mantissa != 0 { digits += 1 }
            sawDigit = true
            offset += 1
        }
        guard sawDigit else { return nil }
        if available(), bytes[offset] == UInt8(ascii: ".") {
            hasFraction = true
            offset += 1
            let fraction = offset
            while available(), bytes[offset] &- 48 < 10 {
                mantissa = mantissa &* 10 &+ Int64(bytes[offset] &- 48)
                if mantissa != 0 { digits += 1 }
                offset += 1
            }
            guard offset > fraction else { return nil }
            scale = offset - fraction
        }
        let hasExponent = available() && (bytes[offset] | 0x20) == UInt8(ascii: "e")
        // An integer is read as one, so "-0" is 0, not -0.
        if !hasExponent, !hasFraction, digits <= 15 { return Double(negative ? -mantissa : mantissa) }
        if !hasExponent, digits <= 15, scale < WrittenStateItem.powersOfTen.count {
            let magnitude = Double(mantissa) / WrittenStateItem.powersOfTen[scale]
            return negative ? -magnitude : magnitude
        }
        if hasExponent {
            offset += 1
            if available(), bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            let exponent = offset
            while available(), bytes[offset] &- 48 < 10 { offset += 1 }
            guard offset > exponent else { return nil }
        }
        return Double(String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    /// A small value (the environment, a section's parts) read by the general reader, `depth` levels down as it
    /// would be in the whole file; nil when it is longer than any the host writes (`longestEmbedded`).
    private mutating func embedded(depth: Int) -> JSONValue? {
        skipWhitespace()
        let start = offset
        guard skipValue(nesting: 0, before: start + Self.longestEmbedded), offset - start <= Self.longestEmbedded
        else { return nil }
        return try? JSONParser.parse(
            Array(bytes[start..<offset]), maximumDepth: 256 - depth + 1,
            maximumCost: StateDocumentReader.smallValueCost)
    }

    /// The most bytes of an environment or a section's parts this reader builds: the host writes ~250 and ~80.
    /// Longer ones, and those of more values than `StateDocumentReader` builds of them, are left to it, so both
    /// readers refuse the same; built here, 100 MB of `[0,…]` in an environment held 1.8 GB.
    private static var longestEmbedded: Int { 64 << 10 }

    /// Steps over one value without reading it (the general reader checks it afterwards); false, having read
    /// what it did, at a value that does not end before `limit` (each element is checked, so a long value is
    /// given up within one element of it).
    private mutating func skipValue(nesting: Int, before limit: Int) -> Bool {
        skipWhitespace()
        guard available(), nesting < 256, offset < limit else { return false }
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let close = bytes[offset] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            offset += 1
            if take(close) { return true }
            repeat {
                if close == UInt8(ascii: "}") {
                    guard stringRange() != nil, take(UInt8(ascii: ":")) else { return false }
                }
                guard skipValue(nesting: nesting + 1, before: limit) else { return false }
            } while take(UInt8(ascii: ","))
            return take(close)
        case UInt8(ascii: "\""):
            return stringRange() != nil
        default:
            while available(), !Self.ends(bytes[offset]) { offset += 1 }
            return true
        }
    }

    private static func ends(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte <= 0x20
    }

    /// Skips whitespace and takes `byte` if it comes next. (The token readers are inlined into their callers:
    /// called, they were 3% of reading a state file.)
    @inline(__always)
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard available(), bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while available() {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }
}

/// The keys of a state file (outside the generic reader, which cannot hold static stored properties).
private enum StateFileKeys {
    static let version = 0
    static let hashVersion = 1
    static let environment = 2
    static let sections = 3
    static let id = 4
    static let hash = 5
    static let parts = 6
    static let items = 7
    static let frame = 8
    static let parentRow = 9
    static let spellings: [[UInt8]] = [
        "version", "hashVersion", "environment", "sections", "id", "hash", "parts", "items", "frame", "parentRow",
    ].map { Array($0.utf8) }

    /// The only key that can be spelled with this length and first letter.
    static func candidate(length: Int, first: UInt8) -> Int? {
        switch (length, first) {
        case (2, UInt8(ascii: "i")): id
        case (4, UInt8(ascii: "h")): hash
        case (5, UInt8(ascii: "f")): frame
        case (9, UInt8(ascii: "p")): parentRow
        case (5, UInt8(ascii: "i")): items
        case (5, UInt8(ascii: "p")): parts
        case (7, UInt8(ascii: "v")): version
        case (11, UInt8(ascii: "h")): hashVersion
        case (11, UInt8(ascii: "e")): environment
        case (8, UInt8(ascii: "s")): sections
        default: nil
        }
    }
}
