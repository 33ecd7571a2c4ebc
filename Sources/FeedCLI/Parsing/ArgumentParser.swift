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
            // `help` and `version` are words of `feed` itself, not commands: `feed help help` is the overview.
            let ownWords: Set<String> = ["help", "--help", "-h", "version", "--version", "-V"]
            guard arguments.count > 1, !ownWords.contains(arguments[1]) else { return Invocation(action: .help(nil)) }
            // `feed help COMMAND` is `feed COMMAND --help` (contract §4), so a name that is no command is the same
            // usage error, with the same suggestion, rather than the general help and status 0.
            guard let command = Command(rawValue: arguments[1]) else { throw unknownCommand(arguments[1]) }
            return Invocation(action: .help(command))
        case "--version", "-V", "version":
            return Invocation(action: .version)
        default:
            break
        }
        guard let command = Command(rawValue: first) else {
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'\(suggestion(first, among: ["--help", "--version"]))")
            }
            throw unknownCommand(first)
        }
        return try parse(Array(arguments.dropFirst()), for: command)
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        UsageError("unknown command '\(name)'\(suggestion(name, among: Command.allCases.map(\.rawValue)))")
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
            let (option, value) = try read(argument, following: arguments, at: &index, for: command)
            try apply(option, value, to: &options, choice: &choice, command: command)
        }
        try finish(&options, choice: choice, command: command)
        try checkCount(of: positionals, for: command)
        return Invocation(action: .run(command), positionals: positionals, options: options)
    }

    /// The option `argument` names and its value: after `=` in the argument, else the next argument (taken,
    /// moving `index` on); "" for an option that takes none.
    private static func read(
        _ argument: String, following arguments: [String], at index: inout Int, for command: Command
    ) throws(UsageError) -> (OptionName, String) {
        var name = String(argument.drop { $0 == "-" })
        var inlineValue: String?
        if let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        guard let option = OptionName(rawValue: name), argument.hasPrefix("--") else {
            let known = command.options.map(\.flag) + ["--help"]
            throw UsageError("unknown option '\(argument)'\(suggestion("--" + name, among: known))", command: command)
        }
        guard command.options.contains(option) else {
            throw UsageError("option \(option.flag) does not apply to \(command.rawValue)", command: command)
        }
        guard option.takesValue else {
            guard inlineValue == nil else { throw UsageError("option \(option.flag) takes no value", command: command) }
            return (option, "")
        }
        if let inlineValue { return (option, inlineValue) }
        guard index < arguments.count else {
            throw UsageError("option \(option.flag) needs a value (\(option.help.placeholder))", command: command)
        }
        index += 1
        return (option, arguments[index - 1])
    }

    /// What needs every option known: the environment, the previews' bars, the format `--out` implies, and the
    /// combinations that contradict each other.
    private static func finish(_ options: inout CommandOptions, choice: EnvironmentChoice, command: Command)
        throws(UsageError)
    {
        options.environment = try choice.environment(command: command)
        options.scale = choice.scale
        options.bars = choice.bars(options.barChoice, in: options.environment)
        // `--out feed.svg` means SVG; `--format` wins. Export's `--out` is its Swift file.
        if options.format == nil, let out = options.out, command.options.contains(.format) {
            options.format = try FormatChoice.implied(byOut: out, for: command)
        }
        if options.noState && options.statePath != nil {
            throw UsageError("--state and --no-state cannot be combined", command: command)
        }
    }

    private static func checkCount(of positionals: [String], for command: Command) throws(UsageError) {
        let range = command.positionalRange
        if positionals.count < range.lowerBound {
            let missing =
                command == .diff ? "OLD and NEW state files" : command == .export ? "a language (swift)" : "a NAME"
            throw UsageError("\(command.rawValue) needs \(missing)", command: command)
        }
        if positionals.count > range.upperBound {
            throw UsageError("unexpected argument '\(positionals[range.upperBound])'", command: command)
        }
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
