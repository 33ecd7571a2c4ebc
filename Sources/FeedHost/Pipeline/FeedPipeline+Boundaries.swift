import FeedJSON
import FeedLayout
import FeedScripting

extension FeedPipeline {
    /// The feed's own header and footer with their frames and feed.lua's `headerPayload`/`footerPayload`.
    func globalSupplementaries(_ layout: LayoutResult) -> [SupplementaryDocument] {
        layout.supplementaries.enumerated().map { index, frame in
            let payload: JSONObject? =
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
    /// Records where every pinned element sits when the feed is scrolled to `offset` in `container`
    /// (docs/spec/layout.md §4.2), after clamping the offset as a scroll view does: from minus the adjusted inset
    /// before the content to the content's end plus the inset after it, less the screen.
    mutating func scroll(to offset: Point, layout: LayoutResult, in container: ScrollContainer) {
        let clamped = layout.clampedContentOffset(offset, in: container)
        scrollOffset = clamped
        for attributes in layout.pinnedSupplementaries(at: clamped, in: container) {
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
