import FeedLayout
import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// A horizontal feed in the SVG (docs/spec/layout.md §3.4: its sections run along x, all at y 0; an orthogonal
/// section is a column that scrolls up and down). Its ruler had drawn every rule across the feed at its section's y,
/// all at 0, and its column was clipped as a vertical feed's row, with the peek sideways.
@Suite struct SVGHorizontalFeedTests {
    /// A plain section of two 200 × 300 items, then §3.5's carousel, turned horizontal on the iPhone in portrait.
    private func render(rightToLeft: Bool = false) throws -> (document: FeedDocument, svg: String) {
        let folder = TemporaryDirectory(prefix: "svg-horizontal")
        folder.write("feed.lua", #"return { scrollDirection = "horizontal", sections = { "plain", "carousel" } }"#)
        folder.write(
            "plain.lua",
            """
            return {
              id = "plain", items = { { id = "p1" }, { id = "p2" } },
              layout = layout.section {
                group = layout.group.vertical { width = absolute(200), height = absolute(300), subitems = { layout.item {} } },
              },
            }
            """)
        folder.write("carousel.lua", CarouselScript.source())
        let document = try RenderingFixtures.iPhoneFeed(in: folder.path, rightToLeft: rightToLeft)
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.scrollDirection == .horizontal)
        return (document, String(decoding: SVGRenderer().render(document), as: UTF8.self))
    }

    /// The `x1 y1 x2 y2` of every ruler line, in order.
    private func rules(_ svg: String) -> [[Double]] {
        svg.components(separatedBy: "<line class=\"rule\"").dropFirst().map { line in
            ["x1", "y1", "x2", "y2"].map { name in
                let value = line.components(separatedBy: " \(name)=\"")[1].prefix { $0 != "\"" }
                return Double(value) ?? .nan
            }
        }
    }

    /// Each rule runs down the feed at its section's leading x (the 168-point gutter plus the frame's x: 0, 400 and
    /// the content's end here), from the top of the feed to below it, where its notes are; it had run across at y 0.
    @Test func theRulerMarksEachSectionAlongX() throws {
        let (document, svg) = try render()
        let starts = document.sections.map { 168 + $0.frame.x } + [168 + document.contentSize.width]
        #expect(document.sections.map(\.frame.x) == [0, 400], "\(document.sections.map(\.frame))")
        let rules = rules(svg)
        #expect(rules.map { $0[0] } == starts, "\(rules)")
        for rule in rules {
            #expect(rule[2] == rule[0] && rule[3] - rule[1] >= document.contentSize.height, "\(rule)")
        }
        #expect(svg.contains(">x 400 · w \(MarkupText.number(document.sections[1].frame.width))</text>"))
        #expect(svg.contains(">↕ continuous \(MarkupText.number(document.sections[1].scrollContentSize?.height ?? 0))"))
    }

    /// Right to left (§6.3) a section's leading edge is its frame's right one, and the content ends at the
    /// reflection of its width about the width the frames were reflected about.
    @Test func aRightToLeftRulerMarksTheRightEdges() throws {
        let (document, svg) = try render(rightToLeft: true)
        let reflected = max(390, document.contentSize.width)
        let ends = document.sections.map { 168 + $0.frame.x + $0.frame.width }
        #expect(rules(svg).map { $0[0] } == ends + [168 + reflected - document.contentSize.width], "\(rules(svg))")
    }

    /// The carousel's column shows its section's box (its scroll view spans the section, §3.5) and 160 points
    /// below it, faded; it had been clipped with the 160 points beside it.
    @Test func theColumnPeeksBelowItsBox() throws {
        let (document, svg) = try render()
        let frame = document.sections[1].frame
        let n = MarkupText.number
        let (x, y, width) = (n(frame.x), n(frame.y), n(frame.width))
        let clip = "<clipPath id=\"row-1\"><rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\""
        #expect(svg.contains(clip + " height=\"\(n(frame.height + 160))\"/></clipPath>"), "\(frame)")
        let fade = "<rect class=\"offscreen\" style=\"fill:url(#offscreen-fade-down)\" x=\"\(x)\""
        #expect(svg.contains(fade + " y=\"\(n(frame.y + frame.height))\" width=\"\(width)\" height=\"160\"/>"))
        // The canvas holds the whole feed along x and the peek below it.
        let canvas = "<rect class=\"canvas\" width=\"\(n(168 + document.contentSize.width + 160))\""
        #expect(svg.contains(canvas), "\(svg.prefix(400))")
    }
}
