import FeedJSON
import FeedLayout
import FeedScripting
import Synchronization

/// A section's object in the JSON output, with where each item's object lies in it: what a later encoding of
/// the same section copies for the items that print alike.
///
/// A watch save that edits one item of a 10,000-item script still sends the whole section (`ChangesOnlyLine`);
/// encoding every item again cost as much as reading them out of Lua. Copying the unchanged items' bytes costs a
/// comparison and a `memcpy` each.
struct SectionEncoding: Sendable {
    /// The items encoded, to compare a later section's with.
    let items: [ItemDocument]
    let bytes: [UInt8]
    /// Each item's object in `bytes`, without the commas between them.
    let itemRanges: [Range<Int>]

    /// `JSONWriter.section(section)`'s bytes, with the objects of items that print as `previous`'s items at the
    /// same index copied from `previous`.
    init(_ section: SectionDocument, reusing previous: SectionEncoding?) {
        var writer = JSONWriter(capacity: section.estimatedJSONBytes)
        writer.sectionHead(section)
        writer.key("items")
        writer.beginArray()
        let items = section.items
        let old = previous ?? SectionEncoding(items: [], bytes: [], itemRanges: [])
        let ranges = ReusedItemBytes.write(
            items, over: (old.items, old.bytes, old.itemRanges), into: &writer,
            alike: ItemDocument.printAlike, encode: { $0.item($1) })
        writer.endArray()
        writer.sectionTail(section)
        self.init(items: items, bytes: writer.bytes, itemRanges: ranges)
    }

    private init(items: [ItemDocument], bytes: [UInt8], itemRanges: [Range<Int>]) {
        self.items = items
        self.bytes = bytes
        self.itemRanges = itemRanges
    }
}

/// Where a section document keeps its last encoding (`SectionEncoding`), shared by its copies. It is no part of
/// the section's value: every slot equals every other, and hashes as nothing.
///
/// A copy changed after the encoding was stored still finds it: that is safe, because an encoding is only ever
/// reused item by item, after comparing each item with the one it was made from.
package struct SectionEncodingSlot: Hashable, Sendable {
    private let box = Box()

    package init() {}

    var stored: SectionEncoding? {
        get { box.encoding.withLock { $0 } }
        nonmutating set { box.encoding.withLock { $0 = newValue } }
    }

    package static func == (_: SectionEncodingSlot, _: SectionEncodingSlot) -> Bool { true }

    package func hash(into _: inout Hasher) {}

    private final class Box: Sendable {
        let encoding = Mutex<SectionEncoding?>(nil)
    }
}

extension ItemDocument {
    /// Whether `new[index]`'s object in the output is byte for byte `old[index]`'s. Text is compared by its
    /// bytes: `String`'s `==` equates canonically equivalent spellings, which print differently. Items with cell
    /// content are always encoded afresh. Read through the arrays, not copies of the items (a copy retains every
    /// part of one).
    static func printAlike(_ new: [ItemDocument], _ old: [ItemDocument], at index: Int) -> Bool {
        guard new[index].index == old[index].index, new[index].zIndex == old[index].zIndex,
            new[index].frame == old[index].frame, new[index].fields.hash == old[index].fields.hash,
            new[index].content.isEmpty, old[index].content.isEmpty
        else { return false }
        let (newFields, oldFields) = (new[index].fields.bytes, old[index].fields.bytes)
        let (newID, oldID) = (new[index].id, old[index].id)
        return EqualBytes.compare(newFields.span, oldFields.span)
            && EqualBytes.compare(newID.utf8.span, oldID.utf8.span)
            && outlinesPrintAlike(new[index].outline, old[index].outline)
    }

    /// Outline places that print and hash alike (level, parent, parent row, expanded).
    private static func outlinesPrintAlike(_ lhs: OutlinePlace?, _ rhs: OutlinePlace?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        guard lhs.level == rhs.level, lhs.parentRow == rhs.parentRow, lhs.isExpanded == rhs.isExpanded else {
            return false
        }
        switch (lhs.parent, rhs.parent) {
        case (nil, nil): return true
        case (let left?, let right?): return EqualBytes.compare(left.utf8.span, right.utf8.span)
        default: return false
        }
    }
}
