import FeedLayout

/// The names `--device` accepts: every row of `DevicePreset.all`, and `ipad-landscape` (the iPad turned, kept from
/// before the table).
enum Device {
    static let aliases: [String: (preset: String, landscape: Bool)] = ["ipad-landscape": ("ipad", true)]

    static var names: [String] { DevicePreset.all.map(\.name) + aliases.keys.sorted() }

    /// The preset a name stands for and whether the name itself turns it.
    static func named(_ name: String) -> (preset: DevicePreset, landscape: Bool)? {
        if let preset = DevicePreset.named(name) { return (preset, false) }
        guard let alias = aliases[name], let preset = DevicePreset.named(alias.preset) else { return nil }
        return (preset, alias.landscape)
    }
}
