/// The size class of one dimension, as in `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Hashable, Sendable {
    case compact, regular
}

/// The kind of device, as in `UIUserInterfaceIdiom`; `unspecified` for a bare `--width/--height`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone, pad, unspecified
}

/// The reading direction, as in `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The trait collection a section provider sees (docs/spec/layout.md §6.1).
public struct LayoutTraits: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var layoutDirection: LayoutDirection
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(
        horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, userInterfaceIdiom: UserInterfaceIdiom,
        layoutDirection: LayoutDirection = .leftToRight, preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of a bare `width × height` screen: size classes from `SizeClassRule`, idiom unspecified.
    public init(width: Double, height: Double) {
        self.init(
            horizontalSizeClass: SizeClassRule.horizontal(width: width, height: height),
            verticalSizeClass: SizeClassRule.vertical(height: height), userInterfaceIdiom: .unspecified)
    }
}

/// Size classes of a screen known only by its size (docs/spec/layout.md §6.1), chosen so that every row of
/// `DevicePreset.all` (Apple's HIG size-class table) follows them; a test checks that.
public enum SizeClassRule {
    /// Below this height the screen is a phone in landscape: compact height.
    public static let compactHeightBelow = 500.0
    /// From this width a screen of regular height is regular width: the narrowest regular window measured, half of
    /// a 1366-wide iPad Pro in landscape (678). Every split view of the table agrees: the widest compact one is 2/3
    /// of the 13-inch iPad in portrait (647), the narrowest regular one 1/2 of it in landscape (683).
    public static let regularWidthFrom = 678.0
    /// From this width a phone in landscape is regular width (the Plus/Max class; 852-point phones are compact).
    public static let landscapeRegularWidthFrom = 896.0

    public static func vertical(height: Double) -> SizeClass {
        height < compactHeightBelow ? .compact : .regular
    }

    public static func horizontal(width: Double, height: Double) -> SizeClass {
        let threshold = height < compactHeightBelow ? landscapeRegularWidthFrom : regularWidthFrom
        return width >= threshold ? .regular : .compact
    }
}
