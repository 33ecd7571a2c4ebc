import FeedJSON
import FeedLayout
import FeedScripting

extension SectionDocument {
    /// The document of a script's run laid out as `layout`, at feed position `index`.
    init(_ run: SectionRun, layout: FeedLayout.SectionLayout, index: Int) {
        // One copy of the compiled templates for the items and the boundaries, as it caches what it measured.
        var cells = run.cells
        self.init(
            id: run.id ?? run.script.baseName, index: index, script: run.script.name, frame: layout.frame,
            orthogonalScrolling: layout.orthogonalScrolling, scrollContentSize: layout.scrollContentSize,
            restOffsets: layout.restOffsets, items: Self.items(run, layout: layout, cells: &cells),
            supplementaries: Self.supplementaries(run, layout: layout, cells: &cells),
            decorations: layout.decorations.map {
                DecorationDocument(kind: $0.kind, frame: $0.frame, zIndex: $0.zIndex)
            },
            hash: run.contentHash, parts: run.partHashes)
        if case .section(let section)? = run.recipe?.recipe, layout.orthogonalScrolling != .none {
            effects = section.effects
            effectsReference = section.contentInsetsReference
        }
        if case .list? = run.recipe?.recipe {
            separators = layout.separators
            listBackground = layout.listBackground
        }
    }

    private static func items(_ run: SectionRun, layout: FeedLayout.SectionLayout, cells: inout SectionCells?)
        -> [ItemDocument]
    {
        var items: [ItemDocument] = []
        items.reserveCapacity(run.items.count)
        // By index, not by copying each item out: a copy retains every field of the item (a profile of
        // host.sections-100x1000 showed those retains), and only its id and outline place are read here.
        for offset in run.items.indices {
            let frame = layout.itemFrame(offset)
            items.append(
                ItemDocument(
                    id: run.items[offset].id, index: offset, frame: frame, zIndex: layout.itemZIndex(offset),
                    fields: run.itemPayloads[offset],
                    content: cells?.content(of: run.items[offset], frame: frame) ?? [],
                    outline: run.items[offset].outline))
        }
        return items
    }

    private static func supplementaries(
        _ run: SectionRun, layout: FeedLayout.SectionLayout, cells: inout SectionCells?
    ) -> [SupplementaryDocument] {
        layout.supplementaries.enumerated().map { index, frame in
            let hidden = frame.item.map { run.hiddenSupplementaries[$0]?.contains(frame.kind) == true } ?? false
            var document = SupplementaryDocument(
                kind: frame.kind, item: frame.item, frame: frame.frame, zIndex: frame.zIndex,
                fields: payload(of: frame, in: run), isPinned: frame.isPinned, isHidden: hidden,
                content: cells?.content(
                    ofSupplementary: frame.kind, fields: fields(of: frame, in: run), frame: frame.frame)
                    ?? [])
            document.pinRange = layout.pinningRange(ofSupplementary: index)
            return document
        }
    }

    /// The canonical payload of a section's own header or footer; boundary items of items have none.
    private static func payload(of frame: SupplementaryFrame, in run: SectionRun) -> Payload {
        switch (frame.kind, frame.item) {
        case ("header", nil): run.header ?? .empty
        case ("footer", nil): run.footer ?? .empty
        default: .empty
        }
    }

    /// The fields a supplementary's template shows: the section's header or footer payload, or its item's fields.
    private static func fields(of frame: SupplementaryFrame, in run: SectionRun) -> JSONObject? {
        switch (frame.kind, frame.item) {
        case ("header", nil): run.headerFields
        case ("footer", nil): run.footerFields
        case (_, let item?): run.items.indices.contains(item) ? run.items[item].fields : nil
        default: nil
        }
    }
}
