import FeedHost

/// Every `--option` the commands know, with its help text.
enum OptionName: String, CaseIterable, Hashable, Sendable {
    case width, height, device, orientation, landscape, split, rtl, contentSize = "content-size", bars, scale
    case format, out, state, noState = "no-state", set, quiet
    case instructionBudget = "instruction-budget", memoryCap = "memory-cap", scriptTimeout = "script-timeout"
    case memoryLimit = "memory-limit", feedTimeout = "feed-timeout"
    case template
    case port, host
    case scrollX = "scroll-x", scrollY = "scroll-y"
    case name, ios, client, constraints
    case itemUpdates = "item-updates", reloadThreshold = "reload-threshold"
    case keepGoing = "keep-going"
    case changesOnly = "changes-only"

    var flag: String { "--" + rawValue }

    /// Whether the option takes a value (`--width 390`, `--width=390`).
    var takesValue: Bool {
        switch self {
        case .noState, .quiet, .landscape, .rtl, .keepGoing, .changesOnly: return false
        default: return true
        }
    }

    /// The placeholder and one-line description for help texts.
    var help: (placeholder: String, text: String) {
        switch self {
        case .width: return ("W", "container width in points (default 390)")
        case .height: return ("H", "container height in points (default 844)")
        case .device: return ("NAME", "a device preset: safe areas, size classes, margins (`feed devices` lists them)")
        case .orientation: return ("portrait|landscape", "the device's orientation (default portrait)")
        case .landscape: return ("", "short for --orientation landscape")
        case .split:
            return ("1/3|1/2|2/3", "an iPad's Split View width (1/2 in landscape only; `feed devices` lists them)")
        case .rtl: return ("", "lay the feed out right to left, mirrored as UIKit mirrors it")
        case .contentSize:
            return ("SIZE", "Dynamic Type size, xSmall … accessibilityExtraExtraExtraLarge (default large)")
        case .bars: return ("LIST", "bars the preview draws: status, nav or large-title, tab (e.g. status,nav,tab)")
        case .scale: return ("S", "pixel grid: pixels per point (default the device's, else 3; 0 = no rounding)")
        case .format: return FormatChoice.help(for: .build)
        case .out: return ("FILE", "write the output to FILE instead of standard output")
        case .state: return ("FILE", "state file to diff against and save (default DIR/.feed/state.json)")
        case .noState: return ("", "neither read nor write a state file (every run is a first run)")
        case .changesOnly:
            return ("", "after the first document, print only the sections that changed, the order and the changes")
        case .keepGoing:
            return ("", "with errors, still lay out and print the sections that work (status 1, state not saved)")
        case .set: return ("KEY=VALUE", "a variable for scripts (ctx.vars.KEY); repeatable")
        case .quiet: return ("", "print no warnings and no progress, only results and errors")
        case .instructionBudget:
            return (
                "N", "Lua instructions each script may run per call (default \(ScriptLimits.defaultInstructionBudget))"
            )
        case .memoryCap:
            return (
                "SIZE",
                "memory each script's Lua state may use, e.g. 64M (default \(ScriptLimits.defaultMemoryCap >> 20)M)"
            )
        case .memoryLimit:
            return (
                "SIZE",
                "memory all scripts together may use: their Lua states and the values they return; also what "
                    + "a state file's sections and items may take read (default \(ScriptLimits.defaultMemoryLimit >> 20)M)"
            )
        case .scriptTimeout:
            return (
                "SECONDS",
                "running time each script may take per run (default \(ScriptLimits.defaultTimeLimit / 1000); 0 = none)"
            )
        case .feedTimeout:
            return (
                "SECONDS",
                "time all scripts together may take per run (default \(ScriptLimits.defaultFeedTimeLimit / 1000); 0 = none)"
            )
        case .template: return ("NAME", "carousel, grid, list or banner (default carousel)")
        case .itemUpdates:
            return (
                "reconfigure|reload", "send changed items as reconfigureItems after the batch (default) or reloadItems"
            )
        case .reloadThreshold:
            return (
                "N",
                "above N batch operations send reloadData instead (default \(DiffOptions.defaultReloadThreshold); 0 = never)"
            )
        case .port, .host: return ServerOptions.help(for: self)
        case .scrollX: return ("X", "also show pinned elements where they sit at this horizontal scroll offset")
        case .scrollY:
            return ("Y", "also show pinned elements where they sit at this contentOffset.y (at rest: −top inset)")
        case .name: return ("NAME", "the generated Swift enum's name (default FeedSections)")
        case .ios: return ("N", "oldest iOS the exported file builds for, 13 to 17 (default 15)")
        case .client: return ("FILE", "also write the Swift client that applies `changes` to a UICollectionView")
        case .constraints:
            return ("snapkit|anchors", "how exported cells write constraints (default anchors: UIKit only)")
        }
    }
}
