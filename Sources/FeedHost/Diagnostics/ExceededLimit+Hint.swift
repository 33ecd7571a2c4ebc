import FeedScripting

extension ExceededLimit {
    /// How to raise the limit from the command line, appended to the bridge's message:
    /// `; if the work is real, raise the budget with --instruction-budget, e.g. --instruction-budget 200000`.
    /// The example doubles the current value; sizes are in the `--memory-cap` syntax (`16M`, `2G`), times in
    /// seconds.
    var raisingHint: String {
        let (what, option, _) = names
        return "; \(what) with \(option), e.g. \(option) \(optionExample)"
    }

    /// How an app raises the limit, the same sentence as `raisingHint` naming the `FeedEnvironment` property and
    /// an example in its unit (bytes, milliseconds), built from the value: `; if the work is real, raise the
    /// limit with FeedEnvironment.timeLimit, e.g. 10000`. An app has no command line to give `--script-timeout` to.
    package var libraryHint: String {
        let (what, _, property) = names
        return "; \(what) with FeedEnvironment.\(property), e.g. \(Self.doubled(value))"
    }

    /// `text` with the last `raisingHint` in it, which the host put there for this limit, as `libraryHint`: the
    /// value is this limit's, not read back from the text (a script's own words before it stay as written).
    package func namingLibrary(in text: String) -> String {
        guard let range = text.ranges(of: raisingHint).last else { return text }
        var named = text
        named.replaceSubrange(range, with: libraryHint)
        return named
    }

    /// What to raise and when, the command's option, the `FeedEnvironment` property.
    private var names: (what: String, option: String, property: String) {
        switch self {
        case .instructionBudget:
            return ("if the work is real, raise the budget", "--instruction-budget", "instructionBudget")
        case .memoryCap: return ("if the data is real, raise the cap", "--memory-cap", "memoryCap")
        case .memoryLimit: return ("if the data is real, raise the feed's limit", "--memory-limit", "memoryLimit")
        case .timeLimit: return ("if the work is real, raise the limit", "--script-timeout", "timeLimit")
        case .feedTimeLimit: return ("if the work is real, raise the feed's limit", "--feed-timeout", "feedTimeLimit")
        }
    }

    /// The limit's value in its `FeedEnvironment` unit: instructions, bytes or milliseconds.
    private var value: Int {
        switch self {
        case .instructionBudget(let value), .memoryCap(let value), .memoryLimit(let value), .timeLimit(let value),
            .feedTimeLimit(let value):
            return value
        }
    }

    /// Twice the value as the option takes it: a count, a size (`16M`), seconds (`0.4`).
    private var optionExample: String {
        switch self {
        case .instructionBudget(let budget): return "\(Self.doubled(budget))"
        case .memoryCap(let bytes), .memoryLimit(let bytes): return Self.flagSize(bytes)
        case .timeLimit(let milliseconds), .feedTimeLimit(let milliseconds):
            return ScriptLimits.seconds(Self.doubled(milliseconds))
        }
    }

    /// Twice `value`, kept from overflowing.
    private static func doubled(_ value: Int) -> Int {
        min(value, Int.max / 2) * 2
    }

    /// Twice `bytes` as a `--memory-cap` value: whole gibibytes as `2G`, else mebibytes rounded up (`16M`).
    private static func flagSize(_ bytes: Int) -> String {
        let mebibytes = (bytes / (1 << 20) + (bytes % (1 << 20) == 0 ? 0 : 1)) * 2
        return mebibytes % 1024 == 0 ? "\(mebibytes / 1024)G" : "\(mebibytes)M"
    }
}
