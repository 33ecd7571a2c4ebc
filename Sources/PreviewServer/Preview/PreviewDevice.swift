import FeedHost
import FeedLayout

/// The device presets (`DevicePreset.all`, `--device`) in both orientations, offered by the page's device picker
/// and `?device=NAME` (`NAME` portrait, `NAME-landscape` turned).
package enum PreviewDevice {
    /// The presets in the order the picker lists them.
    package static let all: [HTMLRenderer.Device] = DevicePreset.all.flatMap { preset in
        [
            HTMLRenderer.Device(name: preset.name, width: preset.width, height: preset.height),
            HTMLRenderer.Device(name: preset.name + "-landscape", width: preset.height, height: preset.width),
        ]
    }

    /// The preset called `name`, if there is one.
    package static func named(_ name: String) -> HTMLRenderer.Device? {
        all.first { $0.name == name }
    }

    /// The presets with the `choice` of bars at each one's heights, and its safe area, for the page's picker.
    package static func devices(bars choice: PreviewBars.Choice) -> [HTMLRenderer.Device] {
        all.map { device in
            var device = device
            if let screen = screen(named: device.name) {
                device.bars = PreviewBars(choice, on: screen.preset.orientation(landscape: screen.landscape))
                device.safeArea = screen.preset.orientation(landscape: screen.landscape).safeArea
            }
            return device
        }
    }

    /// The `choice` of bars at the heights of the preset called `name`.
    package static func bars(_ choice: PreviewBars.Choice, named name: String) -> PreviewBars? {
        screen(named: name).map { PreviewBars(choice, on: $0.preset.orientation(landscape: $0.landscape)) }
    }

    /// The preset a picker name stands for and whether it is turned.
    private static func screen(named name: String) -> (preset: DevicePreset, landscape: Bool)? {
        let landscape = name.hasSuffix("-landscape")
        let presetName = landscape ? String(name.dropLast("-landscape".count)) : name
        return DevicePreset.named(presetName).map { ($0, landscape) }
    }

    /// The environment of the preset called `name`, keeping `base`'s direction and Dynamic Type size, at the
    /// preset's own scale unless `scale` (`--scale`) sets one for every device: `?device=ipad` is the iPad at @2x,
    /// as `feed build --device ipad` is (it took the command line's scale, @3x by default).
    package static func environment(
        named name: String, like base: LayoutEnvironment, scale: Double? = nil
    ) -> LayoutEnvironment? {
        guard let (preset, landscape) = screen(named: name) else { return nil }
        var environment = preset.environment(
            landscape: landscape, direction: base.traits.layoutDirection,
            contentSize: base.traits.preferredContentSizeCategory)
        if let scale { environment.scale = scale }
        return environment
    }
}
