import FeedJSON
import LuaBridge

/// Reads the items `items(ctx)` returned straight off the Lua stack into `SectionItem`s, in one pass and without
/// an intermediate `LuaValue` tree, for the common case of well-formed items.
///
/// It gives up (returns nil) on anything the full path would report or treats with care — a value that is not
/// an array of tables, a missing, empty or repeated id, a function or non-finite number in a field, an integer
/// or non-ASCII key, a table as deep as the state's depth limit (cycles among them) or more values than its
/// conversion limit. The caller then converts the value and decodes it with `DecodingSession.items`, so items
/// and messages are exactly the full path's in every case; the reader only makes the good case cheap.
struct ItemStreamReader {
    /// Thrown inside the walk to abandon it.
    struct GiveUp: Error {}

    private let maximumDepth: Int
    /// Values left under the conversion limit; every value read (tables included) takes one, as conversion does.
    private var budget: Int
    /// Reused member buffers, one per nesting level, so an item's members are gathered without allocating.
    private var scratch: [[JSONObject.Member]] = []
    /// Per nesting level, the keys of the last object sorted (in the order Lua gave them) and their sorted
    /// positions: tables built alike come out of Lua in the same order, so most objects skip the sort.
    private var orders: [KeyOrder] = []
    /// Charges what is read to the feed's memory account; a refusal gives up, and the full path reports it.
    private var meter: ConversionMeter
    /// Reads flat items in one pass, most kept encoded (`SectionItem.fields`): not those with a field the host
    /// reads from every item, nor any when the host reads every item's fields (`decodesFields`).
    private let records: LuaRecordReader
    /// Per item read, where `records` holds its canonical JSON (empty for an item the walk read).
    private var encodings = ContiguousArray<Range<Int>>()
    /// Whether an item read so far may be an outline row (has a `children` field): else `OutlineRows` need not
    /// look at every item again, which cost ~400 instructions an item (`host.sections-100x1000`, callgrind).
    private var mayHaveChildren = false
    /// Whether an item read so far may hold a field the host reads (`SectionItem.HostField`): else the host need
    /// not look at every item for them. A record holds one only when its keys do, and records with such keys are
    /// always decoded (`LuaRecordReader`'s `decodedKeys`), so it is decided once per set of keys.
    private var mayHoldHostFields = false

    private struct KeyOrder {
        var keys: [String] = []
        var positions: [Int] = []
    }

    /// The items of `cursor`, whether any may have `children` and whether any may hold a field the host reads
    /// (false: none has), or nil when the full path must decide.
    ///
    /// - Parameter decodesFields: whether every item's fields will be read (by cell templates or `measure`), so
    ///   keeping them encoded would only decode them again.
    ///
    /// - Throws: the feed's memory limit error when the items do not fit in it (the full path would only find
    ///   the same a second time).
    static func items(_ cursor: LuaCursor, limits: LuaLimits, decodesFields: Bool) throws(LuaError) -> (
        items: [SectionItem], mayHaveChildren: Bool, mayHoldHostFields: Bool
    )? {
        var reader = ItemStreamReader(
            maximumDepth: limits.maximumDepth, budget: limits.maximumConvertedValues, meter: cursor.conversionMeter(),
            decodesFields: decodesFields)
        do {
            let items = try reader.items(cursor)
            if reader.meter.keep() { return (items, reader.mayHaveChildren, reader.mayHoldHostFields) }
        } catch {
            reader.meter.discard()
        }
        if reader.meter.refused { throw reader.meter.refusal }
        return nil
    }

    private init(maximumDepth: Int, budget: Int, meter: ConversionMeter, decodesFields: Bool) {
        self.maximumDepth = maximumDepth
        self.budget = budget
        self.meter = meter
        records = LuaRecordReader(
            decodedKeys: Set(SectionItem.HostField.allCases.map(\.rawValue)), decodesEveryRecord: decodesFields)
    }

    /// Counts one value (with `textBytes` of text) against the depth, conversion and memory limits.
    private mutating func take(_ cursor: LuaCursor, textBytes: Int = 0) throws(GiveUp) {
        budget -= 1
        if budget < 0 || cursor.depth >= maximumDepth || !meter.add(textBytes: textBytes) { throw GiveUp() }
    }

    /// Counts the array a table that is not empty is read into, against the memory limit.
    private mutating func takeContainer() throws(GiveUp) {
        guard meter.add(tableCosting: MemoryAccount.bytesPerReadTable) else { throw GiveUp() }
    }

