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
    ) -> [[UInt8]] {
        let parts = ParallelEncoding.parts(
            count: sections.count, parallel: capacity >= ParallelEncoding.threshold,
            capacity: { _ in 256 + capacity / max(sections.count, 1) * 80 }
        ) { index, writer in
            writer.stateSection(
                sections[index], items: items, sectionHash: sectionHash, sectionID: sectionID,
                parts: sectionParts(sections[index]))
        }
        return stateChunks(environment: environment, hashVersion: hashVersion, encodedSections: parts)
    }

    /// A state document from its sections already encoded (`stateSection`), so a rebuild encodes only the
    /// sections that changed.
    static func state(
        environment: LayoutEnvironment?, hashVersion: Int = FeedState.currentHashVersion,
        encodedSections parts: [[UInt8]], capacity: Int
    ) -> [UInt8] {
        joined(stateChunks(environment: environment, hashVersion: hashVersion, encodedSections: parts))
    }

    /// The state document in pieces to write one after another: the part before the sections, each section
    /// (commas between), the end. Joined, they would hold the state a second time beside its parts (80 bytes an
    /// item at the build's peak) and copy it once more.
    static func stateChunks(
        environment: LayoutEnvironment?, hashVersion: Int = FeedState.currentHashVersion,
        encodedSections parts: [[UInt8]]
    ) -> [[UInt8]] {
        var chunks = [stateHead(environment: environment, hashVersion: hashVersion)]
        chunks.reserveCapacity(2 * parts.count + 1)
        for (index, part) in parts.enumerated() {
            if index > 0 { chunks.append([UInt8(ascii: ",")]) }
            chunks.append(part)
        }
        chunks.append(stateTail)
        return chunks
    }

    /// A state document up to its sections: `{"version":1, … ,"sections":[`.
    static func stateHead(environment: LayoutEnvironment?, hashVersion: Int) -> [UInt8] {
        var head = JSONWriter(capacity: 256)
        head.beginObject()
        head.key("version")
        head.int(1)
        head.key("hashVersion")
        head.int(hashVersion)
        if let environment {
            head.key("environment")
            head.environment(environment)
        }
        head.key("sections")
        head.beginArray()
        return head.bytes
    }

    /// A state document after its sections, with the final newline.
    static let stateTail = Array("]}\n".utf8)

    /// The chunks in one buffer.
    static func joined(_ chunks: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { bytes.append(contentsOf: chunk) }
        return bytes
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
    /// outside outline sections. In one step: appended one by one, its bytes cost more than the rest of the save.
    mutating func stateItem(id: String, frame: Rect?, parent: Int? = nil, hash: UInt64) {
        let keys = Self.stateItemKeys
        bulk(bound: Self.stateItemBound + OutputSpan.jsonStringBound(id)) { out in
            out.append(UInt8(ascii: "{"))
            out.append(keys.id.plain)
            out.appendJSONString(id)
            out.append(keys.hash.withComma)
            out.appendJSONHex(hash)
            if let frame {
                out.append(keys.frame.withComma)
                out.appendJSONFrame(frame.x, frame.y, frame.width, frame.height)
            }
            if let parent {
                out.append(keys.parentRow.withComma)
                out.appendJSONInteger(Int64(parent))
            }
            out.append(UInt8(ascii: "}"))
        }
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
    private static let stateItemKeys = (
        id: EncodedKey("id"), hash: EncodedKey("hash"), frame: EncodedKey("frame"), parentRow: EncodedKey("parentRow")
    )
    /// Most bytes of a state item but its id.
    private static let stateItemBound =
        64 + OutputSpan.jsonHexBound + OutputSpan.jsonFrameBound
        + OutputSpan.jsonIntegerBound
}

extension FeedDocument {
    /// The state file a successful build leaves: what `FeedState(self).jsonBytes()` gives, written directly.
    package func stateBytes() -> [UInt8] {
        JSONWriter.joined(stateChunks())
    }

    /// `stateBytes()` in pieces to write one after another (`JSONWriter.stateChunks`).
    package func stateChunks() -> [[UInt8]] {
        JSONWriter.state(
            environment: environment, sections: sections, capacity: itemCount, items: Self.writeStateItems,
            sectionHash: { $0.hex($1.hash.value) }, sectionID: { $0.id }, sectionParts: { $0.parts })
    }

    /// `stateBytes()` handed to `write` in pieces as they are made, in order, through one reused buffer of about
    /// `pieceSize` bytes, so no more than that is held whatever the size of a section. `feed build` streams its
    /// state file to disk this way while it reads the old one and prints the output: a buffer the size of a
    /// 100k-item section (8 MB) held beside the old state as it was read raised the peak of a 1M-item build by 7 MB.
    package func writeStateChunks(pieceSize: Int = 256 << 10, _ write: ([UInt8]) -> Void) {
        write(JSONWriter.stateHead(environment: environment, hashVersion: FeedState.currentHashVersion))
        var writer = JSONWriter(capacity: pieceSize + 4096)
        let items = { (writer: inout JSONWriter, section: SectionDocument) in
            Self.writeStateItems(&writer, section, draining: pieceSize, into: write)
        }
        for (index, section) in sections.enumerated() {
            if index > 0 { write([UInt8(ascii: ",")]) }
            writer.reset()
            writer.stateSection(
                section, items: items, sectionHash: { $0.hex($1.hash.value) }, sectionID: { $0.id },
                parts: section.parts)
            write(writer.bytes)
        }
        write(JSONWriter.stateTail)
    }

    /// The items of one section as a state file spells them.
    @Sendable private static func writeStateItems(_ writer: inout JSONWriter, _ section: SectionDocument) {
        writeStateItems(&writer, section, draining: .max) { _ in }
    }

    /// The items of one section, what `writer` holds handed to `write` whenever it reaches `limit` bytes.
    private static func writeStateItems(
        _ writer: inout JSONWriter, _ section: SectionDocument, draining limit: Int, into write: ([UInt8]) -> Void
    ) {
        // By index, not by copying each item out: a copy would retain its payload bytes, which this never reads.
        let items = section.items
        for index in items.indices {
            writer.stateItem(
                id: items[index].id, frame: items[index].frame, parent: items[index].outline?.parentRow,
                hash: items[index].hash.value)
            if writer.bytes.count >= limit { writer.drain(into: write) }
        }
    }
}
