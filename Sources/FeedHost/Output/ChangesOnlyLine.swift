import FeedJSON

/// A line of `feed watch --format json --changes-only` after the first: the sections that differ from the
/// previous line's, the feed's section order, and the `changes` (docs/schema/watch-changes.schema.json).
///
/// A client keeps the first line's document and, per line, replaces the sections listed (by id), drops those
/// whose ids `order` no longer names, and orders them as `order` says; the result equals the full document
/// `feed watch --format json` would have printed. Sections the rebuild took over unchanged are the same values
/// as before, so telling them apart costs a comparison of their storage, not of their items.
package enum ChangesOnlyLine {
    /// The line for `document`, against `previous` (the document the client holds), with a final newline.
    package static func jsonBytes(_ document: FeedDocument, since previous: FeedDocument) -> [UInt8] {
        let before = Dictionary(previous.sections.map { ($0.id, $0) }) { first, _ in first }
        let changed = document.sections.filter { before[$0.id] != $0 }
        var writer = JSONWriter(capacity: 1024 + changed.reduce(0) { $0 + $1.estimatedJSONBytes })
        writer.beginObject()
        writer.key("version")
        writer.int(1)
        writer.key("changesOnly")
        writer.bool(true)
        writer.key("environment")
        writer.environment(document.environment)
        writer.key("contentSize")
        writer.numbers(document.contentSize.width, document.contentSize.height)
        writer.scrollDirection(document.scrollDirection)
        if !document.supplementaries.isEmpty {
            writer.key("supplementaries")
            writer.supplementaries(document.supplementaries)
        }
        writer.key("order")
        writer.beginArray()
        for section in document.sections { writer.string(section.id) }
        writer.endArray()
        writer.key("sections")
        writer.beginArray()
        for section in changed {
            // The last encoding of this section, or of the client's copy of it: a save that changes a few items
            // copies the others' bytes.
            let encoding = SectionEncoding(
                section, reusing: section.encoding.stored ?? before[section.id]?.encoding.stored)
            section.encoding.stored = encoding
            writer.raw(encoding.bytes)
        }
        writer.endArray()
        writer.key("changes")
        if let changes = document.changes { writer.changes(changes) } else { writer.null() }
        writer.key("errors")
        writer.diagnostics(document.errors)
        writer.key("warnings")
        writer.diagnostics(document.warnings)
        writer.endObject()
        return writer.line()
    }
}
