import Testing
import TextShaping

/// How the stand-in's metrics differ from the iOS system font where published measurements exist
/// (docs/decisions.md, "Text"): `UIFont.systemFont(ofSize: 15).lineHeight` = 17.900391 (the one-line height of
/// "abcdefgh", Stack Overflow question 33278645, iOS 9), and at 20 points ascender 19.04, descender -4.82
/// (arcovv.github.io, "iOS font study", 2016): SF's line is 1.1934 em.
@Suite struct SystemFontComparisonTests {
    let measurer = TextMeasurer()

    @Test func interLinesAreWithinTwoPercentOfSFs() {
        let fifteen = measurer.layout("abcdefgh", font: FontSpec(size: 15), scale: 0)
        #expect(abs(fifteen.height - 17.900391) / 17.900391 < 0.02, "Inter: \(fifteen.height)")
        let twenty = measurer.layout("abcdefgh", font: FontSpec(size: 20), scale: 0)
        #expect(abs(twenty.height - (19.04 + 4.82)) / 23.86 < 0.02, "Inter Display: \(twenty.height)")
    }
}
