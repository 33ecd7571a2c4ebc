import FeedLayout
import Testing

@testable import FeedHost

/// Documents for the renderer tests: the bundled feed through the real pipeline, and a small one made by hand
/// with everything the bundled feed lacks (backgrounds, badges, a footer, errors, text that needs escaping).
enum RenderingFixtures {
    /// `plugins/` at 390 × 844, scale 3, as `feed build plugins --no-state` lays it out.
    static func bundledFeed() throws -> FeedDocument {
        let folder = try FeedFolder.discover(at: GoldenFile.packageRoot + "/plugins")
        return FeedPipeline(folder: folder).build(against: nil)
    }

    /// The feed in `folder` laid out on the iPhone preset, as `feed build --device iphone` lays it out.
    static func iPhoneFeed(in folder: String, landscape: Bool = false, rightToLeft: Bool = false) throws
        -> FeedDocument
    {
        let environment = try #require(DevicePreset.named("iphone")).environment(
            landscape: landscape, direction: rightToLeft ? .rightToLeft : .leftToRight)
        return FeedPipeline(
            folder: try FeedFolder.discover(at: folder), configuration: PipelineConfiguration(environment: environment)
        ).run()
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    /// Two sections on a 320-point screen: a paging row of three 300-point cards (one with a badge) and a plain
    /// section with a background, a header, a footer and an item whose title needs escaping.
    static func handmade(errors: [Diagnostic] = []) -> FeedDocument {
        let cards = (0..<3).map { index in
            ItemDocument(
                id: "card-\(index + 1)", index: index, frame: rect(10 + 310 * Double(index), 10, 300, 120),
                fields: Payload(["kind": .string("card"), "title": .string("Card \(index + 1)")]))
        }
        let row = SectionDocument(
            id: "cards", index: 0, script: "cards.lua", frame: rect(0, 0, 320, 140), orthogonalScrolling: .paging,
            scrollContentSize: Size(width: 950, height: 120), restOffsets: [0, 320, 630], items: cards,
            supplementaries: [SupplementaryDocument(kind: "badge", item: 1, frame: rect(590, 4, 24, 16), zIndex: 1)],
            hash: ContentHash(of: Array("cards".utf8)))
        let note = ItemDocument(
            id: "note", index: 0, frame: rect(16, 194, 288, 40),
            fields: Payload(["title": .string("<b>Tom & \"Jerry\"</b>"), "rating": .number(4.5)]))
        let plain = SectionDocument(
            id: "notes", index: 1, script: "notes.lua", frame: rect(0, 140, 320, 150), orthogonalScrolling: .none,
            items: [note],
            supplementaries: [
                SupplementaryDocument(
                    kind: "header", frame: rect(16, 150, 288, 30), fields: Payload(["title": .string("Notes")])),
                SupplementaryDocument(
                    kind: "footer", frame: rect(16, 244, 288, 30), fields: Payload(["title": .string("More")])),
            ],
            decorations: [DecorationDocument(kind: "sectionBackground", frame: rect(8, 146, 304, 136), zIndex: -1)],
            hash: ContentHash(of: Array("notes".utf8)))
        return FeedDocument(
            environment: LayoutEnvironment(width: 320, height: 200, scale: 2),
            contentSize: Size(width: 320, height: 290), sections: [row, plain], errors: errors)
    }
}