    private mutating func items(_ cursor: LuaCursor) throws(GiveUp) -> [SectionItem] {
        // Tables with an `__index` (the list or an item) are reported by the full path (`InheritedFields`).
        if cursor.hasIndexMetamethod { throw GiveUp() }
        try take(cursor)
        let count: Int
        switch cursor.tableShape {
        case .empty: return []
        case .sequence(let length): count = length
        case .keyed, nil: throw GiveUp()
        }
        var items: [SectionItem] = []
        items.reserveCapacity(count)
        encodings.reserveCapacity(count)
        records.expect(records: count)
        var ids = ItemIdentifiers(capacity: count)
        let walked = try cursor.forEachElement(count: count) { (_, entry) throws(GiveUp) in
            let item = try self.item(entry)
            guard ids.insert(item.id) else { throw GiveUp() }
            items.append(item)
        }
        guard walked else { throw GiveUp() }
        // The arrays the payloads keep are made together, after the fields (see `LuaRecordReader.encodings`).
        for index in items.indices where !encodings[index].isEmpty {
            items[index].adoptCanonicalFields(records.encoding(encodings[index]))
        }
        return items
    }

    private mutating func item(_ cursor: LuaCursor) throws(GiveUp) -> SectionItem {
        if cursor.hasIndexMetamethod { throw GiveUp() }
        // A flat item is read in one C pass, its payload encoded with it; any other takes the walk below.
        if cursor.depth + 1 < maximumDepth,
            let record = try records.read(
                cursor,
                admitting: { (values, textBytes) throws(GiveUp) in
                    budget -= values
                    guard budget >= 0, meter.add(values: values, textBytes: textBytes) else { throw GiveUp() }
                })
        {
            encodings.append(record.canonicalJSON)
            return try item(record)
        }
        encodings.append(0..<0)
        try take(cursor)
        try takeContainer()
        var id: String?
        let fields = try object(cursor) { key, value throws(GiveUp) in
            guard key == "id" else { return false }
            id = try Self.identifier(value)
            return true
        }
        guard let id else { throw GiveUp() }
        note(fields)
        return SectionItem(id: id, fields: fields)
    }

    /// An item read by `LuaRecordReader` (which charged it to the limits as the walk would).
    private mutating func item(_ record: LuaRecord) throws(GiveUp) -> SectionItem {
        guard let id = record.id else { throw GiveUp() }
        // A record with `children` is decoded (`HostField`).
        if !record.hasKeysOfLast, let fields = record.fields { note(fields) }
        // Without fields, the item is kept encoded once it adopts its JSON (`items(_:)`).
        return SectionItem(id: try Self.identifier(id), fields: record.fields ?? JSONObject())
    }

    /// Notes what an item's fields say of the items read: whether one may be an outline row, and whether one may
    /// hold a field the host reads (`children` is one of them).
    private mutating func note(_ fields: JSONObject) {
        mayHaveChildren = mayHaveChildren || fields["children"] != nil
        mayHoldHostFields =
            mayHoldHostFields || SectionItem.HostField.allCases.contains { fields[$0.rawValue] != nil }
    }

    /// Whether `text` holds U+FFFD (what decoding puts for bytes that are not UTF-8). Its UTF-8 form starts with
    /// EF: a scan of the bytes through a `Span` for EF spares nearly every id the walk over its scalars, which
    /// cost ~170 instructions an item (`host.sections-100x1000`, callgrind), as did the `UTF8View`'s iterator.
    private static func holdsReplacementCharacter(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for index in bytes.indices where bytes[index] == 0xEF {
            return text.unicodeScalars.contains("\u{FFFD}")
        }
        return false
    }

    /// An item id as the full path reads it: a non-empty string, or an integer (also as an integral float).
    private static func identifier(_ cursor: LuaCursor) throws(GiveUp) -> String {
        switch cursor.kind {
        case .string: return try identifier(.string(cursor.string ?? ""))
        case .integer: return try identifier(.integer(cursor.integer ?? 0))
        case .number: return try identifier(.number(cursor.number ?? .nan))
        default: throw GiveUp()
        }
    }

    private static func identifier(_ id: LuaRecord.Identifier) throws(GiveUp) -> String {
        switch id {
        case .string(let text):
            // Text that was not UTF-8 takes the full path, which reports it.
            guard !text.isEmpty, !Self.holdsReplacementCharacter(text) else { throw GiveUp() }
            return text
        case .integer(let integer):
            return String(integer)
        case .number(let number):
            guard number == number.rounded(), abs(number) < 9.0e15 else { throw GiveUp() }
            return String(Int64(number))
        case .other:
            throw GiveUp()
        }
    }

