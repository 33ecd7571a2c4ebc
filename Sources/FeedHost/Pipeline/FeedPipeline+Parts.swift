import FeedJSON
import FeedLayout

extension FeedPipeline {
    /// The document sections of `order` laid out as `layout`: a section whose entry holds parts of its current
    /// run, at the same position with an equal layout, keeps them; the others are assembled from their run.
    /// Either way the section equals a fresh assembly.
    func assemble(_ order: [Int], layout: LayoutResult) -> [SectionDocument] {
        var documents: [SectionDocument] = []
        documents.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            let entry = entries[index]
            let sectionLayout = layout.sections[position]
            if let parts = entry.current(entry.parts), parts.document.index == position, parts.layout == sectionLayout {
                documents.append(parts.document)
            } else {
                let document = SectionDocument(entry.run, layout: sectionLayout, index: position)
                entry.parts = entry.stamped(SectionParts(layout: sectionLayout, document: document))
                documents.append(document)
            }
            if releasesItems && !keepsLastGoodSections {
                // Each section's items go as soon as its document holds them, so the feed's items and its
                // documents are never all held at once.
                entry.runtime.releaseItems()
                FreedMemory.release()
            }
        }
        return documents
    }

    /// The state of `document`, the last run's document, reusing the hex hashes of sections carried over from
    /// earlier runs; equal to `FeedState(document)`.
    func state(of document: FeedDocument) -> FeedState {
        let sections = document.sections.map { section in
            withParts(of: section) { $0.makeState() } ?? FeedState.SectionState(section)
        }
        return FeedState(environment: document.environment, sections: sections)
    }

    /// The state file bytes of `document`, the last run's document, encoding only the sections not carried over
    /// from earlier runs; equal to `FeedState(document).jsonBytes()`.
    func stateBytes(of document: FeedDocument) -> [UInt8] {
        let encoded = document.sections.map { section in
            withParts(of: section) { $0.makeStateBytes() } ?? FeedState.SectionState(section).jsonBytes()
        }
        return JSONWriter.state(
            environment: document.environment, encodedSections: encoded, capacity: document.itemCount)
    }

    /// `stateBytes(of:)` as a job for another thread: `state` is `state(of: document)`, and sections carried over
    /// from earlier runs bring the bytes they were encoded to (or have them encoded there, once).
    func stateEncoding(of document: FeedDocument, state: FeedState) -> StateEncoding {
        let encoded = document.sections.map { section in withParts(of: section) { $0.encodedState } }
        return StateEncoding(state: state, encoded: encoded, itemCount: document.itemCount)
    }

    /// `body` applied to the parts that hold `section` of the last run's document; nil when no entry holds it.
    private func withParts<Result>(of section: SectionDocument, _ body: (inout SectionParts) -> Result) -> Result? {
        guard let entry = entryNamed[section.script], var parts = entry.parts,
            parts.value.document.id == section.id, parts.value.document.index == section.index,
            parts.value.document.items.count == section.items.count
        else { return nil }
        let result = body(&parts.value)
        entry.parts = parts
        return result
    }
}
