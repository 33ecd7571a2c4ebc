/// How an orthogonal row scales and fades its items by the distance of each item's centre from the row's visible
/// centre (docs/spec/layout.md §3.5); in an app, the section's `visibleItemsInvalidationHandler`.
public struct ScrollEffects: Hashable, Sendable {
    /// The scale at the row's visible edge and beyond; nil for no scaling.
    public var minimumScale: Double?
    /// The alpha at the row's visible edge and beyond; nil for no fading.
    public var minimumAlpha: Double?

    public init(minimumScale: Double? = nil, minimumAlpha: Double? = nil) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }

    /// An item's scale and alpha when its centre is `distance` points from the visible centre of a row
    /// `visibleLength` long: 1 at the centre, falling linearly to the minimum at half the visible length.
    public func values(distance: Double, visibleLength: Double) -> (scale: Double, alpha: Double) {
        let half = visibleLength / 2
        let progress = half > 0 ? Swift.min(abs(distance) / half, 1) : 1
        return (Self.value(minimumScale, progress), Self.value(minimumAlpha, progress))
    }

    private static func value(_ minimum: Double?, _ progress: Double) -> Double {
        guard let minimum else { return 1 }
        return 1 - (1 - minimum) * progress
    }
}
