import LuaBridge

/// The largest geometry a script may ask for (issue 18, item 7): far beyond any screen, far below what would
/// overflow a layout. `absolute(1e308)` or `interGroupSpacing = 1e308` would otherwise lay out to infinite frames,
/// printed as `null` and refused by the next run's state reader.
extension DecodingSession {
    /// Points: sizes, spacings, insets, offsets.
    static let pointLimit = 1_000_000.0
    /// Fractions of a container (`fractionalWidth`, `fractionalHeight`).
    static let fractionLimit = 1_000.0
    /// A cell constraint's multiplier (`multipliedBy`, `dividedBy`): an aspect or a share is far inside it; a
    /// factor of 1e300 was solved to a silently wrong frame.
    static let multiplierLimit = 1_000.0

    static func tooLarge(_ written: String, limit: Double) -> String {
        "\(written) is too large; geometry is at most \(LuaValue.format(limit))"
            + (limit == pointLimit ? " points" : " (a fraction of the container)") + ", so the layout stays finite"
    }
}
