import FeedJSON
import FeedLayout
import Foundation

extension FeedDocument {
    /// The JSON output of docs/spec/contract.md §5, version 1, on one line with a final newline.
    ///
    /// Keys come in the contract's order; the same document always gives the same bytes.
    package func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: 256 + sections.reduce(0) { $0 + $1.estimatedJSONBytes })
        writer.document(self)
        return writer.line()
    }

    /// `jsonBytes()` in pieces to write one after another: the part before the sections, each section (commas
    /// between), the rest. Joining them would hold the whole output a second time beside its parts (160 bytes an
    /// item) and copy it once more.
    package func jsonChunks() -> [[UInt8]] {
        var head = JSONWriter(capacity: 1024)
        head.documentHead(self)
        var tail = JSONWriter(capacity: 1024)
        tail.documentTail(self)
        var chunks = [head.bytes]
        chunks.reserveCapacity(2 * sections.count + 1)
        for (index, part) in JSONWriter.sectionParts(self).enumerated() {
            if index > 0 { chunks.append([UInt8(ascii: ",")]) }
            chunks.append(part)
        }
        chunks.append(tail.line())
        return chunks
    }

    /// `jsonChunks()` made as they are written: the sections are encoded a window at a time (one per core, in
    /// parallel), so the output is never held whole (140 bytes an item, a third of a large build's peak).
    package func jsonChunkStream() -> JSONChunkStream {
        JSONChunkStream(self)
    }
}

/// The chunks of a document's JSON output, each made when asked for (`FeedDocument.jsonChunkStream()`).
package struct JSONChunkStream: Sequence, IteratorProtocol {
    private let document: FeedDocument
    /// Sections encoded at once: as many as there are cores when the document is large enough to share out.
    private let window: Int
    /// Chunks made and not yet taken, the next one last.
    private var pending: [[UInt8]] = []
    private var nextSection = 0
    private var step = Step.head

    private enum Step { case head, sections, done }

    init(_ document: FeedDocument) {
        self.document = document
        let isLarge = document.itemCount >= ParallelEncoding.threshold
        window = isLarge ? Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    }

    package mutating func next() -> [UInt8]? {
        if let chunk = pending.popLast() { return chunk }
        switch step {
        case .head:
            step = .sections
            var head = JSONWriter(capacity: 1024)
            head.documentHead(document)
            return head.bytes
        case .sections where nextSection < document.sections.count:
            encodeWindow()
            return pending.popLast()
        case .sections:
            step = .done
            var tail = JSONWriter(capacity: 1024)
            tail.documentTail(document)
            return tail.line()
        case .done:
            return nil
        }
    }

    /// Encodes the next window of sections into `pending`, commas between sections.
    private mutating func encodeWindow() {
        let range = nextSection..<Swift.min(nextSection + window, document.sections.count)
        var chunks: [[UInt8]] = []
        for (offset, part) in JSONWriter.sectionParts(document, in: range).enumerated() {
            if range.lowerBound + offset > 0 { chunks.append([UInt8(ascii: ",")]) }
            chunks.append(part)
        }
        pending = chunks.reversed()
        nextSection = range.upperBound
    }
}

extension JSONWriter {
    /// With `itemsApart`, each section that has items says how many and where instead of holding them
    /// (`PageData`).
    mutating func document(_ document: FeedDocument, members: ItemMembers = .output, itemsApart: Bool = false) {
        documentHead(document)
        for part in Self.sectionParts(document, members: members, itemsApart: itemsApart) { raw(part) }
        documentTail(document)
    }

    /// The document up to its sections: `{"version":1, … ,"sections":[`.
    mutating func documentHead(_ document: FeedDocument) {
        beginObject()
        key("version")
        int(1)
        key("environment")
        environment(document.environment)
        key("contentSize")
        numbers(document.contentSize.width, document.contentSize.height)
        scrollDirection(document.scrollDirection)
        if let offset = document.scrollOffset {
            key("scrollOffset")
            numbers(offset.x, offset.y)
        }
        if !document.supplementaries.isEmpty {
            key("supplementaries")
            supplementaries(document.supplementaries)
        }
        key("sections")
        beginArray()
    }

    /// Each section's object (those in `range`, else all), encoded on all cores when the document is large.
    /// With `itemsApart`, each section that has items says how many and where instead of holding them
    /// (`PageData`).
    static func sectionParts(
        _ document: FeedDocument, in range: Range<Int>? = nil, members: ItemMembers = .output,
        itemsApart: Bool = false
    ) -> [[UInt8]] {
        let sections = document.sections
        let first = range?.lowerBound ?? 0
        return ParallelEncoding.parts(
            count: range?.count ?? sections.count, parallel: document.itemCount >= ParallelEncoding.threshold,
            capacity: { itemsApart ? 1024 : sections[first + $0].estimatedJSONBytes }
        ) { index, writer in
            let section = sections[first + index]
            if itemsApart && !section.items.isEmpty {
                writer.sectionWithItemsApart(section, direction: document.scrollDirection)
            } else {
                writer.section(section, members: members)
            }
        }
    }

