internal import CLua
import FeedJSON

/// Reads flat tables of scalar fields — records such as `{ id = "a", title = "A", rating = 4.5 }` — in one C pass
/// each, with the canonical JSON of their fields written in another (`record.h`).
///
/// Read one field at a time through `LuaCursor`, then encoded by `JSONWriter`, an item cost more than Lua took
/// to build it. The reader declines (returns nil) whatever it does not handle exactly as that path does: a table
/// that is not flat (a nested table), a key that is not an ASCII string, a number that is not finite or needs
/// the shortest round-trip form, text that is not UTF-8, more than 64 fields. Raw access only: no metamethod of
/// the script runs, nothing is allocated in Lua and nothing raises.
///
/// Most records are kept only as that JSON (`LuaRecord.fields` nil): making their fields Swift values, and
/// letting them go again once laid out, cost ~2,500 instructions an item of `host.sections-100x1000` (callgrind),
/// while the host reads the fields of few items. A record is decoded into values as well when the JSON would
/// not give them back exactly (a float with a whole value reads back as an integer) or when it has a key the
/// caller names (`decodedKeys`: fields the caller reads from every item, such as `children`), and every record
/// is when the caller reads the fields of every item (`decodesEveryRecord`).
package final class LuaRecordReader {
    private let record: UnsafeMutablePointer<fe_record>
    /// The read the key-order cache belongs to: its pointers name live strings only during that read.
    private var session = 0
    /// The keys of the last record as Swift strings, in key order: tables built alike have the same keys, which
    /// are then taken from here rather than looked up one by one.
    private var keys: [String] = []
    /// Whether `keys` hold one of `decodedKeys`.
    private var keysAreDecoded = false
    /// Keys that make a record decoded into values (`LuaRecord.fields`).
    private let decodedKeys: Set<String>
    private let decodesEveryRecord: Bool
    /// The canonical JSON of every record read, end to end. Each record's own array is made only when the caller
    /// asks (`encoding(_:)`), after its whole list is read: made one per record as it was read, the arrays the
    /// payloads keep lay between the fields' arrays, which the host lets go after layout, and the freed fields'
    /// pages stayed resident (glibc can return only whole free pages): 130 bytes an item of a 1M-item build.
    /// Unchecked: a checked access to a class's stored property costs two runtime calls, on every record.
    @exclusivity(unchecked) private var encodings: [UInt8] = []
    /// How many records the caller will read (`expect(records:)`): `encodings` is sized for them all from the
    /// first one's size, where doubling as it filled copied the bytes ~10 times over (~120 instructions an item
    /// of `host.sections-100x1000`, callgrind).
    private var expectedRecords = 0

    /// - Parameters:
    ///   - decodedKeys: keys whose records are always decoded into values (`LuaRecord.fields`).
    ///   - decodesEveryRecord: whether every record is decoded into values.
    package init(decodedKeys: Set<String> = [], decodesEveryRecord: Bool = false) {
        self.decodedKeys = decodedKeys
        self.decodesEveryRecord = decodesEveryRecord
        record = .allocate(capacity: 1)
        UnsafeMutableRawPointer(record).initializeMemory(
            as: UInt8.self, repeating: 0, count: MemoryLayout<fe_record>.size)
    }

    deinit {
        record.deallocate()
    }

    /// The record the cursor is on, or nil to read it the general way.
    ///
    /// - Parameter admit: charges what the general conversion would count — the values (the table and each
    ///   entry) and the bytes of text (every key, `id`'s included, and every string value but the id) — before
    ///   anything is built; what it throws ends the read.
    package func read<Failure: Error>(
        _ cursor: LuaCursor, admitting admit: (_ values: Int, _ textBytes: Int) throws(Failure) -> Void
    ) throws(Failure) -> LuaRecord? {
        let (thread, index) = cursor.checkedPosition()
        if session != cursor.session {
            session = cursor.session
            record.pointee.last_count = 0
            record.pointee.seen_count = 0
        }
        guard fe_read_record(thread, index, record) != 0 else { return nil }
        let values = Int(record.pointee.entries) + 1
        // The record is kept as its JSON, which must fit in what the meter charges for it, as the values the
        // general path keeps do: text JSON escapes (a key or string of control characters) takes up to six times
        // its bytes, and a 1 MiB key of them held by 100 items made a build under a 64 MiB limit take 420 MB.
        guard record.pointee.json_bound <= values * MemoryAccount.bytesPerValue + record.pointee.text_bytes else {
            // The C pass took this record's keys as the last ones, while `keys` still name the record before it:
            // the next record with these keys would have been read under those names (a `cell` read as `title`).
            record.pointee.last_count = 0
            return nil
        }
        try admit(values, record.pointee.text_bytes)
        let strings = cursor.state.decodedStrings
        let count = Int(record.pointee.count)
        let sameKeys = record.pointee.same_keys != 0 && keys.count == count
        if !sameKeys {
            keys = (0..<count).map { strings.key(of: sortedField($0)) }
            keysAreDecoded = keys.contains(where: decodedKeys.contains)
        }
        let decoded = decodesEveryRecord || keysAreDecoded || record.pointee.whole_float != 0
        return LuaRecord(
            id: Self.identifier(of: record.pointee.id, strings),
            fields: decoded ? JSONObject(sortedMembers: members(count: count, strings)) : nil,
            canonicalJSON: appendCanonicalJSON(), hasKeysOfLast: sameKeys)
    }

    /// The record's field of key order `rank` (the C array holds them in Lua's traversal order).
    private func sortedField(_ rank: Int) -> fe_record_field {
        fe_record_sorted(record, Int32(rank)).pointee
    }

    /// The record's fields as values, keys from `keys`.
    private func members(count: Int, _ strings: DecodedStrings) -> [JSONObject.Member] {
        let keys = self.keys
        return [JSONObject.Member](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let value = Self.value(of: sortedField(index), strings)
                buffer.initializeElement(at: index, to: JSONObject.Member(key: keys[index], value: value))
            }
            initialized = count
        }
    }

    /// Says that about `count` records will be read, so their JSON is given room at once.
    package func expect(records count: Int) {
        expectedRecords = count
    }

    /// A record's canonical JSON (`LuaRecord.canonicalJSON`), in an array of exactly its size.
    package func encoding(_ range: Range<Int>) -> [UInt8] {
        encodings.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends the record's fields as canonical JSON to `encodings`, written there directly; where they are.
    private func appendCanonicalJSON() -> Range<Int> {
        let record = self.record
        let start = encodings.count
        encodings.append(addingCapacity: record.pointee.json_bound) { out in
            out.withUnsafeMutableBufferPointer { buffer, initialized in
                initialized = fe_record_json(record, buffer.baseAddress)
            }
        }
        if start == 0 && expectedRecords > 1 { reserveForExpectedRecords(firstSize: encodings.count) }
        return start..<encodings.count
    }

    /// A quarter more than records like the first need, so a few longer ones do not double the buffer. Made
    /// before the meter has charged the records, so bounded: a long first record among a million short ones
    /// counts as 256 bytes, and no read reserves more than 4 MiB ahead; past that the buffer grows as the
    /// records come, after the meter has charged them.
    private func reserveForExpectedRecords(firstSize: Int) {
        let perRecord = min(firstSize, Self.largestExpectedRecord) * 5 / 4
        encodings.reserveCapacity(min(perRecord * expectedRecords, Self.largestReservation))
    }

    private static let largestExpectedRecord = 256
    private static let largestReservation = 4 << 20

    private static func value(of field: fe_record_field, _ strings: DecodedStrings) -> JSONValue {
        switch Int(field.type) {
        case FE_FIELD_BOOLEAN: return .bool(field.integer != 0)
        case FE_FIELD_INTEGER: return .integer(Int64(field.integer))
        case FE_FIELD_NUMBER: return .number(field.number)
        default: return .string(strings.text(of: field))
        }
    }

    private static func identifier(of field: fe_record_field, _ strings: DecodedStrings) -> LuaRecord.Identifier? {
        switch Int(field.type) {
        case FE_FIELD_INTEGER: return .integer(Int64(field.integer))
        case FE_FIELD_NUMBER: return .number(field.number)
        case FE_FIELD_STRING:
            // Decoded directly, not through `strings`: ids are all different, so the cache never finds one again,
            // and storing each in it cost more than decoding (~150 instructions an item of host.sections-100x1000).
            return .string(
                String(decoding: UnsafeRawBufferPointer(start: field.text, count: field.text_length), as: UTF8.self))
        case FE_FIELD_BOOLEAN: return .other
        default: return nil
        }
    }
}

/// A flat table of scalar fields, read by `LuaRecordReader`.
package struct LuaRecord {
    /// The value of the table's `id` entry.
    package enum Identifier: Equatable {
        case string(String)
        case integer(Int64)
        /// A float that is finite (and, printed, needs no more than three decimals).
        case number(Double)
        /// A boolean.
        case other
    }

    /// The `id` entry; nil when the table has none.
    package var id: Identifier?
    /// Every entry but `id`, with keys sorted by UTF-8 bytes; nil when the record is kept only as `canonicalJSON`,
    /// which then reads back (`JSONReader`) as exactly these values and holds none of the reader's `decodedKeys`.
    package var fields: JSONObject?
    /// Where the reader holds the entries but `id` as `JSONWriter.object(_:)` writes them
    /// (`LuaRecordReader.encoding(_:)`); never empty.
    package var canonicalJSON: Range<Int>
    /// Whether the keys are those of the record read before it in the same read (tables built alike): what
    /// depends on the key names alone need not be asked again.
    package var hasKeysOfLast: Bool
}
