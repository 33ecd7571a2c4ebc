import FeedLayout
import Testing
import TextShaping

/// The Dynamic Type table (Apple HIG, Typography → Specifications).
@Suite struct TextStyleTests {
    @Test func defaultSizesAreUIKitsPreferredFonts() {
        let large: [TextStyle: Double] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
            .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for (style, size) in large { #expect(style.font(at: .large).size == size, "\(style)") }
        #expect(TextStyle.headline.font(at: .large).weight == .semibold)
        #expect(TextStyle.body.font(at: .large).weight == .regular)
    }

    @Test func sizesNeverShrinkAsTheCategoryGrows() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.font(at: $0).size }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(sizes.allSatisfy { $0 >= 11 }, "the HIG's minimum is 11 points")
        }
        #expect(TextStyle.body.font(at: .extraSmall).size == 14)
        #expect(TextStyle.body.font(at: .accessibilityMedium).size == 28)
        #expect(TextStyle.body.font(at: .accessibilityExtraExtraExtraLarge).size == 53)
    }
}
