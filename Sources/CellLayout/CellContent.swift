import FeedLayout
import TextShaping

/// A cell's laid-out content: its size (the fitted one when self-sizing) and a frame per view.
package struct CellContent: Hashable, Sendable {
    package var width: Double
    package var height: Double
    package var frames: [ContentFrame]
}

/// One view's place and what it shows, in the cell's coordinates (the host moves it into the feed's).
package struct ContentFrame: Hashable, Sendable {
    package var name: String
    package var kind: CellView.Kind
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    /// Labels and buttons: the whole text and the lines it is shown in.
    package var text: String?
    package var lines: [String]?
    package var font: FontSpec?
    /// First baseline below the frame's top and the distance between baselines (labels and buttons).
    package var ascender: Double?
    package var lineHeight: Double?
    package var textAlignment: TextAlignment
    package var appearance: [String: String]

    package func offsetBy(x dx: Double, y dy: Double) -> ContentFrame {
        var moved = self
        moved.x += dx
        moved.y += dy
        return moved
    }
}

/// What text is measured with: the Dynamic Type size, the pixel grid and the measurer; and the layout direction
/// the content is placed in.
package struct TextEnvironment: Sendable {
    package var category: ContentSizeCategory
    package var scale: Double
    package var measurer: TextMeasurer
    /// Auto Layout puts leading on the right and stack views arrange from the right (docs/spec/layout.md §6.3).
    package var isRightToLeft: Bool

    package init(
        category: ContentSizeCategory = .large, scale: Double = 3, measurer: TextMeasurer = TextMeasurer(),
        isRightToLeft: Bool = false
    ) {
        self.category = category
        self.scale = scale
        self.measurer = measurer
        self.isRightToLeft = isRightToLeft
    }

    func font(_ font: CellFont) -> FontSpec {
        switch font {
        case .style(let style): return style.font(at: category)
        case .system(let size, let weight): return FontSpec(size: size, weight: weight)
        }
    }
}