    /// The document after its sections: `],"changes": … }`.
    mutating func documentTail(_ document: FeedDocument) {
        endArray()
        key("changes")
        if let changes = document.changes { self.changes(changes) } else { null() }
        key("errors")
        diagnostics(document.errors)
        key("warnings")
        diagnostics(document.warnings)
        endObject()
    }

    /// `"scrollDirection":"horizontal"` for a horizontal feed, so that a preview pins along x; nothing for a vertical
    /// one, whose outputs and goldens stay as they were.
    mutating func scrollDirection(_ direction: ScrollDirection) {
        guard direction != .vertical else { return }
        key("scrollDirection")
        string(direction.rawValue)
    }

    mutating func environment(_ environment: LayoutEnvironment) {
        beginObject()
        key("width")
        number(environment.width)
        key("height")
        number(environment.height)
        key("sizeClass")
        string(environment.sizeClass.rawValue)
        key("scale")
        number(environment.scale)
        // Only what differs from a bare screen, so outputs and goldens of bare sizes stay as they were.
        if environment.safeArea != .zero {
            key("safeArea")
            numbers(
                environment.safeArea.top, environment.safeArea.leading, environment.safeArea.bottom,
                environment.safeArea.trailing)
        }
        if environment.isRightToLeft {
            key("layoutDirection")
            string(environment.traits.layoutDirection.rawValue)
        }
        if environment.traits.preferredContentSizeCategory != .large {
            key("contentSizeCategory")
            string(environment.traits.preferredContentSizeCategory.name)
        }
        endObject()
    }

    mutating func rect(_ rect: Rect) {
        numbers(rect.x, rect.y, rect.width, rect.height)
    }

    /// The keys of every item, encoded once.
    private static let itemKeys = (
        id: EncodedKey("id"), index: EncodedKey("index"), frame: EncodedKey("frame"), zIndex: EncodedKey("zIndex"),
        hash: EncodedKey("hash"), fields: EncodedKey("fields"), item: EncodedKey("item")
    )
    /// Most bytes of an item's members up to its hash, but its id.
    private static let itemHeadBound =
        64 + 2 * OutputSpan.jsonIntegerBound + OutputSpan.jsonFrameBound
        + OutputSpan.jsonHexBound

    mutating func section(_ section: SectionDocument, members: ItemMembers = .output) {
        sectionHead(section)
        key("items")
        sectionItems(section, members: members)
        sectionTail(section)
    }

    /// A section's items: `[{ … }, …]`.
    mutating func sectionItems(_ section: SectionDocument, members: ItemMembers) {
        beginArray()
        for item in section.items { self.item(item, members: members) }
        endArray()
    }

    /// A section's object up to its items: `{"id": … ,"parts": …`.
    mutating func sectionHead(_ section: SectionDocument) {
        beginObject()
        key("id")
        string(section.id)
        key("index")
        int(section.index)
        key("script")
        string(section.script)
        key("frame")
        rect(section.frame)
        key("orthogonalScrolling")
        string(section.orthogonalScrolling.rawValue)
        if let size = section.scrollContentSize {
            key("scrollContentSize")
            numbers(size.width, size.height)
        }
        if let offsets = section.restOffsets {
            key("restOffsets")
            beginArray()
            for offset in offsets { number(offset) }
            endArray()
        }
        effects(of: section)
        // The content hashes `feed diff` compares, so diffing two outputs gives what the build reported.
        key("hash")
        hex(section.hash.value)
        if let parts = section.parts {
            key("parts")
            sectionParts(parts)
        }
    }

    /// One item's object.
    mutating func item(_ item: ItemDocument, members: ItemMembers = .output) {
        let keys = Self.itemKeys
        let isOutput = members == .output
        // Up to the hash in one step: appended one by one, the bytes cost more than all of the item's fields.
        bulk(bound: Self.itemHeadBound + OutputSpan.jsonStringBound(item.id)) { out in
            out.append(UInt8(ascii: "{"))
            out.append(keys.id.plain)
            out.appendJSONString(item.id)
            if isOutput {
                out.append(keys.index.withComma)
                out.appendJSONInteger(Int64(item.index))
            }
            out.append(keys.frame.withComma)
            out.appendJSONFrame(item.frame.x, item.frame.y, item.frame.width, item.frame.height)
            // The page reads a missing zIndex as 0, the value of nearly every item (`ItemMembers.page`).
            if isOutput || item.zIndex != 0 {
                out.append(keys.zIndex.withComma)
                out.appendJSONInteger(Int64(item.zIndex))
            }
            if isOutput {
                out.append(keys.hash.withComma)
                out.appendJSONHex(item.hash.value)
            }
        }
        if let outline = item.outline {
            // The output names the parent; the state file keeps its row index (`parentRow`).
            key("level")
            int(outline.level)
            key("parent")
            if let parent = outline.parent { string(parent) } else { null() }
            key("parentRow")
            int(outline.parentRow)
        }
        key(keys.fields)
        raw(item.fields.bytes)
        content(item.content)
        endObject()
    }

