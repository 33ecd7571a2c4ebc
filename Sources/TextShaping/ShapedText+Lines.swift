/// A label's text broken into lines: what UILabel shows at a width and `numberOfLines`.
package struct TextLayout: Hashable, Sendable {
    package var lines: [String]
    /// The label's size: the widest line by the lines' height, each rounded up to the pixel grid.
    package var width: Double
    package var height: Double
    package var lineHeight: Double
    /// First baseline below the label's top.
    package var ascender: Double
}

extension ShapedText {
    /// Breaks the text as UILabel does with word wrapping: greedily at spaces and hyphens, inside a word only
    /// when the word alone is wider than `width`; at most `numberOfLines` lines (0 = no limit), the last one cut
    /// with "…" when text is left over. Trailing spaces hang past the width; a newline always breaks.
    ///
    /// - Parameters:
    ///   - width: the widest a line may be; nil for one unbroken line per paragraph.
    ///   - scale: the pixel grid sizes are rounded up to (0 = no rounding).
    package func layout(width: Double?, numberOfLines: Int, scale: Double) -> TextLayout {
        let limit = width ?? .infinity
        var ranges: [Range<Int>] = []
        var index = 0
        while index < starts.count {
            let (line, next) = lineRange(from: index, limit: limit)
            ranges.append(line)
            index = next
        }
        var lines: [String] = []
        var widest = 0.0
        for (number, range) in ranges.enumerated() {
            if numberOfLines > 0 && number == numberOfLines - 1 && ranges.count > numberOfLines {
                let (text, lineWidth) = truncatedLine(from: range.lowerBound, limit: limit)
                lines.append(text)
                widest = max(widest, lineWidth)
                break
            }
            lines.append(string(range))
            widest = max(widest, visibleWidth(range))
        }
        return TextLayout(
            lines: lines, width: Self.roundUp(widest, scale: scale),
            height: Self.roundUp(Double(max(lines.count, text.isEmpty ? 0 : 1)) * lineHeight, scale: scale),
            lineHeight: lineHeight, ascender: ascender)
    }

    /// The clusters of the line starting at cluster `start`, and where the next line starts.
    private func lineRange(from start: Int, limit: Double) -> (Range<Int>, Int) {
        var width = 0.0
        var lastBreak: Int?
        var index = start
        while index < starts.count {
            if isNewline(index) { return (start..<index, separatorEnd(index)) }
            if !isSpace(index) && index > start && width + advances[index] > limit + 1e-9 {
                if let lastBreak { return (start..<lastBreak + 1, lastBreak + 1) }
                return (start..<index, index)
            }
            width += advances[index]
            if breaksAfter(index) { lastBreak = index }
            index += 1
        }
        return (start..<index, index)
    }

    /// The rest of the text from cluster `start` on one line, cut to fit `limit` with "…" after it.
    private func truncatedLine(from start: Int, limit: Double) -> (String, Double) {
        var end = start
        var width = 0.0
        while end < starts.count && !isNewline(end) && width + advances[end] + ellipsis <= limit + 1e-9 {
            width += advances[end]
            end += 1
        }
        while end > start && isSpace(end - 1) {
            end -= 1
            width -= advances[end]
        }
        return (string(start..<end) + "…", width + ellipsis)
    }

    /// The line's width without its trailing spaces.
    private func visibleWidth(_ range: Range<Int>) -> Double {
        var end = range.upperBound
        while end > range.lowerBound && isSpace(end - 1) { end -= 1 }
        var width = 0.0
        for index in range.lowerBound..<end { width += advances[index] }
        return width
    }

    /// The line's text without trailing spaces.
    private func string(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        var end = range.upperBound
        while end > range.lowerBound && isSpace(end - 1) { end -= 1 }
        guard end > range.lowerBound else { return "" }
        return String(decoding: bytes[starts[range.lowerBound]..<self.end(ofCluster: end - 1)], as: UTF8.self)
    }

    static func roundUp(_ value: Double, scale: Double) -> Double {
        scale > 0 ? (value * scale - 1e-9).rounded(.up) / scale : value
    }
}
