import Dispatch
import FeedJSON
import FeedLayout
import Synchronization

extension FeedPipeline {
    /// The document sections of `order` laid out as `layout`: a section whose entry holds parts of its current
    /// run, at the same position with an equal layout, keeps them; the others are assembled from their run.
    /// Either way the section equals a fresh assembly.
    func assemble(_ order: [Int], layout: LayoutResult) -> [SectionDocument] {
        var documents: [SectionDocument?] = order.enumerated().map { position, index in
            let entry = entries[index]
            guard let parts = entry.current(entry.parts), parts.document.index == position,
                parts.layout == layout.sections[position]
            else { return nil }
            return parts.document
        }
        let fresh = documents.indices.filter { documents[$0] == nil }
        for (position, document) in assembleFresh(fresh, of: order, layout: layout) {
            let entry = entries[order[position]]
            entry.parts = entry.stamped(
                SectionParts(layout: layout.sections[position], document: document, replacing: entry.parts?.value))
            documents[position] = document
        }
        if dropsRunData {
            // The documents hold what they need of the items: the runs' items and payloads go now, so a `Feed`
            // does not hold a large feed twice until its next build.
            for index in order { entries[index].runtime.releaseItems() }
            FreedMemory.release()
        }
        return documents.map { $0! }
    }

    /// The documents of the sections at `positions` of `order`, assembled from their runs. Several are assembled
    /// on all cores: laying out their cells' text is most of a cold build's work after the scripts (a profile of
    /// `feed build` of the bundled feed had it all on one thread).
    private func assembleFresh(_ positions: [Int], of order: [Int], layout: LayoutResult)
        -> [(position: Int, document: SectionDocument)]
    {
        let runs = positions.map { entries[order[$0]].run }
        guard positions.count > 1 else {
            return zip(positions, runs).map { ($0, SectionDocument($1, layout: layout.sections[$0], index: $0)) }
        }
        let results = Mutex<[(position: Int, document: SectionDocument)]>([])
        DispatchQueue.concurrentPerform(iterations: positions.count) { slot in
            let position = positions[slot]
            let document = SectionDocument(runs[slot], layout: layout.sections[position], index: position)
            results.withLock { $0.append((position, document)) }
        }
        return results.withLock { $0 }
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
