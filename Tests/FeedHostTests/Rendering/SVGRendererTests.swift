import FeedLayout
import Foundation
import Testing

@testable import FeedHost

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SVGRendererTests {
    private func text(_ document: FeedDocument) -> String {
        String(decoding: SVGRenderer().render(document), as: UTF8.self)
    }

    private func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    @Test func bundledFeedMatchesItsGoldenFile() throws {
        GoldenFile.expect(SVGRenderer().render(try RenderingFixtures.bundledFeed()), matches: "bundled-feed.svg")
    }

    @Test func handmadeFeedMatchesItsGoldenFile() {
        let errors = [Diagnostic(script: "notes.lua", line: 12, field: "layout.group.width", message: "must be > 0")]
        GoldenFile.expect(SVGRenderer().render(RenderingFixtures.handmade(errors: errors)), matches: "handmade.svg")
    }

    @Test func sameDocumentGivesTheSameBytes() throws {
        let first = SVGRenderer().render(try RenderingFixtures.bundledFeed())
        let second = SVGRenderer().render(try RenderingFixtures.bundledFeed())
        #expect(first == second)
    }

    @Test func outputIsWellFormedXML() throws {
        for document in [try RenderingFixtures.bundledFeed(), RenderingFixtures.handmade()] {
            let parser = XMLParser(data: Data(SVGRenderer().render(document)))
            #expect(parser.parse(), "\(String(describing: parser.parserError))")
        }
    }

    /// Every character XML 1.0 forbids becomes a space; a U+FFFF in a title made the SVG unreadable before.
    @Test func textThatXMLForbidsBecomesSpaces() throws {
        let text = "a\u{1}b\u{7F}c\u{FFFE}d\u{FFFF}e\t<&>\"'\n\u{D7FF}\u{E000}\u{FFFD}🎉"
        let escaped = MarkupText.escaped(text)
        #expect(escaped == "a b c d e\t&lt;&amp;&gt;&quot;&#39;\n\u{D7FF}\u{E000}\u{FFFD}🎉")
        let parser = XMLParser(data: Data("<t a=\"\(escaped)\">\(escaped)</t>".utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    /// Frames from plugins/FRAMES.md (derived by hand from docs/spec/layout.md): banner-1, the Featured header, app-1 and
    /// the last chart of the first column.
    @Test(arguments: [
        "banner banner-1 · ", "[16, 16, 358, 250]", "header · Featured [16, 290, 358, 44]", "app app-1 · SnapKit Pro",
        "[16, 350, 351, 80]", "[16, 1062, 358.667, 72]",
    ])
    func cellsShowKindTitleAndFrameOnHover(expected: String) throws {
        #expect(text(try RenderingFixtures.bundledFeed()).contains(expected))
    }

    @Test func everyItemIsOneCell() throws {
        let document = try RenderingFixtures.bundledFeed()
        // 5 banners + 8 featured apps + 10 categories + 12 charts (FRAMES.md).
        #expect(count("<g class=\"cell\"", in: text(document)) == 35)
    }

    @Test func orthogonalSectionsAreClippedRowsWithTheOffscreenPartFaded() {
        let svg = text(RenderingFixtures.handmade())
        // Only the paging row (index 0) scrolls sideways; the fade covers the 160 points past the 320-point screen.
        #expect(svg.contains("<clipPath id=\"row-0\"><rect x=\"0\" y=\"0\" width=\"480\" height=\"140\"/></clipPath>"))
        #expect(!svg.contains("row-1"))
        #expect(svg.contains("<g class=\"row\" clip-path=\"url(#row-0)\">"))
        #expect(svg.contains("<rect class=\"offscreen\" x=\"320\" y=\"0\" width=\"160\" height=\"140\"/>"))
    }

    @Test func headersBadgesAndBackgroundsAreDrawnAsSuch() throws {
        let svg = text(RenderingFixtures.handmade())
        #expect(count("<g class=\"boundary\">", in: svg) == 2)
        #expect(svg.contains("<text x=\"20\" y=\"170\">Notes</text>"))
        #expect(svg.contains("<g class=\"badge\"><title>badge of card-2 [590, 4, 24, 16]</title>"))
        #expect(svg.contains("<g class=\"decoration\"><title>sectionBackground [8, 146, 304, 136]</title>"))
        // The background comes before the section's cells, so it is drawn behind them.
        let background = try #require(svg.range(of: "class=\"decoration\""))
        let note = try #require(svg.range(of: "data-id=\"note\""))
        #expect(background.lowerBound < note.lowerBound)
    }

    @Test func rulerMarksEverySectionBoundary() throws {
        let svg = text(try RenderingFixtures.bundledFeed())
        for (id, note) in [
            ("banners", "y 0 · h 290"), ("featured", "y 290 · h 164"), ("categories", "y 454 · h 384"),
            ("charts", "y 838 · h 324"),
        ] {
            #expect(svg.contains(">\(id)</text>"))
            #expect(svg.contains(">\(note)</text>"))
        }
        #expect(svg.contains(">end 1162</text>"))
        #expect(svg.contains(">↔ groupPagingCentered 1950</text>"))
    }

    @Test func textIsEscaped() {
        let svg = text(RenderingFixtures.handmade())
        #expect(svg.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
        #expect(!svg.contains("<b>Tom"))
    }

    @Test func errorsAreListedAboveTheFeed() {
        let errors = [Diagnostic(script: "charts.lua", line: 12, field: "layout.group.width", message: "too wide")]
        let svg = text(RenderingFixtures.handmade(errors: errors))
        #expect(
            svg.contains("<text class=\"error\" x=\"8\" y=\"44\">charts.lua:12: layout.group.width: too wide</text>"))
    }

    @Test(arguments: [
        ("Halide Mark II", 200.0, 12.0, "Halide Mark II"),  // 200 / 7.2 = 27 characters fit
        ("Flighty – Live Flight Tracker", 72.0, 12.0, "Flighty –…"),  // 72 / 7.2 = 10 characters: 9 + ellipsis
        ("abc", 7.2, 12.0, "…"),  // room for one character only
        ("abc", 5.0, 12.0, ""),  // not even one
    ])
    func labelsAreCutToFit(text: String, width: Double, fontSize: Double, expected: String) {
        #expect(CellLabel.fitted(text, width: width, fontSize: fontSize) == expected)
    }

    /// docs/spec/layout.md §6.1: `--bars nav` on the 390-point iPhone draws the navigation bar below the sensor
    /// housing (y −44 to 0, the housing's 47 above it as unsafe), the first screen 844 − 91 − 34 tall; it drew the
    /// bar at −47 over the housing and began the screen at 47.
    @Test func aNavigationBarAloneIsDrawnBelowTheSensorHousing() throws {
        var document = RenderingFixtures.handmade()
        let preset = try #require(DevicePreset.named("iphone"))
        document.environment = preset.environment()
        let bars = PreviewBars(PreviewBars.Choice(navigationBar: true), on: preset.portrait)
        let svg = String(decoding: SVGRenderer(bars: bars).render(document), as: UTF8.self)
        #expect(svg.contains(#"y="-44" width="390" height="44"><title>navigation bar 44</title>"#))
        #expect(svg.contains(#"y="-91" width="390" height="47"><title>safe area top 47</title>"#))
        #expect(bars.firstScreenHeight(in: document.environment) == 844 - 91 - 34)
        #expect(!svg.contains("<title>status bar"))
    }
}
