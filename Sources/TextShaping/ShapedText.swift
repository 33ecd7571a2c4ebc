/// A text shaped once in one font, ready to be broken into lines at any width (the second layout pass of a
/// multi-line label re-uses it).
package struct ShapedText: Sendable {
    package let text: String
    package let font: FontSpec
    let bytes: [UInt8]
    /// Cluster starts (UTF-8 offsets) and advances in points.
    let starts: [Int]
    let advances: [Double]
    let metrics: FontMetrics
    let ellipsis: Double
    /// Glyphs the font lacks (drawn as its .notdef box).
    package let missingGlyphs: Int

    init(text: String, font: FontSpec, face: FontFace) {
        let shaped = face.shape(text)
        self.text = text
        self.font = font
        self.bytes = Array(text.utf8)
        self.starts = shaped.starts
        self.advances = shaped.advances.map { $0 * font.size }
        self.metrics = face.metrics
        self.ellipsis = face.ellipsis * font.size
        self.missingGlyphs = shaped.missingGlyphs
    }

    /// The width of the text on one line, unrounded.
    package var singleLineWidth: Double {
        var total = 0.0
        for advance in advances { total += advance }
        return total
    }

    /// `UIFont.lineHeight` of the font, in points.
    package var lineHeight: Double { metrics.lineHeight * font.size }

    /// The ascender in points: the first baseline's distance from the top of the label.
    package var ascender: Double { metrics.ascender * font.size }

    func end(ofCluster index: Int) -> Int { index + 1 < starts.count ? starts[index + 1] : bytes.count }

    func isSpace(_ index: Int) -> Bool { bytes[starts[index]] == 0x20 || bytes[starts[index]] == 0x09 }

    /// Whether the cluster at `index` ends its line: UILabel breaks at every line and paragraph separator, "\n",
    /// "\r" (and "\r\n", one cluster or two: ``separatorEnd(_:)``), U+0085, U+2028 and U+2029.
    func isNewline(_ index: Int) -> Bool {
        let start = starts[index]
        switch bytes[start] {
        case 0x0A, 0x0D: return true
        case 0xC2: return start + 1 < bytes.count && bytes[start + 1] == 0x85
        case 0xE2:
            return start + 2 < bytes.count && bytes[start + 1] == 0x80 && (bytes[start + 2] & 0xFE) == 0xA8
        default: return false
        }
    }

    /// The cluster after the separator at `index`: past a "\n" that HarfBuzz left as a cluster of its own after
    /// a "\r", so "\r\n" breaks once.
    func separatorEnd(_ index: Int) -> Int {
        let next = index + 1
        let isPair = bytes[starts[index]] == 0x0D && next < starts.count && bytes[starts[next]] == 0x0A
        return isPair ? next + 1 : next
    }

    /// A line may break after a space, a hyphen or a zero-width space (U+200B, which Unicode's line breaking, UAX
    /// #14, makes a break opportunity: text joined by it wraps there, not inside a word).
    func breaksAfter(_ index: Int) -> Bool { isSpace(index) || bytes[starts[index]] == 0x2D || isZeroWidthSpace(index) }

    /// Whether the cluster at `index` starts with U+200B (UTF-8 E2 80 8B).
    func isZeroWidthSpace(_ index: Int) -> Bool {
        let start = starts[index]
        return bytes[start] == 0xE2 && start + 2 < bytes.count && bytes[start + 1] == 0x80 && bytes[start + 2] == 0x8B
    }
}
