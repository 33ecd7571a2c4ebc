import FeedTestSupport
import Testing

@testable import FeedHost

/// Each line a label wraps into beyond its first is charged `SectionBudget.lineBytes` against the text limits, on
/// top of the text: the output writes every line apart. The limits are lowered here so the tests lay out little.
@Suite struct WrappedLinesTests {
    /// `count` items whose label `t` shows a `titleBytes`-byte title at `width` points, on `numberOfLines` lines.
    static func script(id: String, count: Int, titleBytes: Int, width: Int, numberOfLines: Int = 0) -> String {
        SectionBudgetTests.script(id: id, count: count, titleBytes: titleBytes)
            .replacingOccurrences(
                of: #"text = field "title" }"#, with: #"text = field "title", numberOfLines = \#(numberOfLines) }"#
            )
            .replacingOccurrences(
                of: "make.edges:equalToSuperview()",
                with: "make.top.leading.bottom:equalToSuperview() make.width:equalTo(\(width))")
    }

    func run(_ scripts: [String: String], section: Int, feed: Int) throws -> FeedDocument {
        try SectionBudgetTests().run(scripts, section: section, feed: feed)
    }

    /// 300 bytes of text a character a line (1 point wide) wrap into 297 lines beyond the labels' first: 9,504
    /// bytes more, over a limit of 5,000 that the same text 300 points wide (4 lines each), or on at most 3
    /// lines, is well within.
    @Test func linesBeyondALabelsFirstCountAgainstTheSectionsTextLimit() throws {
        let narrow = try run(
            ["s.lua": Self.script(id: "s", count: 3, titleBytes: 100, width: 1)], section: 5_000, feed: 1 << 20)
        #expect(
            narrow.errors.map(\.description) == [
                "s.lua:10: cell: the section's labels would wrap into 297 lines beyond their first, each charged 32 "
                    + "bytes on top of the text: 9804 bytes with its text, over the limit of 5000 bytes of text a section; every "
                    + "line is written apart (a string of the JSON, an SVG <text>): label 't' of cell template 'cell' "
                    + "wraps items[1]'s text into 100 lines; give it more width, or a numberOfLines"
            ])
        #expect(narrow.sections.isEmpty)
        let wide = try run(
            ["s.lua": Self.script(id: "s", count: 3, titleBytes: 100, width: 300)], section: 5_000, feed: 1 << 20)
        #expect(wide.errors.isEmpty, "\(wide.errors)")
        #expect(wide.sections.first?.items.map { $0.content.first?.lines?.count } == [4, 4, 4])
        let capped = try run(
            ["s.lua": Self.script(id: "s", count: 3, titleBytes: 100, width: 1, numberOfLines: 3)], section: 5_000,
            feed: 1 << 20)
        #expect(capped.errors.isEmpty, "\(capped.errors)")
        #expect(capped.sections.first?.items.map { $0.content.first?.lines?.count } == [3, 3, 3])
    }

    /// Counted in feed order with the text: the section whose lines take the feed past its limit is named, and one
    /// after it that fits is still counted in.
    @Test func theFeedsLimitNamesTheSectionWhoseLinesPassIt() throws {
        let scripts = [
            "feed.lua": #"return { sections = { "a", "b", "c" } }"#,
            // 10 + 9 × 32 = 298 bytes each; c's 10 bytes on one line fit after b is left out.
            "a.lua": Self.script(id: "a", count: 1, titleBytes: 10, width: 1),
            "b.lua": Self.script(id: "b", count: 1, titleBytes: 10, width: 1),
            "c.lua": Self.script(id: "c", count: 1, titleBytes: 10, width: 300),
        ]
        let document = try run(scripts, section: 1 << 20, feed: 500)
        #expect(
            document.errors.map(\.description) == [
                "b.lua:10: cell: the section's labels would wrap into 9 lines beyond their first, each charged 32 "
                    + "bytes on top of the text: 596 bytes with the feed's text up to this section, over the limit of "
                    + "500 bytes of text a feed; "
                    + "every line is written apart (a string of the JSON, an SVG <text>): label 't' of cell template "
                    + "'cell' wraps items[1]'s text into 10 lines; give it more width, or a numberOfLines"
            ])
        #expect(try run(scripts, section: 1 << 20, feed: 606).errors.isEmpty)
    }
}