    /// The members of a table with string keys, sorted; `claim` takes a key out of the members (an item's id).
    private mutating func object(
        _ cursor: LuaCursor, claim: (String, LuaCursor) throws(GiveUp) -> Bool = { _, _ in false }
    ) throws(GiveUp) -> JSONObject {
        let level = cursor.depth
        if scratch.count <= level {
            scratch.append(contentsOf: repeatElement([], count: level + 1 - scratch.count))
            orders.append(contentsOf: repeatElement(KeyOrder(), count: level + 1 - orders.count))
        }
        scratch[level].removeAll(keepingCapacity: true)
        var entries = 0
        let walked = try cursor.forEachEntry { (key, value) throws(GiveUp) in
            entries += 1
            // Integer keys read as decimal text in the full path.
            guard case .string(let name) = key else { throw GiveUp() }
            guard meter.add(values: 0, textBytes: name.utf8.count) else { throw GiveUp() }
            if try claim(name, value) {
                try take(value)
                return
            }
            let member = JSONObject.Member(key: name, value: try fieldValue(value))
            scratch[level].append(member)
        }
        // An empty table converts to an empty array, which is not an item.
        guard walked, entries > 0 else { throw GiveUp() }
        return JSONObject(sortedMembers: try sorted(scratch[level], level: level))
    }

    /// `members` in key order, by the last object's order at `level` when the keys are the same.
    private mutating func sorted(_ members: [JSONObject.Member], level: Int) throws(GiveUp) -> [JSONObject.Member] {
        let count = members.count
        var same = count == orders[level].keys.count
        if same {
            // The cached keys are ASCII. A string equal to an ASCII one but not made of the same bytes holds a
            // character that decomposes to ASCII (the Kelvin sign to K), which takes more bytes: equal counts
            // mean equal bytes.
            // By index and lengths first: zipping copied each member, and most differing keys differ in length.
            let keys = orders[level].keys
            for index in 0..<count
            where members[index].key.utf8.count != keys[index].utf8.count || members[index].key != keys[index] {
                same = false
                break
            }
        }
        if !same {
            // Non-ASCII keys compare by normalisation in the full path (and may even collide there); for ASCII
            // keys `<` is byte order, the order `JSONObject` keeps.
            for member in members where !member.key.utf8.allSatisfy({ $0 < 0x80 }) { throw GiveUp() }
            var positions = Array(0..<count)
            Self.sortByKey(&positions, of: members)
            orders[level] = KeyOrder(keys: members.map(\.key), positions: positions)
        }
        var result: [JSONObject.Member] = []
        result.reserveCapacity(count)
        for position in orders[level].positions { result.append(members[position]) }
        return result
    }

    private mutating func fieldValue(_ cursor: LuaCursor) throws(GiveUp) -> JSONValue {
        try take(cursor)
        switch cursor.kind {
        case .nil: return .null
        case .boolean: return .bool(cursor.boolean ?? false)
        case .integer: return .integer(cursor.integer ?? 0)
        case .number:
            guard let number = cursor.number, number.isFinite else { throw GiveUp() }
            return .number(number)
        case .string:
            let text = cursor.string ?? ""
            guard meter.add(values: 0, textBytes: text.utf8.count) else { throw GiveUp() }
            return .string(text)
        case .table:
            switch cursor.tableShape {
            case .empty: return .array([])
            case .sequence(let count):
                try takeContainer()
                var elements: [JSONValue] = []
                elements.reserveCapacity(count)
                let walked = try cursor.forEachElement(count: count) { (_, element) throws(GiveUp) in
                    elements.append(try fieldValue(element))
                }
                guard walked else { throw GiveUp() }
                return .array(elements)
            case .keyed, nil:
                try takeContainer()
                return .object(try object(cursor))
            }
        case .function, .other:
            throw GiveUp()
        }
    }

    /// Positions sorted by key: an insertion sort for the handful of fields objects have, the library's sort
    /// beyond (an item of 100,000 fields in descending order took 12 s through the insertion sort alone).
    private static func sortByKey(_ order: inout [Int], of members: [JSONObject.Member]) {
        guard order.count > 1 else { return }
        guard order.count <= 16 else {
            order.sort { members[$0].key < members[$1].key }
            return
        }
        for position in 1..<order.count {
            var slot = position
            while slot > 0, members[order[slot]].key < members[order[slot - 1]].key {
                order.swapAt(slot, slot - 1)
                slot -= 1
            }
        }
    }
}
