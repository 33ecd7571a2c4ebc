import FeedDiff
import FeedJSON
import FeedLayout
import Testing

@testable import FeedHost

@Suite struct FeedDocumentJSONTests {
    /// The featured section of docs/spec/contract.md §5's example, built by hand.
    private var featured: SectionDocument {
        SectionDocument(
            id: "featured", index: 1, script: "featured.lua", frame: Rect(x: 0, y: 290, width: 390, height: 164),
            orthogonalScrolling: .continuous, scrollContentSize: Size(width: 1109, height: 80),
            items: [
                ItemDocument(
                    id: "app-1", index: 0, frame: Rect(x: 16, y: 350, width: 351, height: 80),
                    fields: Payload(["kind": .string("app")]))
            ],
            supplementaries: [
                SupplementaryDocument(
                    kind: "header", frame: Rect(x: 16, y: 290, width: 358, height: 44),
                    fields: Payload(["title": .string("Featured")]))
            ], hash: ContentHash(value: 1))
    }

    @Test func aSectionIsWrittenInTheContractsShapeAndOrder() {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 1520))
        document.sections = [featured]
        let text = String(decoding: document.jsonBytes(), as: UTF8.self)
        let expected =
            #"{"version":1,"environment":{"width":390,"height":844,"sizeClass":"compact","scale":3},"#
            + #""contentSize":[390,1520],"sections":[{"id":"featured","index":1,"script":"featured.lua","#
            + #""frame":[0,290,390,164],"orthogonalScrolling":"continuous","scrollContentSize":[1109,80],"#
            + #""hash":"0000000000000001","#
            + #""items":[{"id":"app-1","index":0,"frame":[16,350,351,80],"zIndex":0,"hash":""#
            + ContentHash(of: Array(#"{"kind":"app"}"#.utf8)).hex + #"","#
            + #""fields":{"kind":"app"}}],"#
            + #""supplementaries":[{"kind":"header","item":null,"frame":[16,290,358,44],"zIndex":0,"#
            + #""fields":{"title":"Featured"}}],"decorations":[]}],"changes":null,"errors":[],"warnings":[]}"#
            + "\n"
        #expect(text == expected)
    }

    /// `feed build` writes the output in chunks; joined, they are the output, with no section, one, several, and
    /// enough items to encode the sections on several threads.
    @Test(arguments: [0, 1, 3, 30])
    func theOutputsChunksJoinToItsBytes(sectionCount: Int) {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 1520))
        let items = (0..<(sectionCount >= 30 ? 1_000 : 2)).map { index in
            ItemDocument(
                id: "app-\(index)", index: index, frame: Rect(x: 0, y: Double(index) * 80, width: 390, height: 80),
                fields: Payload(["kind": .string("app")]))
        }
        document.sections = (0..<sectionCount).map { index in
            var section = featured
            section.id = "section-\(index)"
            section.index = index
            section.items = items.map { item in
                var item = item
                item.id = "s\(index)-\(item.id)"
                return item
            }
            return section
        }
        // Only the largest case is encoded on several threads.
        #expect((document.itemCount >= ParallelEncoding.threshold) == (sectionCount == 30))
        #expect(document.jsonChunks().flatMap { $0 } == document.jsonBytes())
        #expect(document.jsonChunks().count == max(2, 2 * sectionCount + 1))
        // Made as they are written, a window of sections at a time: the same chunks.
        #expect(Array(document.jsonChunkStream()) == document.jsonChunks())
    }

    /// `feed build` writes the state file in chunks: with no section, one, several, and enough items to encode the
    /// sections on several threads, they join to one line of JSON that the general reader reads back as the
    /// document's state.
    @Test(arguments: [0, 1, 3, 30])
    func theStatesChunksJoinToOneLineOfItsState(sectionCount: Int) throws {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 1520))
        document.sections = (0..<sectionCount).map { index in
            var section = featured
            section.id = "section-\(index)"
            section.index = index
            section.items = (0..<(sectionCount >= 30 ? 1_000 : 2)).map { item in
                ItemDocument(
                    id: "s\(index)-\(item)", index: item,
                    frame: Rect(x: 0, y: Double(item) * 80, width: 390, height: 80),
                    fields: Payload(["n": .integer(Int64(item))]))
            }
            return section
        }
        let chunks = document.stateChunks()
        let joined = chunks.flatMap { $0 }
        #expect(chunks.count == max(2, 2 * sectionCount + 1))
        #expect(joined == document.stateBytes())
        var streamed: [[UInt8]] = []
        document.writeStateChunks { streamed.append($0) }
        #expect(streamed == chunks)
        #expect(joined.last == 0x0A && joined.dropLast().allSatisfy { $0 != 0x0A })
        #expect(try FeedState(parsingAnyShape: joined, path: "state.json") == FeedState(document))
    }

    /// Streamed to the state file in pieces of a given size, a section's items are split between pieces (so a
    /// large section is never held whole) and the pieces still join to the state's bytes; a piece is never more
    /// than the size and one item.
    @Test(arguments: [1, 100, 5_000])
    func theStatesPiecesStayNearTheirSize(pieceSize: Int) {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 1520))
        document.sections = (0..<3).map { index in
            var section = featured
            section.id = "section-\(index)"
            section.items = (0..<400).map { item in
                ItemDocument(
                    id: "s\(index)-\(item)", index: item,
                    frame: Rect(x: 0, y: Double(item) * 80, width: 390, height: 80), fields: .empty)
            }
            return section
        }
        var pieces: [[UInt8]] = []
        document.writeStateChunks(pieceSize: pieceSize) { pieces.append($0) }
        // Compared apart from the expectation, which would otherwise print every byte.
        let joinsToTheState = pieces.flatMap { $0 } == document.stateBytes()
        #expect(joinsToTheState)
        // An item here is at most 80 bytes, the head 100 and a section's own fields 150.
        #expect(pieces.allSatisfy { $0.count < pieceSize + 150 }, "\(pieces.map(\.count).max() ?? 0)")
        // 3 × 400 items of ~70 bytes: about 84,000 bytes in all.
        #expect(pieces.count > 84_000 / (pieceSize + 150))
    }

    /// Two sections' state, spelled out: the head, each section, the commas between and the end.
    @Test func aStateOfTwoSectionsIsSpelledOut() {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 454))
        var second = featured
        second.id = "more"
        second.items = []
        second.hash = ContentHash(value: 2)
        document.sections = [featured, second]
        let itemHash = ContentHash(of: Array(#"{"kind":"app"}"#.utf8)).hex
        let expected =
            #"{"version":1,"hashVersion":2,"environment":{"width":390,"height":844,"sizeClass":"compact","scale":3},"#
            + #""sections":[{"id":"featured","hash":"0000000000000001","items":[{"id":"app-1","hash":""#
            + itemHash + #"","frame":[16,350,351,80]}]},{"id":"more","hash":"0000000000000002","items":[]}]}"# + "\n"
        #expect(String(decoding: document.stateChunks().flatMap { $0 }, as: UTF8.self) == expected)
    }

    @Test func aDocumentSavesTheSameBytesAsItsState() {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 454))
        document.sections = [featured]
        #expect(document.stateBytes() == FeedState(document).jsonBytes())
        let text = String(decoding: document.stateBytes(), as: UTF8.self)
        #expect(text.contains(#"{"id":"featured","hash":"0000000000000001","items":[{"id":"app-1","hash":""#))
    }

    @Test func errorsCarryScriptLineFieldAndMessage() {
        let document = FeedDocument(
            environment: LayoutEnvironment(),
            errors: [Diagnostic(script: "charts.lua", line: 12, field: "layout.group.width", message: "bad \"w\"")],
            warnings: [Diagnostic(.warning, script: "x.lua", message: "not listed")])
        let text = String(decoding: document.jsonBytes(), as: UTF8.self)
        #expect(
            text.hasSuffix(
                #""errors":[{"script":"charts.lua","line":12,"field":"layout.group.width","message":"bad \"w\""}],"#
                    + #""warnings":[{"script":"x.lua","line":null,"field":null,"message":"not listed"}]}"# + "\n"))
        #expect(document.errors.first?.description == "charts.lua:12: layout.group.width: bad \"w\"")
        #expect(document.warnings.first?.description == "x.lua: not listed")
    }

    @Test func changesListIdsAndTheBatchInIndexForm() throws {
        let old = FeedState(sections: [
            .init(id: "s", hash: "1", items: [.init(id: "a", hash: "1"), .init(id: "b", hash: "1")])
        ])
        let new = FeedState(sections: [
            .init(
                id: "s", hash: "1",
                items: [.init(id: "b", hash: "2"), .init(id: "a", hash: "1"), .init(id: "c", hash: "1")])
        ])
        let changes = try FeedComparison.changes(from: old, to: new)
        let text = String(decoding: changes.jsonBytes(), as: UTF8.self)
        // Old positions in new order are b 1, a 0: either may be the one that moves, so the test takes the move
        // from the change set and checks how it is written.
        let move = try #require(changes.changeset.items.moved.first)
        let moveText =
            #"{"id":"\#(move.id)","from":[\#(move.from.section),\#(move.from.item)],"to":[\#(move.to.section),\#(move.to.item)]}"#
        #expect(text.contains(#""items":{"inserted":["c"],"deleted":[],"moved":[\#(moveText)],"updated":["b"]}"#))
        #expect(text.contains(#""insertItems":[[0,2]]"#))
        #expect(text.hasPrefix(#"{"version":1,"changes":{"baseline":"previous","#))
    }

    /// Items that kept their place and items that moved (within a section and to another) are both matched to
    /// their old frames.
    @Test func frameChangesFollowItemsWhereverTheyWent() throws {
        func row(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 100, height: 50) }
        func item(_ id: String, _ y: Double) -> FeedState.ItemState { .init(id: id, hash: "1", frame: row(y)) }
        let old = FeedState(sections: [
            .init(id: "s", hash: "1", items: [item("a", 0), item("b", 50), item("c", 100)]),
            .init(id: "t", hash: "1", items: [item("d", 200), item("e", 250)]),
        ])
        // a keeps its place and frame; "new" pushes b down a row; d moves to s; c moves to t; e keeps its place
        // but not its frame.
        let new = FeedState(sections: [
            .init(id: "s", hash: "1", items: [item("a", 0), item("new", 50), item("b", 100), item("d", 150)]),
            .init(id: "t", hash: "1", items: [item("c", 200), item("e", 260)]),
        ])
        let changes = try FeedComparison.changes(from: old, to: new)
        #expect(
            changes.frames == [
                FrameChange(id: "b", from: row(50), to: row(100)), FrameChange(id: "d", from: row(200), to: row(150)),
                FrameChange(id: "c", from: row(100), to: row(200)), FrameChange(id: "e", from: row(250), to: row(260)),
            ])
    }

    @Test func textShowsTheTreeAndTheChangesInWords() throws {
        var document = FeedDocument(environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 454))
        document.sections = [featured]
        let old = FeedState(sections: [.init(id: "featured", hash: "1", items: [.init(id: "gone", hash: "1")])])
        document.changes = try FeedComparison.changes(from: old, to: FeedState(document))
        let plain = TextRenderer(color: false).render(document, title: "plugins")
        #expect(plain.hasPrefix("plugins · 390×844 @3x compact · 1 section, 1 item · content 390×454\n"))
        #expect(plain.contains("└─ featured  “Featured”  continuous  [0, 290, 390, 164]  1 item  scroll 1109×80\n"))
        #expect(plain.contains("  + 1 item inserted: app-1\n"))
        #expect(plain.contains("  − 1 item deleted: gone"))
        #expect(!plain.contains("\u{1B}"))
        let coloured = TextRenderer(color: true).render(document, title: "plugins")
        #expect(coloured.contains("\u{1B}[32m+\u{1B}[0m 1 item inserted"))
    }
}

@Suite struct ParallelEncodingTests {
    @Test func partsComeBackInOrderWhetherOrNotThreadsAreUsed() {
        let encode: @Sendable (Int, inout JSONWriter) -> Void = { index, writer in
            writer.beginArray()
            for value in 0..<(index % 7) { writer.int(index * 10 + value) }
            writer.endArray()
        }
        let sequential = ParallelEncoding.parts(count: 300, parallel: false, encode)
        let parallel = ParallelEncoding.parts(count: 300, parallel: true, encode)
        #expect(parallel == sequential)
        #expect(String(decoding: sequential[9], as: UTF8.self) == "[90,91]")
    }
}
