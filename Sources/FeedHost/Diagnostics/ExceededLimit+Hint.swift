import FeedScripting

extension ExceededLimit {
    /// How to raise the limit from the command line, appended to the bridge's message:
    /// `; if the work is real, raise the budget with --instruction-budget, e.g. --instruction-budget 200000`.
    /// The example doubles the current value; sizes are in the `--memory-cap` syntax (`16M`, `2G`).
    var raisingHint: String {
        switch self {
        case .instructionBudget(let budget):
            return "; if the work is real, raise the budget with --instruction-budget, "
                + "e.g. --instruction-budget \(min(budget, Int.max / 2) * 2)"
        case .memoryCap(let bytes):
            return "; if the data is real, raise the cap with --memory-cap, e.g. --memory-cap \(Self.flagSize(bytes))"
        case .memoryLimit(let bytes):
            return "; if the data is real, raise the feed's limit with --memory-limit, e.g. --memory-limit "
                + Self.flagSize(bytes)
        case .timeLimit(let milliseconds):
            return Self.timeHint("the limit", flag: "--script-timeout", milliseconds)
        case .feedTimeLimit(let milliseconds):
            return Self.timeHint("the feed's limit", flag: "--feed-timeout", milliseconds)
        }
    }

    /// A time limit's hint: `; if the work is real, raise the limit with --script-timeout, e.g. --script-timeout
    /// 0.4`, the example twice `milliseconds` in seconds.
    private static func timeHint(_ limit: String, flag: String, _ milliseconds: Int) -> String {
        "; if the work is real, raise \(limit) with \(flag), e.g. \(flag) "
            + ScriptLimits.seconds(min(milliseconds, Int.max / 2) * 2)
    }

    /// Twice `bytes` as a `--memory-cap` value: whole gibibytes as `2G`, else mebibytes rounded up (`16M`).
    private static func flagSize(_ bytes: Int) -> String {
        let mebibytes = (bytes / (1 << 20) + (bytes % (1 << 20) == 0 ? 0 : 1)) * 2
        return mebibytes % 1024 == 0 ? "\(mebibytes / 1024)G" : "\(mebibytes)M"
    }
}
