// UITraitCollection.h (API_AVAILABLE(ios(8.0))): the traits the exported code reads.

@MainActor
open class UITraitCollection: NSObject {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat

    init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        super.init()
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, scale: 0)
    }

    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, scale: scale)
    }

    /// `+traitCollectionWithTraitsFromCollections:`: later collections' specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(horizontal: horizontal, vertical: vertical, scale: scale)
    }
}
