import Testing
import TextShaping

/// A missing font or glyph never crashes: the measurer falls back and says so once.
@Suite struct FontFallbackTests {
    @Test func noFontFilesMeansFixedMetricsAndOneWarning() {
        let library = FontLibrary(interFolders: ["/nonexistent-fonts"], fallbackFolder: "/nonexistent-fonts")
        let measurer = TextMeasurer(library: library)
        let first = measurer.layout("GET", font: FontSpec(size: 10), scale: 0)
        _ = measurer.layout("OPEN", font: FontSpec(size: 10, weight: .bold), scale: 0)
        #expect(abs(first.width - 3 * 5.5) < 1e-9)
        #expect(library.warnings.count == 1)
        #expect(library.warnings.first?.contains("fixed metrics") == true)
    }

    @Test func withoutInterDejaVuStandsIn() {
        let library = FontLibrary(interFolders: ["/nonexistent-fonts"])
        let measurer = TextMeasurer(library: library)
        #expect(measurer.faceName(for: FontSpec(size: 17)) == "DejaVuSans")
        #expect(measurer.layout("Featured", font: FontSpec(size: 17)).width > 0)
        #expect(library.warnings.count == 1)
    }

    @Test func aMissingGlyphIsMeasuredAndWarnedOnce() {
        let library = FontLibrary()
        let measurer = TextMeasurer(library: library)
        let shaped = measurer.shape("A \u{10FFFD} B \u{10FFFD}", font: FontSpec(size: 17))
        #expect(shaped.missingGlyphs == 2)
        #expect(shaped.singleLineWidth > 0)
        _ = measurer.shape("\u{10FFFD}", font: FontSpec(size: 17))
        #expect(library.warnings.count == 1)
    }
}
