/// A font's vertical metrics in ems (multiply by the point size): what a line of its text is made of.
package struct FontMetrics: Hashable, Sendable {
    package var ascender: Double
    /// Below the baseline, positive.
    package var descender: Double
    package var lineGap: Double
    package var unitsPerEm: Double

    /// `UIFont.lineHeight` in ems: ascender + descender + line gap.
    package var lineHeight: Double { ascender + descender + lineGap }
}
