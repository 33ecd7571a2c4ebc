/// A JSON-like value that travels from a script to the output untouched: item fields, header and footer payloads.
///
/// Deterministic by construction: objects keep their members sorted by key (UTF-8 byte order), so equal content
/// always iterates, prints and hashes the same way. Numbers are finite. An empty Lua table is an empty array.
///
/// Not `indirect`: the recursion goes through arrays, which are references already, and a boxed case would
/// cost one allocation per field of every item.
package enum FieldValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([FieldValue])
    case object(FieldObject)
}

/// The members of a `FieldValue.object`, sorted by key (UTF-8 byte order), keys unique.
package struct FieldObject: Hashable, Sendable, RandomAccessCollection {
    /// One key and its value.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: FieldValue

        package init(key: String, value: FieldValue) {
            self.key = key
            self.value = value
        }
    }

    package private(set) var members: [Member]

    /// An object with the given members; when a key repeats, the last value wins.
    package init(_ dictionary: [String: FieldValue] = [:]) {
        members = dictionary.map { Member(key: $0.key, value: $0.value) }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// An object whose members are already sorted by key (UTF-8 byte order) with unique keys.
    init(sortedMembers: [Member]) {
        members = sortedMembers
    }

    package var startIndex: Int { members.startIndex }
    package var endIndex: Int { members.endIndex }
    package subscript(position: Int) -> Member { members[position] }

    /// The value stored under `key`, if any.
    ///
    /// - Complexity: O(log n); a scan of the few members most items have.
    package subscript(key: String) -> FieldValue? {
        // Items have a handful of fields, and the host looks up a few names in every item (`supplementaries`,
        // `children`): comparing short strings for equality beats ordering their UTF-8 views.
        if members.count <= 8 {
            for member in members where member.key == key { return member.value }
            return nil
        }
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle].key == key { return members[middle].value }
            if members[middle].key.utf8.lexicographicallyPrecedes(key.utf8) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    package var keys: [String] { members.map(\.key) }
}
