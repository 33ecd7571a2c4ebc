import FeedLayout

extension FeedDocument {
    /// Notes, for every row with scroll effects, the span its effects are measured over where it is not the section
    /// frame's: what the row's `visibleItemsInvalidationHandler` can read from its environment (docs/spec/layout.md
    /// §3.5), the configuration reference's box, or the whole container for a section whose reference is `none`.
    mutating func measureEffects(settings: ContainerSettings) {
        let alongX = settings.scrollDirection == .vertical
        for index in sections.indices where sections[index].effects != nil {
            let section = sections[index]
            let span = environment.effectsSpan(sectionReference: section.effectsReference, settings: settings)
            let own =
                alongX
                ? RowSpan(start: section.frame.x, length: section.frame.width)
                : RowSpan(start: section.frame.y, length: section.frame.height)
            sections[index].effectsSpan = span == own ? nil : span
        }
    }

    /// Records, for every orthogonal row with scroll effects, the row scrolled to `offset` along its own axis (x in
    /// a vertical feed, y in a horizontal one), clamped to `0 … scrollContentSize − visible length` as its scroll
    /// view clamps it, and the scale and alpha of each item visible there (docs/spec/layout.md §3.5).
    ///
    /// The row's scroll view spans its section, which decides the clamp and what is visible; the scale and alpha
    /// are measured over `effectsSpan` where the section has one.
    ///
    /// In a right-to-left feed a row along x starts at the right: its items are mirrored (later ones at negative x)
    /// and scrolling it by `o` from its start moves them rightwards, so an item is at `x + o` on screen (§6.3).
    mutating func applyEffects(rowOffset offset: Point, scrollDirection: ScrollDirection) {
        let alongX = scrollDirection == .vertical
        let direction: Double = alongX && environment.isRightToLeft ? -1 : 1
        for index in sections.indices {
            guard let effects = sections[index].effects else { continue }
            let section = sections[index]
            let start = alongX ? section.frame.x : section.frame.y
            let length = alongX ? section.frame.width : section.frame.height
            let span = section.effectsSpan ?? RowSpan(start: start, length: length)
            let content = section.scrollContentSize.map { alongX ? $0.width : $0.height } ?? length
            let requested = alongX ? offset.x : offset.y
            let rowOffset = Swift.min(Swift.max(0, requested), Swift.max(0, content - length))
            let centre = span.start + span.length / 2
            var visible: [ItemEffect] = []
            for item in section.items {
                let low = (alongX ? item.frame.x : item.frame.y) - direction * rowOffset
                let extent = alongX ? item.frame.width : item.frame.height
                guard low < start + length && low + extent > start else { continue }
                let values = effects.values(distance: low + extent / 2 - centre, visibleLength: span.length)
                visible.append(ItemEffect(item: item.index, scale: values.scale, alpha: values.alpha))
            }
            sections[index].rowOffset = rowOffset
            sections[index].visibleEffects = visible
        }
    }
}
