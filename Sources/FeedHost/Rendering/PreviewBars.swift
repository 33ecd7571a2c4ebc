import FeedLayout

/// The system bars a preview draws over the feed (`--bars`), as heights in points for the chosen device and
/// orientation (docs/spec/layout.md §6.1); all 0 draws none.
package struct PreviewBars: Hashable, Sendable {
    package var statusBar: Double
    /// A standard or large-title navigation bar; 0 for none.
    package var navigationBar: Double
    /// A tab bar, without the bottom safe area below it; 0 for none.
    package var tabBar: Double
    /// The top inset a hidden status bar leaves (`DevicePreset.Orientation.sensorHousing`): a navigation bar sits
    /// below it.
    package var sensorHousing: Double

    package init(statusBar: Double = 0, navigationBar: Double = 0, tabBar: Double = 0, sensorHousing: Double = 0) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.sensorHousing = sensorHousing
    }

    /// Where a navigation bar starts, from the screen's top: below the status bar, or below the sensor housing
    /// when the status bar is hidden (on the 390-point iPhone 47 either way; on the SE 20, or 0 hidden).
    package var navigationBarTop: Double { Swift.max(statusBar, sensorHousing) }

    /// How far the collection view's content is inset at the top and bottom (its `adjustedContentInset`): the
    /// safe area, which the bars extend (a navigation bar below the status bar or the sensor housing, a tab bar
    /// above the home indicator).
    package func contentInsets(in environment: LayoutEnvironment) -> (top: Double, bottom: Double) {
        contentInsets(safeArea: environment.safeArea)
    }

    package func contentInsets(safeArea: EdgeInsets) -> (top: Double, bottom: Double) {
        (Swift.max(safeArea.top, navigationBarTop + navigationBar), safeArea.bottom + tabBar)
    }

    /// The scroll view these bars give the collection view in `environment` (docs/spec/layout.md §4.2): the safe area
    /// extended by the bars, inside a bar controller when a navigation or tab bar is shown.
    package func scrollContainer(in environment: LayoutEnvironment) -> ScrollContainer {
        let insets = contentInsets(in: environment)
        var safeArea = environment.safeArea
        safeArea.top = insets.top
        safeArea.bottom = insets.bottom
        return ScrollContainer(safeArea: safeArea, isInBarController: navigationBar > 0 || tabBar > 0)
    }

    /// The height of content visible at scroll offset 0: the end of the first screen.
    package func firstScreenHeight(in environment: LayoutEnvironment) -> Double {
        let insets = contentInsets(in: environment)
        return environment.height - insets.top - insets.bottom
    }
}
