/// The members of a `JSONValue.object`: sorted by key in UTF-8 byte order, keys unique.
///
/// Sorted members rather than a dictionary: equal content iterates, prints and hashes the same way on every
/// machine and run (a dictionary's order is seeded per process), so writing is canonical without a sort, and an
/// item's handful of fields is one array instead of a hash table. It reads like a dictionary: `object["key"]`,
/// `for (key, value) in object`, `["key": .string("x")]`.
package struct JSONObject: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One key and its value.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: JSONValue

        package init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    package private(set) var members: [Member]

    /// An empty object: made for every item kept encoded, where even the empty dictionary of `init(_:)`'s
    /// default cost ~70 instructions.
    package init() {
        members = []
    }

    /// An object with the given members; when a key repeats, the last value wins.
    package init(_ dictionary: [String: JSONValue]) {
        // Mapping and sorting nothing cost ~240 instructions.
        guard !dictionary.isEmpty else {
            members = []
            return
        }
        members = dictionary.map { Member(key: $0.key, value: $0.value) }.sorted {
            UTF8Order.precedes($0.key, $1.key)
        }
    }

    /// An object with the given members; when a key repeats, the last value wins.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// An object whose members the caller has already sorted by key (UTF-8 byte order), keys unique: a reader
    /// that gathers members in order saves the sort.
    package init(sortedMembers: [Member]) {
        members = sortedMembers
    }

    package var startIndex: Int { members.startIndex }
    package var endIndex: Int { members.endIndex }
    package subscript(position: Int) -> (key: String, value: JSONValue) {
        (members[position].key, members[position].value)
    }

    /// The value stored under `key`, if any; setting nil removes the member.
    ///
    /// - Complexity: reading is O(log n), a scan of the few members most items have; writing is O(n).
    package subscript(key: String) -> JSONValue? {
        get {
            guard let index = index(forKey: key) else { return nil }
            return members[index].value
        }
        set {
            if let index = index(forKey: key) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                let slot = members.firstIndex { UTF8Order.precedes(key, $0.key) } ?? members.endIndex
                members.insert(Member(key: key, value: newValue), at: slot)
            }
        }
    }

    package var keys: [String] { members.map(\.key) }

    /// The position of the member named `key`.
    private func index(forKey key: String) -> Int? {
        // Items have a handful of fields, and the host looks up a few names in every item (`supplementaries`,
        // `children`): comparing short strings for equality beats ordering their UTF-8 views.
        if members.count <= 8 {
            // Lengths first: most keys differ in length from the one asked for, and a length costs no call into
            // the string comparison (which a profile of host.sections-100x1000 showed for every key of every item).
            // Bytes, not `==`: Swift holds canonically equivalent strings equal, which the byte order the members
            // are sorted in does not, so the bisection below found "K" under the Kelvin sign's key or not by
            // where it fell.
            let length = key.utf8.count
            for index in members.indices
            where members[index].key.utf8.count == length && UTF8Order.same(members[index].key, key) {
                return index
            }
            return nil
        }
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if UTF8Order.same(members[middle].key, key) { return middle }
            if UTF8Order.precedes(members[middle].key, key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }
}
