import FeedJSON
import FeedLayout

/// A section's object in the state file, with where each item's object lies in it: what the next encoding of
/// the same section copies for the items spelled alike (`EncodedSectionState`).
struct StateSectionEncoding: Sendable {
    /// The items encoded, to compare a later section's with.
    let items: [FeedState.ItemState]
    let bytes: [UInt8]
    /// Each item's object in `bytes`, without the commas between them.
    let itemRanges: [Range<Int>]

    /// `state.jsonBytes()`, with the objects of items spelled as `previous`'s items at the same index copied from
    /// `previous`.
    init(_ state: FeedState.SectionState, reusing previous: StateSectionEncoding?) {
        let old = previous ?? StateSectionEncoding(items: [], bytes: [], itemRanges: [])
        var ranges: [Range<Int>] = []
        var writer = JSONWriter(capacity: 256 + state.items.count * 80)
        writer.stateSection(
            state,
            items: { writer, section in
                ranges = ReusedItemBytes.write(
                    section.items, over: (old.items, old.bytes, old.itemRanges), into: &writer, alike: Self.spellAlike,
                    encode: { writer, item in
                        writer.stateItem(id: item.id, frame: item.frame, parent: item.parent, hash: item.hash)
                    })
            }, sectionHash: { $0.string($1.hash) }, sectionID: { $0.id }, parts: state.parts)
        self.init(items: state.items, bytes: writer.bytes, itemRanges: ranges)
    }

    private init(items: [FeedState.ItemState], bytes: [UInt8], itemRanges: [Range<Int>]) {
        self.items = items
        self.bytes = bytes
        self.itemRanges = itemRanges
    }

    /// Whether `new[index]` is spelled as `old[index]` in the state file: ids compared by their bytes (`String`'s
    /// `==` equates canonically equivalent spellings).
    private static func spellAlike(_ new: [FeedState.ItemState], _ old: [FeedState.ItemState], at index: Int) -> Bool {
        guard new[index].hash == old[index].hash, new[index].frame == old[index].frame,
            new[index].parent == old[index].parent
        else { return false }
        let (newID, oldID) = (new[index].id, old[index].id)
        return EqualBytes.compare(newID.utf8.span, oldID.utf8.span)
    }
}
