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
    /// `--split`: checked against the device once the orientation is known.
    var split: String?
    var direction = LayoutDirection.leftToRight
    var contentSize = ContentSizeCategory.large

    static let orientations = ["portrait", "landscape"]

    /// `--width`, `--height`, `--device`, `--orientation`, `--landscape`, `--split`, `--rtl`, `--content-size` and
    /// `--scale`.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        switch option {
        case .width: width = try Self.length(value, option, command)
        case .height: height = try Self.length(value, option, command)
        case .device: try setDevice(value, command: command)
        case .orientation: try setOrientation(value, command: command)
        case .landscape: landscape = true
        case .split: split = value
        case .rtl: direction = .rightToLeft
        case .contentSize: try setContentSize(value, command: command)
        case .scale:
            guard let scale = Double(value), scale.isFinite, scale >= 0, scale <= 16 else {
                throw UsageError("--scale needs a number from 0 to 16, got '\(value)'", command: command)
            }
            self.scale = scale
        default: assertionFailure("\(option.flag) is not an environment option")
        }
    }

    private static func length(_ value: String, _ option: OptionName, _ command: Command) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite, number > 0, number <= 100_000 else {
            throw UsageError("\(option.flag) needs a positive number of points, got '\(value)'", command: command)
        }
        return number
    }

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
            let isLandscape = landscape ?? device.landscape
            var environment = device.preset.environment(
                landscape: isLandscape, direction: direction, contentSize: contentSize,
                split: try splitView(of: device.preset, landscape: isLandscape, command: command))
            if let scale { environment.scale = scale }
            return environment
        }
        if split != nil {
            throw UsageError("--split needs an iPad --device (feed devices lists them)", command: command)
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

    /// The split view `--split` names on `preset` in its orientation: an iPad's, one it has there.
    func splitView(of preset: DevicePreset, landscape: Bool, command: Command) throws(UsageError)
        -> DevicePreset.SplitView?
    {
        guard let split else { return nil }
        let splits = preset.splitViews(landscape: landscape)
        guard !splits.isEmpty else {
            throw UsageError("--split applies to iPads; \(preset.name) has no split views", command: command)
        }
        let orientation = landscape ? "landscape" : "portrait"
        guard let view = splits.first(where: { $0.fraction == split }) else {
            let names = splits.map(\.fraction)
            if preset.splitView(split, landscape: !landscape) != nil {
                throw UsageError(
                    "\(preset.name) has no \(split) split view in \(orientation) (only turned); \(orientation) splits "
                        + names.joined(separator: ", "), command: command)
            }
            throw UsageError(
                "unknown split '\(split)'\(ArgumentParser.suggestion(split, among: names)); \(preset.name) in "
                    + "\(orientation) splits \(names.joined(separator: ", "))", command: command)
        }
        return view
    }

    /// Checks `--bars status,nav|large-title,tab`.
    static func barChoice(_ list: String, command: Command) throws(UsageError) -> PreviewBars.Choice {
        var choice = PreviewBars.Choice()
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            switch name {
            case "status": choice.statusBar = true
            case "nav": choice.navigationBar = true
            case "large-title": choice.largeTitle = true
            case "tab": choice.tabBar = true
            default:
                throw UsageError(
                    "unknown bar '\(name)'\(ArgumentParser.suggestion(name, among: barNames)); bars: status, nav, "
                        + "large-title, tab", command: command)
            }
        }
        if choice.navigationBar && choice.largeTitle {
            throw UsageError("--bars takes nav or large-title, not both", command: command)
        }
        return choice
    }

    /// The chosen bars' heights on the chosen device in its orientation, or on a bare screen
    /// (`PreviewBars.bareSide`).
    func bars(_ choice: PreviewBars.Choice, in environment: LayoutEnvironment) -> PreviewBars {
        let side =
            device.map { $0.preset.orientation(landscape: landscape ?? $0.landscape) }
            ?? PreviewBars.bareSide(of: environment)
        return PreviewBars(choice, on: side)
    }
}
