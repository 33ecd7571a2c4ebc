import FeedJSON
import FeedLayout
import Testing

@testable import FeedHost

/// A page of more items than it draws whole keeps each section's items apart from the document, for the browser
/// to parse only the sections a draw needs (`PageData`, issue 17).
@Suite struct PageDataTests {
    /// The handmade feed with 2,100 notes in its second section (one raised to zIndex 2): more than the page draws
    /// whole (2,000).
    static func large() -> FeedDocument {
        var document = RenderingFixtures.handmade()
        document.sections[1].items = (0..<2_100).map { index in
            ItemDocument(
                id: "note-\(index)", index: index, frame: RenderingFixtures.rect(16, 194 + 44 * Double(index), 288, 40),
                zIndex: index == 7 ? 2 : 0, fields: Payload(["title": .string("Note \(index)")]))
        }
        return document
    }

    private func page(_ document: FeedDocument) -> String {
        String(decoding: HTMLRenderer().render(document), as: UTF8.self)
    }

    /// The JSON in the `<script type="application/json">` element of `id`, nil without one.
    private func element(_ id: String, in page: String) throws -> JSONValue? {
        guard let start = page.range(of: "<script id=\"\(id)\" type=\"application/json\">") else { return nil }
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try JSONParser.parse(Array(page[start.upperBound..<end.lowerBound].utf8))
    }

    @Test func largePageKeepsEachSectionsItemsApartWithTheirCountAndSpan() throws {
        let html = page(Self.large())
        let sections = try #require(try element("feed-data", in: html)?["sections"]?.arrayValue)
        #expect(sections.count == 2)
        #expect(sections.allSatisfy { $0["items"] == nil })
        // The row's cards lie at y 10 ..< 130; the notes from 194 to the last one's bottom, 194 + 44 × 2,099 + 40.
        #expect(
            sections[0]["itemsApart"]
                == .object(["count": .integer(3), "extent": .array([.integer(10), .integer(130)])]))
        #expect(
            sections[1]["itemsApart"]
                == .object(["count": .integer(2_100), "extent": .array([.integer(194), .integer(92_590)])]))
        #expect(try element("feed-items-2", in: html) == nil)
    }

    /// A horizontal feed's page culls along x, so the span is the items' along x: the row's three cards 300 wide,
    /// 310 apart from x 10, lie at 10 ..< 930, the notes at 16 ..< 304.
    @Test func horizontalPageGivesTheSpanAlongX() throws {
        var document = Self.large()
        document.scrollDirection = .horizontal
        let sections = try #require(try element("feed-data", in: page(document))?["sections"]?.arrayValue)
        #expect(sections[0]["itemsApart"]?["extent"] == .array([.integer(10), .integer(930)]))
        #expect(sections[1]["itemsApart"]?["extent"] == .array([.integer(16), .integer(304)]))
    }

    @Test func itemsPutBackGiveTheDocumentsJSONLessEachItemsIndexHashAndZeroZIndex() throws {
        let document = Self.large()
        let html = page(document)
        var embedded = try #require(try element("feed-data", in: html))
        var sections = try #require(embedded["sections"]?.arrayValue)
        for index in sections.indices {
            guard case .object(var section) = sections[index] else { continue }
            section["itemsApart"] = nil
            section["items"] = try element("feed-items-\(index)", in: html)
            sections[index] = .object(section)
        }
        guard case .object(var object) = embedded else { return }
        object["sections"] = .array(sections)
        embedded = .object(object)
        let output = try JSONParser.parse(document.jsonBytes())
        #expect(embedded == HTMLRendererTests.withoutItemsIndexHashAndZeroZIndex(output))
        let raised = embedded["sections"]?.arrayValue?[1]["items"]?.arrayValue?[7]
        #expect(raised?["zIndex"] == .integer(2) && raised?["id"] == .string("note-7"))
    }

    /// A page drawn whole holds its items in the document, as the bundled feed's golden data shows.
    @Test func smallPageHoldsItsItemsInTheDocument() throws {
        let html = page(RenderingFixtures.handmade())
        let sections = try #require(try element("feed-data", in: html)?["sections"]?.arrayValue)
        #expect(sections.map { $0["items"]?.arrayValue?.count } == [3, 1])
        #expect(sections.allSatisfy { $0["itemsApart"] == nil })
        #expect(try element("feed-items-0", in: html) == nil)
    }

    /// A section without items keeps its empty list in the document: there is nothing to read later.
    @Test func emptySectionOfALargePageKeepsItsEmptyList() throws {
        var document = Self.large()
        document.sections[0].items = []
        let html = page(document)
        let sections = try #require(try element("feed-data", in: html)?["sections"]?.arrayValue)
        #expect(sections[0]["items"] == .array([]) && sections[0]["itemsApart"] == nil)
        #expect(try element("feed-items-0", in: html) == nil)
        #expect(try element("feed-items-1", in: html) != nil)
    }
}
