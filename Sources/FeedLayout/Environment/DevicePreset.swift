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
        /// The top safe-area inset that stays when the status bar is hidden: a Face ID iPhone's sensor housing in
        /// portrait (its whole top inset); 0 where hiding the status bar frees the top. A navigation bar sits below it.
        public var sensorHousing: Double

        public init(
            safeArea: EdgeInsets, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, sideMargin: Double,
            statusBar: Double, navigationBar: Double, tabBar: Double, sensorHousing: Double = 0
        ) {
            self.safeArea = safeArea
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.sideMargin = sideMargin
            self.statusBar = statusBar
            self.navigationBar = navigationBar
            self.tabBar = tabBar
            self.sensorHousing = sensorHousing
        }
    }

    /// One split-view width of an iPad: the app's window width and the horizontal size class it gets there. The
    /// window keeps the screen's height, safe area and bars (docs/spec/layout.md §6.1).
    public struct SplitView: Hashable, Sendable {
        public var isLandscape: Bool
        /// "1/3", "1/2" or "2/3" of the screen.
        public var fraction: String
        /// The app's window width in points.
        public var width: Double
        public var horizontalSizeClass: SizeClass

        public init(isLandscape: Bool, fraction: String, width: Double, horizontalSizeClass: SizeClass) {
            self.isLandscape = isLandscape
            self.fraction = fraction
            self.width = width
            self.horizontalSizeClass = horizontalSizeClass
        }
    }

    /// The split-view fractions `--split` accepts, narrowest first.
    public static let splitFractions = ["1/3", "1/2", "2/3"]
    /// The divider between two apps in Split View: 10 points (measured: halves of 507 on a 1024-wide iPad and 678 on
    /// a 1366-wide one, Chromium's multitasking test scene delegate).
    public static let splitDivider = 10.0

    /// A large-title navigation bar adds this to a standard one (measured on iOS 11–12, hacknicity 2018).
    public static let largeTitleExtra = 52.0
    /// The readable content width at the default text size (`large`).
    public static let readableWidthAtLarge = 672.0

    public func orientation(landscape isLandscape: Bool) -> Orientation { isLandscape ? landscape : portrait }

    /// The split views of one orientation, narrowest first.
    public func splitViews(landscape isLandscape: Bool) -> [SplitView] {
        splitViews.filter { $0.isLandscape == isLandscape }.sorted { $0.width < $1.width }
    }

    /// The split view `fraction` in one orientation, if the device has it there.
    public func splitView(_ fraction: String, landscape isLandscape: Bool) -> SplitView? {
        splitViews.first { $0.isLandscape == isLandscape && $0.fraction == fraction }
    }

    /// The environment of this device in one orientation, direction and Dynamic Type size; in `split` the window
    /// is the split view's width, with its size class and that size class's margins, at the screen's height (the
    /// split view's orientation wins over `landscape`).
    public func environment(
        landscape isLandscape: Bool = false, direction: LayoutDirection = .leftToRight,
        contentSize: ContentSizeCategory = .large, split: SplitView? = nil
    ) -> LayoutEnvironment {
        let isLandscape = split?.isLandscape ?? isLandscape
        var side = orientation(landscape: isLandscape)
        if let split {
            side.horizontalSizeClass = split.horizontalSizeClass
            side.sideMargin = LayoutEnvironment.systemMinimumLayoutMargin(split.horizontalSizeClass)
        }
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
            width: split?.width ?? (isLandscape ? height : width), height: isLandscape ? width : height, scale: scale,
            safeArea: safeArea, traits: traits, layoutMargins: margins)
    }

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }
}
