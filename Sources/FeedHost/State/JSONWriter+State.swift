import FeedLayout

extension JSONWriter {
    /// Writes a state document (CONTRACT §6) of any section type: the one shape for `FeedState` and for a
    /// document saved straight after a build (which skips making 100k hex strings).
    static func state<Section: Sendable>(
        environment: LayoutEnvironment?, sections: [Section], capacity: Int,
        items: @escaping @Sendable (inout JSONWriter, Section) -> Void,
        sectionHash: @escaping @Sendable (inout JSONWriter, Section) -> Void,
        sectionID: @escaping @Sendable (Section) -> String
    ) -> [UInt8] {
        var writer = JSONWriter(capacity: 128 + capacity * 80)
        writer.beginObject()
        writer.key("version")
        writer.int(1)
        if let environment {
            writer.key("environment")
            writer.environment(environment)
        }
        writer.key("sections")
        writer.beginArray()
        let parts = ParallelEncoding.parts(count: sections.count, parallel: capacity >= ParallelEncoding.threshold) {
            index, writer in
            let section = sections[index]
            writer.beginObject()
            writer.key("id")
            writer.string(sectionID(section))
            writer.key("hash")
            sectionHash(&writer, section)
            writer.key("items")
            writer.beginArray()
            items(&writer, section)
            writer.endArray()
            writer.endObject()
        }
        for part in parts { writer.raw(part) }
        writer.endArray()
        writer.endObject()
        var bytes = writer.bytes
        bytes.append(0x0A)
        return bytes
    }

    /// `{ "id":, "hash":, "frame": }` of one item; the frame is left out when unknown.
    mutating func stateItem(id: String, frame: Rect?, hash: (inout JSONWriter) -> Void) {
        beginObject()
        key("id")
        string(id)
        key("hash")
        hash(&self)
        if let frame {
            key("frame")
            rect(frame)
        }
        endObject()
    }
}

extension FeedDocument {
    /// The state file a successful build leaves: what `FeedState(self).jsonBytes()` gives, written directly.
    public func stateBytes() -> [UInt8] {
        JSONWriter.state(environment: environment, sections: sections, capacity: itemCount) { writer, section in
            for item in section.items {
                writer.stateItem(id: item.id, frame: item.frame) { $0.hex(item.fields.hash.value) }
            }
        } sectionHash: { writer, section in
            writer.hex(section.hash.value)
        } sectionID: {
            $0.id
        }
    }
}
