import FeedLayout
import FeedScripting

extension FeedPipeline {
    /// The feed's own header and footer with their frames and feed.lua's `headerPayload`/`footerPayload`.
    func globalSupplementaries(_ layout: LayoutResult) -> [SupplementaryDocument] {
        layout.supplementaries.enumerated().map { index, frame in
            let payload: FieldObject? =
                switch frame.kind {
                case "header": manifest?.headerPayload
                case "footer": manifest?.footerPayload
                default: nil
                }
            var document = SupplementaryDocument(
                kind: frame.kind, frame: frame.frame, zIndex: frame.zIndex, fields: payload.map(Payload.init) ?? .empty,
                isPinned: frame.isPinned)
            document.pinRange = layout.pinningRange(section: nil, index: index)
            return document
        }
    }
}

extension FeedDocument {
    /// Records where every pinned element sits when the feed is scrolled to `offset` (docs/spec/layout.md §4.2),
    /// after clamping the offset as a scroll view does: to `0 … contentSize − container` on each axis.
    mutating func scroll(to offset: Point, layout: LayoutResult) {
        let clamped = Point(
            x: Swift.min(Swift.max(0, offset.x), Swift.max(0, contentSize.width - environment.width)),
            y: Swift.min(Swift.max(0, offset.y), Swift.max(0, contentSize.height - environment.height)))
        scrollOffset = clamped
        for attributes in layout.pinnedSupplementaries(at: clamped) {
            if let section = attributes.section {
                guard sections.indices.contains(section),
                    sections[section].supplementaries.indices.contains(attributes.index)
                else { continue }
                sections[section].supplementaries[attributes.index].pinnedFrame = attributes.frame
                sections[section].supplementaries[attributes.index].pinnedZIndex = attributes.zIndex
            } else if supplementaries.indices.contains(attributes.index) {
                supplementaries[attributes.index].pinnedFrame = attributes.frame
                supplementaries[attributes.index].pinnedZIndex = attributes.zIndex
            }
        }
    }
}
