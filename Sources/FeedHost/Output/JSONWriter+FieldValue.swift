import FeedJSON
import FeedScripting

extension JSONWriter {
    /// Writes a script's field value; its objects are already sorted by key, so this is canonical JSON. Numbers
    /// are written exactly (`exactNumber`): a payload is the script's data, not geometry.
    package mutating func value(_ value: FieldValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let integer): int64(integer)
        case .number(let number): exactNumber(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object): self.object(object)
        }
    }

    /// Writes the members of `object` in their (sorted) order.
    package mutating func object(_ object: FieldObject) {
        beginObject()
        for member in object {
            key(member.key)
            value(member.value)
        }
        endObject()
    }
}

extension Payload {
    /// The canonical encoding of a script's fields (an item's fields, a header's payload).
    package init(_ fields: FieldObject) {
        var writer = JSONWriter(capacity: 64)
        writer.object(fields)
        self.init(canonicalBytes: writer.bytes)
    }

    /// Encodes with a caller's writer, reusing its storage across many items.
    package init(_ fields: FieldObject, using writer: inout JSONWriter) {
        writer.reset()
        writer.object(fields)
        // A copy of exactly the bytes: handing over the writer's buffer would leave each payload holding the
        // writer's spare capacity and the writer allocating a fresh buffer for the next item anyway.
        self.init(canonicalBytes: Array(writer.bytes))
    }
}
