import FeedLayout

extension PreviewBars {
    /// Which bars `--bars status,nav|large-title,tab` asks for, before a device gives them heights; kept so that
    /// `feed serve` can draw the same bars on any device a page picks.
    package struct Choice: Hashable, Sendable {
        package var statusBar = false
        /// A standard navigation bar.
        package var navigationBar = false
        /// A navigation bar with a large title (`largeTitleExtra` taller); not together with `navigationBar`.
        package var largeTitle = false
        package var tabBar = false

        package init(
            statusBar: Bool = false, navigationBar: Bool = false, largeTitle: Bool = false, tabBar: Bool = false
        ) {
            self.statusBar = statusBar
            self.navigationBar = navigationBar
            self.largeTitle = largeTitle
            self.tabBar = tabBar
        }
    }

    /// The chosen bars at the heights of a device in one orientation (docs/spec/layout.md §6.1).
    package init(_ choice: Choice, on side: DevicePreset.Orientation) {
        self.init(
            statusBar: choice.statusBar ? side.statusBar : 0,
            navigationBar: choice.largeTitle
                ? side.navigationBar + DevicePreset.largeTitleExtra : choice.navigationBar ? side.navigationBar : 0,
            tabBar: choice.tabBar ? side.tabBar : 0, sensorHousing: side.sensorHousing)
    }

    /// The bar heights of a bare screen: an iPhone's (a 20-point status bar; 44 and 49, or 32 and 32 at a compact
    /// height with the status bar hidden).
    package static func bareSide(of environment: LayoutEnvironment) -> DevicePreset.Orientation {
        let compact = environment.traits.verticalSizeClass == .compact
        return DevicePreset.Orientation(
            safeArea: environment.safeArea, horizontalSizeClass: environment.sizeClass,
            verticalSizeClass: environment.traits.verticalSizeClass,
            sideMargin: LayoutEnvironment.systemMinimumLayoutMargin(environment.sizeClass),
            statusBar: compact ? 0 : 20, navigationBar: compact ? 32 : 44, tabBar: compact ? 32 : 49)
    }

    /// What the HTML page's script draws for the first screen: the bars, and the content insets they and the safe
    /// area give (`contentInsets(safeArea:)`), as one JSON object.
    package func pageJSON(safeArea: EdgeInsets) -> String {
        let n = MarkupText.number
        let insets = contentInsets(safeArea: safeArea)
        return "{\"statusBar\":\(n(statusBar)),\"navigationBar\":\(n(navigationBar)),\"tabBar\":\(n(tabBar)),"
            + "\"top\":\(n(insets.top)),\"bottom\":\(n(insets.bottom)),\"navigationTop\":\(n(navigationBarTop))}"
    }
}
