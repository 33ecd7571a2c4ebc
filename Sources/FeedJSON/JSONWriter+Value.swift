extension JSONWriter {
    /// Writes a value canonically: object members in their sorted order (`JSONObject`), numbers exactly
    /// (`exactNumber(_:)`): a payload is the script's data, not geometry, and one read back from a build output
    /// hashes as the build hashed it.
    package mutating func value(_ value: JSONValue) {
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
    package mutating func object(_ object: JSONObject) {
        beginObject()
        for member in object.members {
            key(member.key)
            value(member.value)
        }
        endObject()
    }
}
