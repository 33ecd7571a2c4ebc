import FeedJSON
import FeedLayout
import FeedScripting
import Testing

@testable import FeedHost

/// A changes-only line copies the bytes of items that print as they did in the section's last encoding
/// (`SectionEncoding`); whatever changed, the line is byte for byte the one encoded from scratch.
@Suite struct SectionEncodingTests {
    private static func item(_ index: Int, id: String? = nil, title: String = "App", y: Double? = nil) -> ItemDocument {
        ItemDocument(
            id: id ?? "app-\(index)", index: index,
            frame: Rect(x: 0, y: y ?? Double(index) * 60, width: 195, height: 60),
            fields: Payload(["title": .string("\(title) \(index)"), "score": .integer(Int64(index % 50))]))
    }

    private static func section(_ items: [ItemDocument]) -> SectionDocument {
        SectionDocument(
            id: "apps", index: 0, script: "apps.lua", frame: Rect(x: 0, y: 0, width: 390, height: 600),
            orthogonalScrolling: .none, items: items, hash: ContentHash(value: 7))
    }

    private static func fresh(_ section: SectionDocument) -> [UInt8] {
        var writer = JSONWriter()
        writer.section(section)
        return writer.bytes
    }

    /// Each edit of a 200-item section, encoded over the last encoding, against the fresh encoding.
    private static let edits: [(String, @Sendable ([ItemDocument]) -> [ItemDocument])] = [
        ("unchanged", { $0 }),
        ("one title", { items in items.enumerated().map { $0 == 3 ? item(3, title: "New") : $1 } }),
        ("a frame", { items in items.enumerated().map { $0 == 150 ? item(150, y: 1) : $1 } }),
        ("first and last", { items in [item(0, title: "A")] + items.dropFirst().dropLast() + [item(199, title: "B")] }),
        ("one more", { $0 + [item(200)] }),
        ("one fewer", { Array($0.dropLast()) }),
        ("inserted at the top", { items in [item(0, id: "new")] + items.map { item($0.index + 1, id: $0.id) } }),
        ("none", { _ in [] }),
        // Canonically equivalent ids are equal Strings but print different bytes.
        ("a decomposed accent", { items in items.enumerated().map { $0 == 5 ? item(5, id: "cafe\u{301}") : $1 } }),
        (
            "an outline row's parent",
            { items in
                items.enumerated().map { index, item in
                    var row = item
                    if index == 7 { row.outline = OutlinePlace(level: 1, parent: "", parentRow: 0, isExpanded: false) }
                    return row
                }
            }
        ),
    ]

    @Test(arguments: edits.indices)
    func anEditedSectionEncodesAsFromScratch(edit: Int) {
        var before = (0..<200).map { Self.item($0) }
        before[5] = Self.item(5, id: "caf\u{E9}")
        before[7].outline = OutlinePlace(level: 1, parent: nil, parentRow: 0, isExpanded: false)
        let first = SectionEncoding(Self.section(before), reusing: nil)
        #expect(first.bytes == Self.fresh(Self.section(before)))
        let after = Self.section(Self.edits[edit].1(before))
        let again = SectionEncoding(after, reusing: first)
        #expect(again.bytes == Self.fresh(after), "\(Self.edits[edit].0)")
        // The ranges name each item's object: a third encoding over this one is right too.
        let third = SectionEncoding(Self.section(before), reusing: again)
        #expect(third.bytes == Self.fresh(Self.section(before)), "\(Self.edits[edit].0), back")
    }

    /// The state file's section, encoded over the last encoding of the section, against its fresh bytes.
    @Test(arguments: edits.indices)
    func anEditedSectionsStateEncodesAsFromScratch(edit: Int) {
        var before = (0..<200).map { Self.item($0) }
        before[5] = Self.item(5, id: "caf\u{E9}")
        before[7].outline = OutlinePlace(level: 1, parent: nil, parentRow: 0, isExpanded: false)
        let state = FeedState.SectionState(Self.section(before))
        let first = StateSectionEncoding(state, reusing: nil)
        #expect(first.bytes == state.jsonBytes())
        let after = FeedState.SectionState(Self.section(Self.edits[edit].1(before)))
        let again = StateSectionEncoding(after, reusing: first)
        #expect(again.bytes == after.jsonBytes(), "\(Self.edits[edit].0)")
        #expect(StateSectionEncoding(state, reusing: again).bytes == state.jsonBytes(), "\(Self.edits[edit].0), back")
        // Through the shared bytes a section's parts keep: an encoding never made passes on the one before it.
        let made = EncodedSectionState()
        #expect(made.bytes(of: state) == state.jsonBytes())
        let unmade = EncodedSectionState(replacing: made)
        #expect(EncodedSectionState(replacing: unmade).bytes(of: after) == after.jsonBytes())
    }

    /// Two lines in a row: the second line's section reuses the first's encoding and prints as a full document's.
    @Test func aChangesOnlyLinePrintsTheChangedSectionAsTheDocumentDoes() throws {
        let items = (0..<50).map { Self.item($0) }
        var first = FeedDocument(environment: LayoutEnvironment(), sections: [Self.section(items)])
        var second = first
        second.sections = [Self.section(items.enumerated().map { $0 == 9 ? Self.item(9, title: "Edited") : $1 })]
        var third = second
        third.sections = [Self.section(items)]
        for (previous, document) in [(first, second), (second, third)] {
            let line = ChangesOnlyLine.jsonBytes(document, since: previous)
            let text = String(decoding: line, as: UTF8.self)
            let section = String(decoding: Self.fresh(document.sections[0]), as: UTF8.self)
            #expect(text.contains(#""sections":["# + section + "]"))
        }
        // Sections equal to the client's are not sent, whatever their encodings.
        #expect(
            String(decoding: ChangesOnlyLine.jsonBytes(first, since: third), as: UTF8.self).contains(#""sections":[]"#))
        first.sections = []
        #expect(!String(decoding: ChangesOnlyLine.jsonBytes(first, since: second), as: UTF8.self).contains("app-1"))
    }
}
