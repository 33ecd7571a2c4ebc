extension JSONWriter {
    /// Writes a value canonically: object keys sorted by their UTF-8 bytes, numbers exactly (`exactNumber(_:)`), so
    /// a payload read back from a build output hashes as the build hashed it.
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
        case .object(let members):
            beginObject()
            for member in members.sorted(by: { JSONWriter.utf8Order($0.key, $1.key) }) {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// Byte order of UTF-8, the same on every machine and independent of locale and Unicode normalisation.
    package static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
