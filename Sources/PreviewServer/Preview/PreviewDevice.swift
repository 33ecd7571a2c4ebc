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

    /// The environment of the preset called `name`, keeping `base`'s direction and Dynamic Type size.
    package static func environment(named name: String, like base: LayoutEnvironment) -> LayoutEnvironment? {
        let landscape = name.hasSuffix("-landscape")
        let presetName = landscape ? String(name.dropLast("-landscape".count)) : name
        guard let preset = DevicePreset.named(presetName) else { return nil }
        var environment = preset.environment(
            landscape: landscape, direction: base.traits.layoutDirection,
            contentSize: base.traits.preferredContentSizeCategory)
        environment.scale = base.scale
        return environment
    }
}
