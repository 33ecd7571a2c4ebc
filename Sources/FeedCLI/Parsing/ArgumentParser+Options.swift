import FeedDiff
import FeedHost
import FeedLayout

/// What each option does to the command line's options, by group: the environment, the limits, the diff,
/// `feed serve`'s and `feed export`'s own, and the rest (output, state, variables, scaffolding, scrolling).
extension ArgumentParser {
    static func apply(
        _ option: OptionName, _ value: String, to options: inout CommandOptions, choice: inout EnvironmentChoice,
        command: Command
    ) throws(UsageError) {
        switch option {
        case .width, .height, .device, .orientation, .landscape, .split, .rtl, .contentSize, .scale:
            try choice.set(option, to: value, command: command)
        case .bars: options.barChoice = try EnvironmentChoice.barChoice(value, command: command)
        case .instructionBudget, .memoryCap, .memoryLimit, .scriptTimeout, .feedTimeout:
            try options.limits.set(option, to: value, command: command)
        case .itemUpdates, .reloadThreshold: try options.diff.set(option, to: value, command: command)
        case .port, .host: try options.server.set(option, to: value, command: command)
        case .name, .ios, .client, .constraints: try options.export.set(option, to: value, command: command)
        case .format, .out, .state, .noState, .keepGoing, .changesOnly, .set, .quiet, .template, .scrollX, .scrollY:
            try options.set(option, to: value, command: command)
        }
    }
}

extension CommandOptions {
    /// The options of output, state, variables, `feed new`'s template and the scroll offset.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        switch option {
        case .format:
            guard let format = Format(rawValue: value) else {
                throw UsageError(
                    "--format must be \(FormatChoice.list(for: command)), got '\(value)'", command: command)
            }
            try FormatChoice.check(format, for: command)
            self.format = format
        case .out:
            guard !value.isEmpty else { throw UsageError("--out needs a file name", command: command) }
            out = value
        case .state:
            guard !value.isEmpty else { throw UsageError("--state needs a file name", command: command) }
            statePath = value
        case .set:
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                throw UsageError("--set needs KEY=VALUE, got '\(value)'", command: command)
            }
            variables[String(value[..<equals])] = String(value[value.index(after: equals)...])
        case .template:
            let templates = ["carousel", "grid", "list", "banner"]
            guard templates.contains(value) else {
                throw UsageError(
                    "unknown template '\(value)'\(ArgumentParser.suggestion(value, among: templates)); templates: "
                        + templates.joined(separator: ", "), command: command)
            }
            template = value
        case .scrollX: scrollOffset = Point(x: try Self.offset(value, option, command), y: scrollOffset?.y ?? 0)
        case .scrollY: scrollOffset = Point(x: scrollOffset?.x ?? 0, y: try Self.offset(value, option, command))
        case .noState: noState = true
        case .keepGoing: keepGoing = true
        case .changesOnly: changesOnly = true
        case .quiet: quiet = true
        default: assertionFailure("\(option.flag) is applied by ArgumentParser.apply, not here")
        }
    }

    /// A scroll offset: a finite number of points, UIKit's `contentOffset` (negative at rest on a screen with a top
    /// inset; offsets outside the scrollable range clamp later, as a scroll view clamps them).
    private static func offset(_ value: String, _ option: OptionName, _ command: Command) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite else {
            throw UsageError("\(option.flag) needs a scroll offset in points, got '\(value)'", command: command)
        }
        return number
    }
}
