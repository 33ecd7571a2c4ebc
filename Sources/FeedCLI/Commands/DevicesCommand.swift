import FeedLayout

/// `feed devices`: the device table (docs/spec/layout.md §6.1) as `--device` sees it.
enum DevicesCommand {
    static func table() -> String {
        var text = ""
        for preset in DevicePreset.all {
            text += "\(preset.name)  \(preset.model)\n"
            text +=
                "  \(number(preset.width))×\(number(preset.height)) @\(number(preset.scale))x, \(preset.idiom.rawValue)\n"
            for landscape in [false, true] {
                let side = preset.orientation(landscape: landscape)
                let environment = preset.environment(landscape: landscape)
                text += "  \(landscape ? "landscape" : "portrait ") safe area \(insets(side.safeArea))"
                text += ", \(side.horizontalSizeClass.rawValue)/\(side.verticalSizeClass.rawValue)"
                text += ", margins \(number(environment.layoutMargins.leading))"
                let readable = environment.readableContentInsets
                text += ", readable \(number(environment.width - readable.leading - readable.trailing))"
                text += ", bars status \(number(side.statusBar)) nav \(number(side.navigationBar))"
                text += " tab \(number(side.tabBar))\n"
            }
            if !preset.splitViews.isEmpty {
                let splits = preset.splitViews.map {
                    "\($0.isLandscape ? "landscape" : "portrait") \($0.fraction) \(number($0.width)) "
                        + $0.horizontalSizeClass.rawValue
                }
                text += "  split views (--split): \(splits.joined(separator: ", "))\n"
            }
            text += "  source: \(preset.source)\n"
        }
        text += "ipad-landscape  the ipad turned (same as --device ipad --landscape)\n"
        return text
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        "[\([insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: ", "))]"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
