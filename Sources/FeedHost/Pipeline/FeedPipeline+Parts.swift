import FeedJSON
import FeedLayout

extension FeedPipeline {
    /// The document sections of `order` laid out as `layout`: a section whose script neither ran nor was laid
    /// out again since the last assembly, at the same position with an equal layout, keeps its parts; the
    /// others are assembled from their run. Either way the section equals a fresh assembly.
    func assemble(_ order: [Int], layout: LayoutResult) -> [SectionDocument] {
        var previous: [String: SectionParts] = [:]
        previous.reserveCapacity(parts.count)
        for (position, part) in parts.enumerated() where !partsStale.contains(part.document.script) {
            if order.indices.contains(position), runtimes[order[position]].file.name == part.document.script {
                previous[part.document.script] = part
            }
        }
        var assembled: [SectionParts] = []
        assembled.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            let sectionLayout = layout.sections[position]
            if let part = previous[runtimes[index].file.name], part.layout == sectionLayout {
                assembled.append(part)
            } else {
                let document = Self.section(runtimes[index].result, layout: sectionLayout, index: position)
                assembled.append(SectionParts(layout: sectionLayout, document: document))
            }
        }
        parts = assembled
        partsStale = []
        return assembled.map(\.document)
    }

    /// The state of `document`, the last run's document, reusing the hex hashes of sections carried over from
    /// earlier runs; equal to `FeedState(document)`.
    func state(of document: FeedDocument) -> FeedState {
        var sections: [FeedState.SectionState] = []
        sections.reserveCapacity(document.sections.count)
        for (position, section) in document.sections.enumerated() {
            sections.append(hasParts(of: section, at: position) ? parts[position].makeState() : .init(section))
        }
        return FeedState(environment: document.environment, sections: sections)
    }

    /// The state file bytes of `document`, the last run's document, encoding only the sections not carried over
    /// from earlier runs; equal to `FeedState(document).jsonBytes()`.
    func stateBytes(of document: FeedDocument) -> [UInt8] {
        var encoded: [[UInt8]] = []
        encoded.reserveCapacity(document.sections.count)
        for (position, section) in document.sections.enumerated() {
            encoded.append(
                hasParts(of: section, at: position)
                    ? parts[position].makeStateBytes() : FeedState.SectionState(section).jsonBytes())
        }
        return JSONWriter.state(
            environment: document.environment, encodedSections: encoded, capacity: document.itemCount)
    }

    /// `stateBytes(of:)` as a job for another thread: `state` is `state(of: document)`, and sections carried over
    /// from earlier runs bring the bytes they were encoded to (or have them encoded there, once).
    func stateEncoding(of document: FeedDocument, state: FeedState) -> StateEncoding {
        let encoded = document.sections.enumerated().map { position, section in
            hasParts(of: section, at: position) ? parts[position].encodedState : nil
        }
        return StateEncoding(state: state, encoded: encoded, itemCount: document.itemCount)
    }

    /// Whether `parts[position]` holds `section` of the last run's document.
    private func hasParts(of section: SectionDocument, at position: Int) -> Bool {
        parts.indices.contains(position) && parts[position].document.id == section.id
            && parts[position].document.script == section.script
            && parts[position].document.items.count == section.items.count
    }
}