    /// A section's object after its items: `,"supplementaries": … }`.
    mutating func sectionTail(_ section: SectionDocument) {
        key("supplementaries")
        supplementaries(section.supplementaries)
        key("decorations")
        beginArray()
        for decoration in section.decorations {
            beginObject()
            key("kind")
            string(decoration.kind)
            key("frame")
            rect(decoration.frame)
            key("zIndex")
            int(decoration.zIndex)
            endObject()
        }
        endArray()
        listChrome(section)
        endObject()
    }

    /// A list section's separators and background (docs/spec/layout.md §7.2–7.3); nothing for other sections.
    mutating func listChrome(_ section: SectionDocument) {
        guard let separators = section.separators else { return }
        key("separators")
        beginArray()
        let keys = Self.itemKeys
        for separator in separators {
            // One for every row of a list: in one step, as items are.
            bulk(bound: 32 + OutputSpan.jsonIntegerBound + OutputSpan.jsonFrameBound) { out in
                out.append(UInt8(ascii: "{"))
                out.append(keys.item.plain)
                out.appendJSONInteger(Int64(separator.item))
                out.append(keys.frame.withComma)
                let frame = separator.frame
                out.appendJSONFrame(frame.x, frame.y, frame.width, frame.height)
                out.append(UInt8(ascii: "}"))
            }
        }
        endArray()
        guard let background = section.listBackground else { return }
        key("listBackground")
        beginObject()
        key("frame")
        rect(background.frame)
        key("cornerRadius")
        number(background.cornerRadius)
        endObject()
    }

    mutating func supplementaries(_ supplementaries: [SupplementaryDocument]) {
        beginArray()
        for supplementary in supplementaries {
            beginObject()
            key("kind")
            string(supplementary.kind)
            key("item")
            if let item = supplementary.item { int(item) } else { null() }
            key("frame")
            rect(supplementary.frame)
            key("zIndex")
            int(supplementary.zIndex)
            if supplementary.isPinned {
                key("pinned")
                bool(true)
            }
            if let range = supplementary.pinRange {
                key("pinRange")
                numbers(range.lowerBound, range.upperBound)
            }
            if let frame = supplementary.pinnedFrame {
                key("pinnedFrame")
                rect(frame)
            }
            if let zIndex = supplementary.pinnedZIndex {
                key("pinnedZIndex")
                int(zIndex)
            }
            if supplementary.isHidden {
                key("hidden")
                bool(true)
            }
            key("fields")
            raw(supplementary.fields.bytes)
            content(supplementary.content)
            endObject()
        }
        endArray()
    }

    mutating func diagnostics(_ diagnostics: [Diagnostic]) {
        beginArray()
        for diagnostic in diagnostics {
            beginObject()
            key("script")
            string(diagnostic.script)
            key("line")
            if let line = diagnostic.line { int(line) } else { null() }
            key("field")
            if diagnostic.field.isEmpty { null() } else { string(diagnostic.field) }
            key("message")
            string(diagnostic.message)
            endObject()
        }
        endArray()
    }

    /// A row's scroll effects and, at a scroll offset, its offset and its visible items' scale and alpha.
    private mutating func effects(of section: SectionDocument) {
        if let effects = section.effects {
            key("effects")
            beginObject()
            for (name, minimum) in [("scale", effects.minimumScale), ("alpha", effects.minimumAlpha)] {
                guard let minimum else { continue }
                key(name)
                beginObject()
                key("min")
                exactNumber(minimum)
                endObject()
            }
            // Only where it is not the section frame's, so other rows' output is as before.
            if let span = section.effectsSpan {
                key("span")
                numbers(span.start, span.length)
            }
            endObject()
        }
        if let offset = section.rowOffset {
            key("rowOffset")
            number(offset)
        }
        if let visible = section.visibleEffects {
            key("visibleEffects")
            beginArray()
            for effect in visible {
                beginObject()
                key("item")
                int(effect.item)
                // Not geometry: written exactly, so a preview can be checked against them.
                key("scale")
                exactNumber(effect.scale)
                key("alpha")
                exactNumber(effect.alpha)
                endObject()
            }
            endArray()
        }
    }
}
