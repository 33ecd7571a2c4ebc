import FeedDiff
import FeedHost
import FeedLayout

/// The hand-written parser of `feed`'s command line.
///
/// Accepts `--name value` and `--name=value`, `-h` for `--help`, and `--` to end the options. Every problem is a
/// `UsageError` with a one-line reason (and a did-you-mean for a misspelt option or command).
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return Invocation(action: .help(nil)) }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = Command(rawValue: arguments[1]) {
                return Invocation(action: .help(command))
            }
            return Invocation(action: .help(nil))
        case "--version", "-V", "version":
            return Invocation(action: .version)
        default:
            break
        }
        guard let command = Command(rawValue: first) else {
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'\(suggestion(first, among: ["--help", "--version"]))")
            }
            throw UsageError(
                "unknown command '\(first)'\(suggestion(first, among: Command.allCases.map(\.rawValue)))")
        }
        return try parse(Array(arguments.dropFirst()), for: command)
    }

    private static func parse(_ arguments: [String], for command: Command) throws(UsageError) -> Invocation {
        var options = CommandOptions()
        var positionals: [String] = []
        var choice = EnvironmentChoice()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" { return Invocation(action: .help(command)) }
            if argument == "--version" { return Invocation(action: .version) }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = OptionName(rawValue: name), argument.hasPrefix("--") else {
                let known = command.options.map(\.flag) + ["--help"]
                throw UsageError(
                    "unknown option '\(argument)'\(suggestion("--" + name, among: known))", command: command)
            }
            guard command.options.contains(option) else {
                throw UsageError("option \(option.flag) does not apply to \(command.rawValue)", command: command)
            }
            var value = ""
            if option.takesValue {
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError(
                            "option \(option.flag) needs a value (\(option.help.placeholder))", command: command)
                    }
                    value = arguments[index]
                    index += 1
                }
            } else if inlineValue != nil {
                throw UsageError("option \(option.flag) takes no value", command: command)
            }
            switch option {
            case .width: choice.width = try length(value, option, command)
            case .height: choice.height = try length(value, option, command)
            case .device: try choice.setDevice(value, command: command)
            case .orientation: try choice.setOrientation(value, command: command)
            case .landscape: choice.landscape = true
            case .split: choice.split = value
            case .rtl: choice.direction = .rightToLeft
            case .contentSize: try choice.setContentSize(value, command: command)
            case .bars: options.barChoice = try EnvironmentChoice.barChoice(value, command: command)
            case .scale:
                guard let scale = Double(value), scale.isFinite, scale >= 0, scale <= 16 else {
                    throw UsageError("--scale needs a number from 0 to 16, got '\(value)'", command: command)
                }
                choice.scale = scale
            case .format:
                guard let format = CommandOptions.Format(rawValue: value) else {
                    throw UsageError(
                        "--format must be \(FormatChoice.list(for: command)), got '\(value)'", command: command)
                }
                try FormatChoice.check(format, for: command)
                options.format = format
            case .out:
                guard !value.isEmpty else { throw UsageError("--out needs a file name", command: command) }
                options.out = value
            case .state:
                guard !value.isEmpty else { throw UsageError("--state needs a file name", command: command) }
                options.statePath = value
            case .noState:
                options.noState = true
            case .keepGoing:
                options.keepGoing = true
            case .changesOnly:
                options.changesOnly = true
            case .set:
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                    throw UsageError("--set needs KEY=VALUE, got '\(value)'", command: command)
                }
                options.variables[String(value[..<equals])] = String(value[value.index(after: equals)...])
            case .quiet:
                options.quiet = true
            case .instructionBudget:
                guard let budget = Int(value.filter { $0 != "_" }), budget > 0 else {
                    throw UsageError(
                        "--instruction-budget needs a positive whole number, got '\(value)'", command: command)
                }
                options.limits.instructionBudget = budget
            case .memoryCap:
                guard let bytes = byteCount(value), bytes >= 1 << 20 else {
                    throw UsageError(
                        "--memory-cap needs a size of at least 1M (like 64M or 1G), got '\(value)'", command: command)
                }
                options.limits.memoryCap = bytes
            case .memoryLimit:
                guard let bytes = byteCount(value), bytes >= 1 << 20 else {
                    throw UsageError(
                        "--memory-limit needs a size of at least 1M (like 256M or 1G), got '\(value)'", command: command
                    )
                }
                options.limits.memoryLimit = bytes
            case .scriptTimeout:
                guard let seconds = Double(value), seconds >= 0, seconds <= 86_400,
                    seconds == 0 || (seconds * 1000).rounded() >= 1
                else {
                    throw UsageError(
                        "--script-timeout needs seconds between 0.001 and 86400 (0 for no limit), got '\(value)'",
                        command: command)
                }
                options.limits.timeLimit = Int((seconds * 1000).rounded())
            case .template:
                let templates = ["carousel", "grid", "list", "banner"]
                guard templates.contains(value) else {
                    throw UsageError(
                        "unknown template '\(value)'\(suggestion(value, among: templates)); templates: carousel, grid, list, banner",
                        command: command)
                }
                options.template = value
            case .port, .host:
                try options.server.set(option, to: value, command: command)
            case .scrollX:
                options.scrollOffset = Point(x: try offset(value, option, command), y: options.scrollOffset?.y ?? 0)
            case .scrollY:
                options.scrollOffset = Point(x: options.scrollOffset?.x ?? 0, y: try offset(value, option, command))
            case .name, .ios, .client, .constraints:
                try options.export.set(option, to: value, command: command)
            case .itemUpdates:
                guard let style = ItemUpdateStyle(rawValue: value) else {
                    throw UsageError("--item-updates must be reconfigure or reload, got '\(value)'", command: command)
                }
                options.diff.itemUpdates = style
            case .reloadThreshold:
                guard let threshold = Int(value.filter { $0 != "_" }), threshold >= 0 else {
                    throw UsageError(
                        "--reload-threshold needs a whole number of operations (0 = never), got '\(value)'",
                        command: command)
                }
                options.diff.reloadThreshold = threshold
            }
        }
        options.environment = try choice.environment(command: command)
        options.bars = choice.bars(options.barChoice, in: options.environment)
        // `--out feed.svg` means SVG; `--format` wins. Export's `--out` is its Swift file.
        if options.format == nil, let out = options.out, command.options.contains(.format) {
            options.format = try FormatChoice.implied(byOut: out, for: command)
        }
        if options.noState && options.statePath != nil {
            throw UsageError("--state and --no-state cannot be combined", command: command)
        }
        let range = command.positionalRange
        if positionals.count < range.lowerBound {
            let missing =
                command == .diff ? "OLD and NEW state files" : command == .export ? "a language (swift)" : "a NAME"
            throw UsageError("\(command.rawValue) needs \(missing)", command: command)
        }
        if positionals.count > range.upperBound {
            throw UsageError("unexpected argument '\(positionals[range.upperBound])'", command: command)
        }
        return Invocation(action: .run(command), positionals: positionals, options: options)
    }

    private static func length(_ value: String, _ option: OptionName, _ command: Command) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite, number > 0, number <= 100_000 else {
            throw UsageError("\(option.flag) needs a positive number of points, got '\(value)'", command: command)
        }
        return number
    }

    /// A scroll offset: a finite number of points, UIKit's `contentOffset` (negative at rest on a screen with a top
    /// inset; offsets outside the scrollable range clamp later, as a scroll view clamps them).
    private static func offset(_ value: String, _ option: OptionName, _ command: Command) throws(UsageError) -> Double {
        guard let number = Double(value), number.isFinite else {
            throw UsageError("\(option.flag) needs a scroll offset in points, got '\(value)'", command: command)
        }
        return number
    }

    /// `64M`, `1G`, `512K` or a plain number of bytes.
    static func byteCount(_ text: String) -> Int? {
        guard let last = text.last else { return nil }
        let multipliers: [Character: Int] = [
            "K": 1 << 10, "k": 1 << 10, "M": 1 << 20, "m": 1 << 20, "G": 1 << 30, "g": 1 << 30,
        ]
        if let multiplier = multipliers[last] {
            guard let number = Int(text.dropLast()), number > 0, number <= (1 << 40) / multiplier else { return nil }
            return number * multiplier
        }
        return Int(text)
    }

    /// ` (did you mean 'x'?)` when a candidate is within a small edit distance of `word`.
    static func suggestion(_ word: String, among candidates: [String]) -> String {
        EditDistance.closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
