import FeedHost
import FeedLayout

/// The environment options of one command line, collected while parsing and turned into a `LayoutEnvironment`
/// once all are known (docs/spec/layout.md §6: a device preset, or a bare size with the table's rules).
struct EnvironmentChoice {
    var width: Double?
    var height: Double?
    var scale: Double?
    var device: (preset: DevicePreset, landscape: Bool)?
    var landscape: Bool?
    var direction = LayoutDirection.leftToRight
    var contentSize = ContentSizeCategory.large

    static let orientations = ["portrait", "landscape"]

    mutating func setDevice(_ name: String, command: Command) throws(UsageError) {
        guard let named = Device.named(name) else {
            let names = Device.names
            throw UsageError(
                "unknown device '\(name)'\(ArgumentParser.suggestion(name, among: names)); devices: "
                    + names.joined(separator: ", ") + " (feed devices describes them)", command: command)
        }
        device = named
    }

    mutating func setOrientation(_ name: String, command: Command) throws(UsageError) {
        guard let index = Self.orientations.firstIndex(of: name) else {
            throw UsageError(
                "unknown orientation '\(name)'\(ArgumentParser.suggestion(name, among: Self.orientations)); "
                    + "orientations: portrait, landscape", command: command)
        }
        landscape = index == 1
    }

    mutating func setContentSize(_ name: String, command: Command) throws(UsageError) {
        guard let category = ContentSizeCategory(name: name) else {
            let names = ContentSizeCategory.allCases.map(\.name)
            throw UsageError(
                "unknown content size '\(name)'\(ArgumentParser.suggestion(name, among: names)); sizes: "
                    + names.joined(separator: ", "), command: command)
        }
        contentSize = category
    }

    /// The environment: the device's in its orientation, or the bare size (turned by `--landscape`) with no safe
    /// area and size classes from `SizeClassRule`; `--scale` overrides the device's scale.
    func environment(command: Command) throws(UsageError) -> LayoutEnvironment {
        if let device {
            guard width == nil && height == nil else {
                throw UsageError("--device cannot be combined with --width or --height", command: command)
            }
            var environment = device.preset.environment(
                landscape: landscape ?? device.landscape, direction: direction, contentSize: contentSize)
            if let scale { environment.scale = scale }
            return environment
        }
        var size = (width ?? 390, height ?? 844)
        if landscape == true && size.0 < size.1 { size = (size.1, size.0) }
        var traits = LayoutTraits(width: size.0, height: size.1)
        traits.layoutDirection = direction
        traits.preferredContentSizeCategory = contentSize
        return LayoutEnvironment(width: size.0, height: size.1, scale: scale ?? 3, traits: traits)
    }
}

extension EnvironmentChoice {
    static let barNames = ["status", "nav", "large-title", "tab"]

    /// Checks `--bars status,nav|large-title,tab`.
    static func barSet(_ list: String, command: Command) throws(UsageError) -> Set<String> {
        var names = Set<String>()
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard barNames.contains(name) else {
                throw UsageError(
                    "unknown bar '\(name)'\(ArgumentParser.suggestion(name, among: barNames)); bars: status, nav, "
                        + "large-title, tab", command: command)
            }
            names.insert(name)
        }
        if names.contains("nav") && names.contains("large-title") {
            throw UsageError("--bars takes nav or large-title, not both", command: command)
        }
        return names
    }

    /// The bars' heights on the chosen device in its orientation; a bare size uses an iPhone's (20-point status
    /// bar, 32-point bars at a compact height).
    func bars(_ names: Set<String>, in environment: LayoutEnvironment) -> PreviewBars {
        let compact = environment.traits.verticalSizeClass == .compact
        let side =
            device.map { $0.preset.orientation(landscape: landscape ?? $0.landscape) }
            ?? DevicePreset.Orientation(
                safeArea: .zero, horizontalSizeClass: environment.sizeClass, verticalSizeClass: .regular,
                sideMargin: 16, statusBar: compact ? 0 : 20, navigationBar: compact ? 32 : 44, tabBar: compact ? 32 : 49
            )
        var bars = PreviewBars()
        if names.contains("status") { bars.statusBar = side.statusBar }
        if names.contains("nav") { bars.navigationBar = side.navigationBar }
        if names.contains("large-title") { bars.navigationBar = side.navigationBar + DevicePreset.largeTitleExtra }
        if names.contains("tab") { bars.tabBar = side.tabBar }
        return bars
    }
}
