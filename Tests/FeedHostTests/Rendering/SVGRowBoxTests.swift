import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// An orthogonal section's row in the SVG shows its section's box, which the row's scroll view spans
/// (docs/spec/layout.md §3.3, §3.5), as the preview page's row does, and `peekWidth` beyond it faded; it had shown the
/// screen from x 0 to its width plus the peek, whatever the section's box.
@Suite struct SVGRowBoxTests {
    private func svg(reference: String, landscape: Bool, rightToLeft: Bool = false) throws -> (
        section: Rect, svg: String
    ) {
        let folder = TemporaryDirectory(prefix: "svg-row")
        folder.write("carousel.lua", CarouselScript.source(reference: reference))
        let document = try RenderingFixtures.iPhoneFeed(
            in: folder.path, landscape: landscape, rightToLeft: rightToLeft)
        #expect(document.errors.isEmpty, "\(document.errors)")
        let section = try #require(document.sections.first).frame
        return (section, String(decoding: SVGRenderer().render(document), as: UTF8.self))
    }

    /// The landscape iPhone (844 × 390, 47 of safe area a side): the section spans 47 … 797, so the row is clipped
    /// from 47, 750 + 160 wide, and faded from 797; naming `layoutMargins` (16 more a side) it spans 63 … 781:
    /// from 63, 718 + 160 wide, faded from 781. In portrait the section is the screen's 390 from 0, as before.
    @Test(arguments: [
        ("safeArea", true, 47.0, 750.0), ("layoutMargins", true, 63, 718), ("safeArea", false, 0, 390),
    ])
    func theRowShowsItsSectionsBox(reference: String, landscape: Bool, x: Double, width: Double) throws {
        let (section, svg) = try svg(reference: reference, landscape: landscape)
        #expect(section.x == x && section.width == width, "\(section)")
        let (y, height) = (MarkupText.number(section.y), MarkupText.number(section.height))
        let clip = "<clipPath id=\"row-0\"><rect x=\"\(MarkupText.number(x))\" y=\"\(y)\""
        #expect(svg.contains(clip + " width=\"\(MarkupText.number(width + 160))\" height=\"\(height)\"/></clipPath>"))
        let fade = "<rect class=\"offscreen\" x=\"\(MarkupText.number(x + width))\" y=\"\(y)\" width=\"160\""
        #expect(svg.contains(fade + " height=\"\(height)\"/>"))
    }

    /// Right to left (§6.3) the row starts at the right and runs on leftwards, where the ruler is: it shows its
    /// section's box alone, 47 … 797 in landscape, with nothing faded beyond it.
    @Test func aRightToLeftRowShowsItsBoxAlone() throws {
        let (section, svg) = try svg(reference: "safeArea", landscape: true, rightToLeft: true)
        let (y, height) = (MarkupText.number(section.y), MarkupText.number(section.height))
        #expect(svg.contains("<clipPath id=\"row-0\"><rect x=\"47\" y=\"\(y)\" width=\"750\" height=\"\(height)\"/>"))
        #expect(!svg.contains("class=\"offscreen\""))
    }
}
