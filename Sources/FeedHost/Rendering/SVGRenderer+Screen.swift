import FeedLayout

extension SVGRenderer {
    /// The first screen's unsafe edges and bars at scroll offset 0, in the feed's coordinates: the top bars (or
    /// the top safe area) above y = 0, the tab bar and home indicator from `screen` down, the side safe areas
    /// along the whole screen. Nothing when the environment has no safe area and no bars are chosen.
    func screenOverlay(_ environment: LayoutEnvironment, screen: Double) -> String {
        let n = MarkupText.number
        let insets = bars.contentInsets(in: environment)
        let safe = environment.safeArea
        var svg = ""
        func band(_ kind: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ label: String) {
            guard width > 0 && height > 0 else { return }
            // Inline paint: the shared style sheet (and every golden file) stays as it is.
            let paint =
                kind == "bar" ? "fill=\"#1f2430\" fill-opacity=\"0.18\"" : "fill=\"#d9534f\" fill-opacity=\"0.12\""
            svg +=
                "<rect class=\"\(kind)\" \(paint) x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\">"
            svg += "<title>\(MarkupText.escaped(label))</title></rect>\n"
        }
        let width = environment.width
        if bars.statusBar > 0 || bars.navigationBar > 0 {
            band("bar", 0, -insets.top, width, bars.statusBar, "status bar \(n(bars.statusBar))")
            // A hidden status bar leaves the sensor housing above the navigation bar.
            let housing = bars.navigationBarTop - bars.statusBar
            band("unsafe", 0, -insets.top + bars.statusBar, width, housing, "safe area top \(n(housing))")
            band(
                "bar", 0, -insets.top + bars.navigationBarTop, width, bars.navigationBar,
                "navigation bar \(n(bars.navigationBar))")
        } else {
            band("unsafe", 0, -insets.top, width, insets.top, "safe area top \(n(insets.top))")
        }
        band("bar", 0, screen, width, bars.tabBar, "tab bar \(n(bars.tabBar))")
        band("unsafe", 0, screen + bars.tabBar, width, safe.bottom, "safe area bottom \(n(safe.bottom))")
        // Directional insets: the leading side is on the right in a right-to-left layout.
        let left = environment.isRightToLeft ? safe.trailing : safe.leading
        let right = environment.isRightToLeft ? safe.leading : safe.trailing
        let height = insets.top + screen + insets.bottom
        band("unsafe", 0, -insets.top, left, height, "safe area left \(n(left))")
        band("unsafe", width - right, -insets.top, right, height, "safe area right \(n(right))")
        return svg
    }
}
