import FeedScripting

extension Diagnostic {
    /// This diagnostic with the way to raise a limit it hit named as an app raises it, the `FeedEnvironment`
    /// property and a value in its unit (`raise the limit with FeedEnvironment.timeLimit, e.g. 10000`), not as the
    /// `feed` command's option (`--script-timeout, e.g. --script-timeout 10`), which an app has nowhere to give.
    var namingEnvironmentLimits: Diagnostic {
        for (flag, property, unit) in Self.limitOptions {
            let option = "with \(flag), e.g. \(flag) "
            guard let start = message.range(of: option), let value = unit(String(message[start.upperBound...]))
            else { continue }
            var named = self
            named.message = String(message[..<start.lowerBound]) + "with FeedEnvironment.\(property), e.g. \(value)"
            return named
        }
        return self
    }

    /// This diagnostic with a problem of the environment named where an app sets it: `FeedEnvironment` and its
    /// `layout.width`, not `command line` and `environment.width`, as `feed` names its options (an app has none).
    var namingEnvironmentFields: Diagnostic {
        guard script == Diagnostic.commandLine, field.hasPrefix("environment.") else { return self }
        var named = self
        named.script = "FeedEnvironment"
        named.field = "layout." + field.dropFirst("environment.".count)
        return named
    }

    /// Each limit's option, its `FeedEnvironment` property, and the option's example value in the property's unit.
    private static let limitOptions: [(String, String, @Sendable (String) -> Int?)] = [
        ("--instruction-budget", "instructionBudget", { Int($0) }),
        ("--memory-cap", "memoryCap", bytes),
        ("--memory-limit", "memoryLimit", bytes),
        ("--script-timeout", "timeLimit", milliseconds),
        ("--feed-timeout", "feedTimeLimit", milliseconds),
    ]

    /// `16M` or `2G` in bytes.
    private static func bytes(_ size: String) -> Int? {
        guard let count = Int(size.dropLast()) else { return nil }
        switch size.last {
        case "M": return count << 20
        case "G": return count << 30
        default: return nil
        }
    }

    /// `0.4` (seconds) in milliseconds.
    private static func milliseconds(_ seconds: String) -> Int? {
        Double(seconds).map { Int(($0 * 1000).rounded()) }
    }
}
