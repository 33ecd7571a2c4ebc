import FeedLayout
import LayoutOracleSupport

/// The mirror of laid-out results (the reference solver's), next to the mirror of descriptions in LayoutOracleSupport.
extension ReferenceMirror {
    func flip(_ e: ReferenceElement) -> ReferenceElement {
        ReferenceElement(kind: e.kind, item: e.item, frame: flip(e.frame), zIndex: e.zIndex)
    }

    func flip(_ s: ReferenceSection) -> ReferenceSection {
        ReferenceSection(
            frame: flip(s.frame), items: s.items.map(flip), supplementaries: s.supplementaries.map(flip),
            decorations: s.decorations.map(flip), scrollContentSize: s.scrollContentSize.map(flip),
            restOffsets: s.restOffsets, pinFarEdge: s.pinFarEdge, pinNearEdge: s.pinNearEdge)
    }

    func flip(_ l: ReferenceLayout) -> ReferenceLayout {
        ReferenceLayout(
            sections: l.sections.map(flip), globalSupplementaries: l.globalSupplementaries.map(flip),
            contentSize: flip(l.contentSize))
    }
}
