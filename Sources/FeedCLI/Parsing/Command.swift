/// The subcommands of `feed` (docs/spec/contract.md §4).
package enum Command: String, CaseIterable, Hashable, Sendable {
    case `init`, build, watch, check, diff, new, serve, devices, export

    /// One line for the command list of `feed --help`.
    var summary: String {
        switch self {
        case .build: return "run every script, lay the feed out, diff against the last run, print, save state"
        case .watch: return "build, then rebuild on every change under DIR"
        case .check: return "run and validate every script; print every problem; write nothing but --out"
        case .diff: return "diff two state files (or two `build --format json` outputs)"
        case .new: return "scaffold a section script (--template carousel|grid|list|banner)"
        case .serve: return "serve a live preview page that updates on every save (http://127.0.0.1:8080/)"
        case .devices: return "list the --device presets: sizes, safe areas, size classes, margins, bars, sources"
        case .export: return "write the feed's UIKit layout as one Swift file (feed export swift)"
        case .`init`: return "start a feed folder: feed.lua, a section and its data, editor set-up (.luarc.json)"
        }
    }

    /// The synopsis of `feed <command> --help` and of usage errors.
    var synopsis: String {
        switch self {
        case .build, .watch, .check, .serve: return "feed \(rawValue) [DIR] [options]"
        case .diff: return "feed diff OLD NEW [options]"
        case .new: return "feed new NAME [--template carousel|grid|list|banner] [DIR]"
        case .devices: return "feed devices"
        case .export:
            return
                "feed export swift [DIR] [--out FILE] [--name NAME] [--ios N] [--client FILE] [--constraints snapkit|anchors]"
        case .`init`: return "feed init [DIR] [--template carousel|grid|list|banner]"
        }
    }

    /// The positional arguments: at least `minimum`, at most `maximum`.
    var positionalRange: ClosedRange<Int> {
        switch self {
        case .build, .watch, .check, .serve: return 0...1
        case .diff: return 2...2
        case .new: return 1...2
        case .devices: return 0...0
        case .export: return 1...2
        case .`init`: return 0...1
        }
    }

    /// The options this command accepts.
    var options: [OptionName] {
        let environment: [OptionName] = [
            .width, .height, .device, .orientation, .landscape, .split, .rtl, .contentSize, .bars, .scale,
        ]
        let limits: [OptionName] = [.instructionBudget, .memoryCap, .memoryLimit, .scriptTimeout, .feedTimeout]
        let output: [OptionName] = [.format, .out, .quiet]
        let diff: [OptionName] = [.itemUpdates, .reloadThreshold]
        switch self {
        case .build:
            return environment + output + [.state, .noState, .set, .scrollX, .scrollY, .keepGoing] + limits + diff
        case .watch: return environment + output + [.state, .noState, .set, .changesOnly] + limits + diff
        case .check: return environment + output + [.set, .keepGoing] + limits
        case .diff: return output + diff + [.memoryCap, .memoryLimit]
        case .new: return [.template, .quiet]
        case .devices: return []
        case .serve: return environment + [.set, .quiet, .port, .host] + limits + diff
        case .export: return environment + [.out, .quiet, .set, .name, .ios, .client, .constraints] + limits
        case .`init`: return [.template, .quiet]
        }
    }
}
