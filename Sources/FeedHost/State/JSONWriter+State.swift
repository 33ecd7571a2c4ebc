import FeedJSON
import FeedLayout

extension JSONWriter {
    /// Writes a state document (docs/spec/contract.md §6) of any section type: the one shape for `FeedState` and for a
    /// document saved straight after a build (which skips making 100k hex strings).
    static func state<Section: Sendable>(
        environment: LayoutEnvironment?, hashVersion: Int = FeedState.currentHashVersion, sections: [Section],
        capacity: Int,
        items: @escaping @Sendable (inout JSONWriter, Section) -> Void,
        sectionHash: @escaping @Sendable (inout JSONWriter, Section) -> Void,
        sectionID: @escaping @Sendable (Section) -> String,
        sectionParts: @escaping @Sendable (Section) -> SectionPartHashes? = { _ in nil }
    ) -> [UInt8] {
        let parts = ParallelEncoding.parts(
            count: sections.count, parallel: capacity >= ParallelEncoding.threshold,
            capacity: { _ in 256 + capacity / max(sections.count, 1) * 80 }
        ) { index, writer in
            writer.stateSection(
                sections[index], items: items, sectionHash: sectionHash, sectionID: sectionID,
                parts: sectionParts(sections[index]))
        }
        return state(environment: environment, hashVersion: hashVersion, encodedSections: parts, capacity: capacity)
    }

    /// A state document from its sections already encoded (`stateSection`), so a rebuild encodes only the
    /// sections that changed.
    static func state(
        environment: LayoutEnvironment?, hashVersion: Int = FeedState.currentHashVersion,
        encodedSections parts: [[UInt8]], capacity: Int
    ) -> [UInt8] {
        var writer = JSONWriter(capacity: 128 + capacity * 80)
        writer.beginObject()
        writer.key("version")
        writer.int(1)
        writer.key("hashVersion")
        writer.int(hashVersion)
        if let environment {
            writer.key("environment")
            writer.environment(environment)
        }
        writer.key("sections")
        writer.beginArray()
        for part in parts { writer.raw(part) }
        writer.endArray()
        writer.endObject()
        return writer.line()
    }

    /// One section of a state document: `{ "id":, "hash":, "parts":, "items": [...] }` (`parts` when known).
    mutating func stateSection<Section>(
        _ section: Section, items: (inout JSONWriter, Section) -> Void,
        sectionHash: (inout JSONWriter, Section) -> Void, sectionID: (Section) -> String, parts: SectionPartHashes?
    ) {
        beginObject()
        key("id")
        string(sectionID(section))
        key("hash")
        sectionHash(&self, section)
        if let parts {
            key("parts")
            sectionParts(parts)
        }
        key("items")
        beginArray()
        items(&self, section)
        endArray()
        endObject()
    }

    /// `{ "id":, "hash":, "frame":, "parentRow": }` of one item; the frame is left out when unknown, the parent row
    /// outside outline sections.
    mutating func stateItem(id: String, frame: Rect?, parent: Int? = nil, hash: (inout JSONWriter) -> Void) {
        let keys = Self.stateItemKeys
        beginObject()
        key(keys.id)
        string(id)
        key(keys.hash)
        hash(&self)
        if let frame {
            key(keys.frame)
            rect(frame)
        }
        if let parent {
            key("parentRow")
            int(parent)
        }
        endObject()
    }

    /// `{ "layout":, "header":, "footer": }`.
    mutating func sectionParts(_ parts: SectionPartHashes) {
        beginObject()
        key("layout")
        string(parts.layout)
        key("header")
        string(parts.header)
        key("footer")
        string(parts.footer)
        endObject()
    }

    /// The keys of every item of a state, encoded once.
    private static let stateItemKeys = (id: EncodedKey("id"), hash: EncodedKey("hash"), frame: EncodedKey("frame"))
}

extension FeedDocument {
    /// The state file a successful build leaves: what `FeedState(self).jsonBytes()` gives, written directly.
    package func stateBytes() -> [UInt8] {
        JSONWriter.state(environment: environment, sections: sections, capacity: itemCount) { writer, section in
            // By index, not by copying each item out: a copy would retain its payload bytes, which this never reads.
            let items = section.items
            for index in items.indices {
                writer.stateItem(
                    id: items[index].id, frame: items[index].frame, parent: items[index].outline?.parentRow
                ) {
                    $0.hex(items[index].hash.value)
                }
            }
        } sectionHash: { writer, section in
            writer.hex(section.hash.value)
        } sectionID: {
            $0.id
        } sectionParts: {
            $0.parts
        }
    }
}
