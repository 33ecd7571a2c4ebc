import Testing
import TextShaping

/// Line breaking: lines are what greedy word wrapping at the width gives, measured with the same font.
@Suite struct TextLayoutTests {
    let measurer = TextMeasurer()
    let font = FontSpec(size: 17)

    func width(_ text: String) -> Double { measurer.shape(text, font: font).singleLineWidth }

    @Test func theStandInIsInter() {
        #expect(measurer.faceName(for: FontSpec(size: 17)) == "Inter Regular")
        #expect(measurer.faceName(for: FontSpec(size: 18, weight: .semibold)) == "Inter SemiBold")
        // SF Pro switches to its Display cut at 20 points; so does the stand-in.
        #expect(measurer.faceName(for: FontSpec(size: 22, weight: .bold)) == "InterDisplay Bold")
    }

    @Test func wordsWrapAtTheWidth() {
        let text = "Photo Editor Pro for everyone"
        let limit = width("Photo Editor Pro") + 0.5
        let layout = measurer.layout(text, font: font, width: limit, numberOfLines: 0, scale: 0)
        #expect(layout.lines == ["Photo Editor Pro", "for everyone"])
        #expect(abs(layout.width - width("Photo Editor Pro")) < 0.01)
        #expect(abs(layout.height - 2 * layout.lineHeight) < 1e-9)
    }

    @Test func oneWordWiderThanTheLineBreaksInsideTheWord() {
        let layout = measurer.layout("Supercalifragilistic", font: font, width: 60, numberOfLines: 0, scale: 0)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.joined() == "Supercalifragilistic")
        for line in layout.lines { #expect(width(line) <= 60 + 0.01) }
    }

    /// A zero-width space is a break opportunity (Unicode's line breaking, UAX #14: class ZW), so words joined by
    /// it wrap there as at a space rather than inside a word, and the space itself takes no width.
    @Test func aZeroWidthSpaceBreaksLikeASpace() {
        let text = "Photo\u{200B}Editor\u{200B}Pro\u{200B}for\u{200B}everyone"
        let limit = width("Photo\u{200B}Editor\u{200B}Pro\u{200B}fo") + 0.5
        let layout = measurer.layout(text, font: font, width: limit, numberOfLines: 0, scale: 0)
        #expect(layout.lines == ["Photo\u{200B}Editor\u{200B}Pro\u{200B}", "for\u{200B}everyone"])
    }

    @Test func numberOfLinesCutsTheLastLineWithAnEllipsis() {
        let text = "one two three four five six seven eight nine ten"
        let limit = width("one two three") + 1
        let layout = measurer.layout(text, font: font, width: limit, numberOfLines: 2, scale: 0)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0] == "one two three")
        #expect(layout.lines[1].hasSuffix("…"))
        #expect(width(layout.lines[1]) <= limit + 0.01)
        #expect(layout.lines[1].hasPrefix("four five"))
    }

    @Test func newlinesBreakAndOneLineLabelsDoNotWrap() {
        let broken = measurer.layout("GET\nOPEN", font: font, width: 500, numberOfLines: 0, scale: 0)
        #expect(broken.lines == ["GET", "OPEN"])
        let single = measurer.layout("Top Charts and more", font: font, width: nil, numberOfLines: 1, scale: 0)
        #expect(single.lines == ["Top Charts and more"])
    }

    /// UILabel breaks at every line and paragraph separator, not only at "\n": "\r\n" (text from a Windows
    /// tool or a JSON file written there) broke once, after a ".notdef" box for the "\r"; "\r" alone, U+0085,
    /// U+2028 and U+2029 did not break at all, so a two-line label was measured as one long line.
    @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyLineSeparatorBreaksOnce(separator: String) {
        let layout = measurer.layout("GET\(separator)OPEN", font: font, width: 500, numberOfLines: 0, scale: 0)
        #expect(layout.lines == ["GET", "OPEN"])
        #expect(abs(layout.width - max(width("GET"), width("OPEN"))) < 0.01)
        let cut = measurer.layout("GET\(separator)OPEN", font: font, width: 500, numberOfLines: 1, scale: 0)
        #expect(cut.lines == ["GET…"])
    }

    @Test func sizesRoundUpToThePixelGrid() {
        let exact = measurer.layout("Featured", font: font, scale: 0)
        let pixels = measurer.layout("Featured", font: font, scale: 3)
        #expect(pixels.width >= exact.width && pixels.width - exact.width < 1.0 / 3)
        #expect((pixels.width * 3).rounded() == pixels.width * 3)
        #expect((pixels.height * 3).rounded() == pixels.height * 3)
    }

    @Test func emptyTextIsZeroSized() {
        let layout = measurer.layout("", font: font)
        #expect(layout.lines.isEmpty && layout.width == 0 && layout.height == 0)
    }
}
