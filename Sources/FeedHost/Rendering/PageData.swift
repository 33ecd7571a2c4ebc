import FeedJSON
import FeedLayout

/// The document as the preview page embeds it (`ItemMembers.page`): its JSON, and for a page that draws only what
/// is in view, each section's items apart from it.
///
/// A page of more than `PreviewPageViewport.drawAllUpTo` items draws those near the viewport only, so it needs the
/// items of the sections near the viewport only. The browser parses every byte of the document before the first
/// frame; items kept in an element of their own per section are parsed when a draw first asks for them (issue 17:
/// a 100k-item feed's page opening within 1.5× a 100-item one's time). Such a section's object holds, instead of
/// its `items`, `itemsApart`: how many there are and the span they cover along the feed's scroll axis (the least `y`
/// of their frames and the greatest `y + height`; `x` and `x + width` in a horizontal feed), which is what the page's
/// index needs of them before they are read.
struct PageData: Sendable {
    /// The document's JSON, on one line without a final newline.
    var document: [UInt8]
    /// Each section's items, `[…]`, where they are kept apart; nil where the document holds them.
    var sectionItems: [[UInt8]?]

    init(_ document: FeedDocument) {
        let apart = document.itemCount > PreviewPageViewport.drawAllUpTo
        let sections = document.sections
        var writer = JSONWriter(capacity: 256 + (apart ? sections.count * 1024 : document.itemCount * 120))
        writer.document(document, members: .page, itemsApart: apart)
        self.document = writer.bytes
        guard apart else {
            sectionItems = Array(repeating: nil, count: sections.count)
            return
        }
        let items = ParallelEncoding.parts(
            count: sections.count, parallel: document.itemCount >= ParallelEncoding.threshold,
            capacity: { 16 + sections[$0].items.count * 120 }
        ) { index, writer in writer.sectionItems(sections[index], members: .page) }
        sectionItems = zip(sections, items).map { section, bytes in section.items.isEmpty ? nil : bytes }
    }
}

extension JSONWriter {
    /// A section's object with `itemsApart` where its items would be (`PageData`), their extent along `direction`.
    mutating func sectionWithItemsApart(_ section: SectionDocument, direction: ScrollDirection) {
        sectionHead(section)
        key("itemsApart")
        beginObject()
        key("count")
        int(section.items.count)
        key("extent")
        let alongX = direction == .horizontal
        let low = section.items.lazy.map { alongX ? $0.frame.x : $0.frame.y }.min() ?? 0
        let high = section.items.lazy.map { alongX ? $0.frame.maxX : $0.frame.maxY }.max() ?? 0
        numbers(low, high)
        endObject()
        sectionTail(section)
    }
}
