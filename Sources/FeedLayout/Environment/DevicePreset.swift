/// A device as UIKit reports it to a full-screen app: size, scale, safe areas, size classes, margins, readable
/// width and bar heights, in both orientations. One row of `DevicePreset.all` (docs/spec/layout.md §6.1 cites
/// each source; `DevicePresetTests` checks that no row contradicts itself or the rules it is derived by).
public struct DevicePreset: Hashable, Sendable {
    /// The `--device` name.
    public var name: String
    /// The models the row stands for.
    public var model: String
    public var idiom: UserInterfaceIdiom
    /// Portrait width × height in points, and pixels per point.
    public var width: Double
    public var height: Double
    public var scale: Double
    public var portrait: Orientation
    public var landscape: Orientation
    /// iPad split-view size classes (Apple HIG "Layout", multitasking); empty for iPhones.
    public var splitViews: [SplitView]
    /// Where the row's numbers come from.
    public var source: String

    /// What one orientation gives a full-screen app.
    public struct Orientation: Hashable, Sendable {
        /// The root view's `safeAreaInsets` with no bars (left = leading).
        public var safeArea: EdgeInsets
        public var horizontalSizeClass: SizeClass
        public var verticalSizeClass: SizeClass
        /// The root view's side layout margin beyond the safe area (`systemMinimumLayoutMargins`).
        public var sideMargin: Double
        /// The status bar's height; 0 where it is hidden (iPhones in landscape).
        public var statusBar: Double
        /// A standard navigation bar; a large-title one is `largeTitleExtra` taller.
        public var navigationBar: Double
        /// A tab bar, without the bottom safe area below it.
        public var tabBar: Double

        public init(
            safeArea: EdgeInsets, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, sideMargin: Double,
            statusBar: Double, navigationBar: Double, tabBar: Double
        ) {
            self.safeArea = safeArea
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.sideMargin = sideMargin
            self.statusBar = statusBar
            self.navigationBar = navigationBar
            self.tabBar = tabBar
        }
    }

    /// One split-view width of an iPad and the horizontal size class an app gets there.
    public struct SplitView: Hashable, Sendable {
        public var isLandscape: Bool
        /// "1/3", "1/2" or "2/3" of the screen.
        public var fraction: String
        public var horizontalSizeClass: SizeClass
    }

    /// A large-title navigation bar adds this to a standard one (measured on iOS 11–12, hacknicity 2018).
    public static let largeTitleExtra = 52.0
    /// The readable content width at the default text size (`large`).
    public static let readableWidthAtLarge = 672.0

    public func orientation(landscape isLandscape: Bool) -> Orientation { isLandscape ? landscape : portrait }

    /// The environment of this device in one orientation, direction and Dynamic Type size.
    public func environment(
        landscape isLandscape: Bool = false, direction: LayoutDirection = .leftToRight,
        contentSize: ContentSizeCategory = .large
    ) -> LayoutEnvironment {
        let side = orientation(landscape: isLandscape)
        let traits = LayoutTraits(
            horizontalSizeClass: side.horizontalSizeClass, verticalSizeClass: side.verticalSizeClass,
            userInterfaceIdiom: idiom, layoutDirection: direction, preferredContentSizeCategory: contentSize)
        // Directional insets: the leading edge is the right one in a right-to-left layout.
        var safeArea = side.safeArea
        if direction == .rightToLeft { swap(&safeArea.leading, &safeArea.trailing) }
        let margins = EdgeInsets(
            top: safeArea.top, leading: safeArea.leading + side.sideMargin, bottom: safeArea.bottom,
            trailing: safeArea.trailing + side.sideMargin)
        return LayoutEnvironment(
            width: isLandscape ? height : width, height: isLandscape ? width : height, scale: scale,
            safeArea: safeArea, traits: traits, layoutMargins: margins)
    }

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
