/// Everything that can go wrong in FeedDiff: misuse of a ``Snapshot`` or a batch that cannot be applied.
///
/// Every case names the identifiers (or positions) involved; `description` is a sentence for a person.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Section identifiers that appear more than once, and item identifiers that appear more than once
    /// (with the sections they appear in, in order of appearance).
    case duplicateIdentifiers(sections: [String], items: [DuplicateItem])
    /// Section identifiers the snapshot does not contain.
    case unknownSections([String])
    /// Item identifiers the snapshot does not contain.
    case unknownItems([String])
    /// An item was to be moved or inserted relative to itself.
    case itemRelativeToItself(String)
    /// A section was to be moved or inserted relative to itself.
    case sectionRelativeToItself(String)
    /// Items were appended without a section while the snapshot has no sections.
    case noSections
    /// A batch update broke the rules of a single `performBatchUpdates`; each entry says how.
    case invalidBatch([String])
    /// A snapshot built from a section's item identifiers and their hashes got a different number of each.
    case mismatchedItemHashes(section: String, items: Int, hashes: Int)
    /// An outline's structure is not a tree in depth-first order, or names an item it does not hold; the text
    /// says which row or item and why.
    case invalidOutline(String)

    /// An item identifier that occurs more than once, and the sections it occurs in.
    public struct DuplicateItem: Hashable, Sendable {
        /// The repeated item identifier.
        public var id: String
        /// The section of every occurrence, in order (a section repeats when the item repeats inside it).
        public var sections: [String]

        /// Creates a duplicate record.
        public init(id: String, sections: [String]) {
            self.id = id
            self.sections = sections
        }
    }

    public var description: String {
        switch self {
        case .duplicateIdentifiers(let sections, let items):
            var parts: [String] = []
            if !sections.isEmpty {
                parts.append("duplicate section identifier\(sections.count == 1 ? "" : "s") \(Self.list(sections))")
            }
            for item in items.prefix(Self.named) {
                parts.append(
                    "duplicate item identifier '\(item.id)' (in sections \(Self.list(item.sections)))")
            }
            if items.count > Self.named { parts.append("\(items.count - Self.named) more duplicate item identifiers") }
            return "The snapshot has " + parts.joined(separator: "; ") + "; identifiers must be unique."
        case .unknownSections(let ids):
            return "The snapshot has no section\(ids.count == 1 ? "" : "s") \(Self.list(ids))."
        case .unknownItems(let ids):
            return "The snapshot has no item\(ids.count == 1 ? "" : "s") \(Self.list(ids))."
        case .itemRelativeToItself(let id):
            return "Item '\(id)' cannot be placed relative to itself."
        case .sectionRelativeToItself(let id):
            return "Section '\(id)' cannot be placed relative to itself."
        case .noSections:
            return "Items cannot be appended to a snapshot that has no sections."
        case .invalidBatch(let problems):
            return "The batch update is invalid: " + problems.joined(separator: "; ") + "."
        case .mismatchedItemHashes(let section, let items, let hashes):
            return
                "Section '\(section)' has \(items) item\(items == 1 ? "" : "s") but \(hashes) item hash\(hashes == 1 ? "" : "es"); "
                + "give one hash per item."
        case .invalidOutline(let reason):
            return "The outline is invalid: " + reason + "."
        }
    }

    /// How many identifiers a description names before it counts the rest: a file can repeat one 200,000
    /// times, and a sentence of all of them (2.4 MB) helps nobody.
    private static let named = 10

    private static func list(_ ids: [String]) -> String {
        let shown = ids.prefix(named).map { "'\($0)'" }.joined(separator: ", ")
        return ids.count > named ? shown + " and \(ids.count - named) more" : shown
    }
}
