extension DevicePreset {
    /// Every preset, phones from small to large, then iPads. Sources per row; docs/spec/layout.md §6.1 lists them
    /// with their confidence.
    public static let all: [DevicePreset] = [
        phone(
            "iphone-se", "iPhone SE (3rd generation), iPhone 8", 375, 667, scale: 2, top: 20, bottom: 0, side: 0,
            landscapeBottom: 0, landscapeRegularWidth: false,
            source: "HIG device screen sizes; status-bar-only safe area (MartianCraft, 2019)"),
        phone(
            "iphone-mini", "iPhone 13 mini, iPhone 12 mini", 375, 812, scale: 3, top: 50, bottom: 34, side: 50,
            landscapeBottom: 21, landscapeRegularWidth: false,
            source: "HIG device screen sizes; safe area as commonly reported for the mini's taller sensor housing (L)"),
        phone(
            "iphone", "iPhone 14, iPhone 13, iPhone 12", 390, 844, scale: 3, top: 47, bottom: 34, side: 47,
            landscapeBottom: 21, landscapeRegularWidth: false,
            source: "HIG device screen sizes; safe area commonly reported (print(view.safeAreaInsets))"),
        phone(
            "iphone-pro", "iPhone 16, iPhone 15 Pro, iPhone 15, iPhone 14 Pro", 393, 852, scale: 3, top: 59,
            bottom: 34, side: 59, landscapeBottom: 21, landscapeRegularWidth: false,
            source: "HIG device screen sizes; safe area measured (csl.cool, iOS Layout Adaptation, 2023)"),
        phone(
            "iphone-pro-max", "iPhone 15 Pro Max, iPhone 15 Plus, iPhone 14 Pro Max", 430, 932, scale: 3, top: 59,
            bottom: 34, side: 59, landscapeBottom: 21, landscapeRegularWidth: true,
            source: "HIG device screen sizes and size classes (Plus/Max regular width in landscape); safe area as the "
                + "393-point Dynamic Island phones"),
        pad(
            "ipad", "iPad (10th generation), iPad Air 11-inch", 820, 1180, narrowPortrait: 320, narrowLandscape: 375,
            halfLandscapeRegular: false,
            source: "HIG device screen sizes and multitasking size classes; split widths by the divider rule (L)"),
        pad(
            "ipad-pro-11", "iPad Pro 11-inch (4th generation)", 834, 1194, narrowPortrait: 320, narrowLandscape: 375,
            halfLandscapeRegular: false,
            source: "HIG device screen sizes and multitasking size classes; split widths as the HIG's 11-inch table "
                + "(L)"),
        pad(
            "ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, narrowPortrait: 375, narrowLandscape: 375,
            halfLandscapeRegular: true,
            source: "HIG device screen sizes and multitasking size classes (the largest iPad is regular at 1/2 in "
                + "landscape); split widths as the measured 12.9-inch (375, halves of 678) by the divider rule (L)"),
    ]

    /// An iPhone: compact width in portrait (and in landscape unless `landscapeRegularWidth`), regular height in
    /// portrait, compact in landscape; the status bar hides in landscape; bars 44/32 (compact height) and 49/32. A
    /// phone with a home indicator (`bottom` > 0) has Face ID's sensor housing in its top inset, which a hidden
    /// status bar leaves in place (docs/spec/layout.md §6.1).
    private static func phone(
        _ name: String, _ model: String, _ width: Double, _ height: Double, scale: Double, top: Double, bottom: Double,
        side: Double, landscapeBottom: Double, landscapeRegularWidth: Bool, source: String
    ) -> DevicePreset {
        DevicePreset(
            name: name, model: model, idiom: .phone, width: width, height: height, scale: scale,
            portrait: Orientation(
                safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), horizontalSizeClass: .compact,
                verticalSizeClass: .regular, sideMargin: 16, statusBar: top, navigationBar: 44, tabBar: 49,
                sensorHousing: bottom > 0 ? top : 0),
            landscape: Orientation(
                safeArea: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
                horizontalSizeClass: landscapeRegularWidth ? .regular : .compact, verticalSizeClass: .compact,
                sideMargin: landscapeRegularWidth ? 20 : 16, statusBar: 0, navigationBar: 32, tabBar: 32),
            splitViews: [], source: source)
    }

    /// An iPad with a home indicator: regular in both orientations, safe area 24 at the top (the status bar) and 20
    /// at the bottom, bars 50 tall (iOS 12). Split views: size classes per Apple's multitasking table (1/3 and
    /// portrait 2/3 compact, landscape 2/3 regular, landscape 1/2 regular only on the largest iPad); the narrow app
    /// is `narrow` points wide, the wide one the rest less the 10-point divider, halves `(W − 10)/2`.
    private static func pad(
        _ name: String, _ model: String, _ width: Double, _ height: Double, narrowPortrait: Double,
        narrowLandscape: Double, halfLandscapeRegular: Bool, source: String
    ) -> DevicePreset {
        let orientation = Orientation(
            safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), horizontalSizeClass: .regular,
            verticalSizeClass: .regular, sideMargin: 20, statusBar: 24, navigationBar: 50, tabBar: 50)
        return DevicePreset(
            name: name, model: model, idiom: .pad, width: width, height: height, scale: 2, portrait: orientation,
            landscape: orientation,
            splitViews: [
                SplitView(isLandscape: false, fraction: "1/3", width: narrowPortrait, horizontalSizeClass: .compact),
                SplitView(
                    isLandscape: false, fraction: "2/3", width: width - narrowPortrait - splitDivider,
                    horizontalSizeClass: .compact),
                SplitView(isLandscape: true, fraction: "1/3", width: narrowLandscape, horizontalSizeClass: .compact),
                SplitView(
                    isLandscape: true, fraction: "1/2", width: (height - splitDivider) / 2,
                    horizontalSizeClass: halfLandscapeRegular ? .regular : .compact),
                SplitView(
                    isLandscape: true, fraction: "2/3", width: height - narrowLandscape - splitDivider,
                    horizontalSizeClass: .regular),
            ], source: source)
    }
}
