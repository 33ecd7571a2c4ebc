import Testing

@testable import FeedHost

/// Kind colours are `#rrggbb` (some SVG renderers draw `hsl()` black), worked out by CSS Color 4's hslToRgb.
@Suite struct KindPaletteTests {
    /// Fill HSL(h, 70%, 92%): a = 0.7 × min(0.92, 0.08) = 0.056; channel n is 0.92 − a × max(−1, min(k − 3,
    /// 9 − k, 1)) with k = (n + h/30) mod 12 for n = 0, 8, 4. At h = 0: red 0.976 × 255 = 248.88 → f9, green and
    /// blue 0.864 × 255 = 220.32 → dc. At h = 30 green has k = 9, factor 0: 0.92 × 255 = 234.6 → eb. Stroke
    /// HSL(0, 45%, 45%): a = 0.2025, red 0.6525 × 255 = 166.39 → a6, the others 0.2475 × 255 = 63.11 → 3f.
    @Test(arguments: [
        (0, 0.7, 0.92, "#f9dcdc"), (120, 0.7, 0.92, "#dcf9dc"), (240, 0.7, 0.92, "#dcdcf9"),
        (0, 0.45, 0.45, "#a63f3f"), (60, 0.7, 0.92, "#f9f9dc"), (30, 0.7, 0.92, "#f9ebdc"),
    ])
    func hexOfWorkedHues(hue: Int, saturation: Double, lightness: Double, expected: String) {
        #expect(KindPalette.hex(hue: hue, saturation: saturation, lightness: lightness) == expected)
    }

    @Test func kindColoursAreSixHexDigits() {
        for kind in ["card", "item", "app", "banner", "", "é"] {
            for colour in [KindPalette.fill(of: kind), KindPalette.stroke(of: kind)] {
                #expect(colour.count == 7 && colour.first == "#", "\(colour)")
                let digits = colour.dropFirst().allSatisfy { $0.isHexDigit }
                #expect(digits, "\(colour)")
            }
        }
    }

    @Test func thePageScriptWritesNoHSL() {
        #expect(!PreviewPageScript.source.contains("hsl("))
        #expect(PreviewPageScript.source.contains("function hex(h, s, l)"))
    }
}
