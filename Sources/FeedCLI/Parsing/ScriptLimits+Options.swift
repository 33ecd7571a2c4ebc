import FeedHost

extension ScriptLimits {
    /// `--instruction-budget`, `--memory-cap`, `--memory-limit`, `--script-timeout` and `--feed-timeout`.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        switch option {
        case .instructionBudget:
            guard let budget = Int(value.filter { $0 != "_" }), budget > 0 else {
                throw UsageError("--instruction-budget needs a positive whole number, got '\(value)'", command: command)
            }
            instructionBudget = budget
        case .memoryCap:
            memoryCap = try Self.size(value, option, example: "64M or 1G", command)
        case .memoryLimit:
            memoryLimit = try Self.size(value, option, example: "256M or 1G", command)
        case .scriptTimeout: timeLimit = try Self.milliseconds(value, option, command)
        case .feedTimeout: feedTimeLimit = try Self.milliseconds(value, option, command)
        default: assertionFailure("\(option.flag) is not a limit")
        }
    }

    /// Seconds, as `--script-timeout` and `--feed-timeout` take them, in milliseconds.
    private static func milliseconds(_ value: String, _ option: OptionName, _ command: Command)
        throws(UsageError) -> Int
    {
        guard let seconds = Double(value), seconds >= 0, seconds <= 86_400,
            seconds == 0 || (seconds * 1000).rounded() >= 1
        else {
            throw UsageError(
                "\(option.flag) needs seconds between 0.001 and 86400 (0 for no limit), got '\(value)'",
                command: command)
        }
        return Int((seconds * 1000).rounded())
    }

    private static func size(_ value: String, _ option: OptionName, example: String, _ command: Command)
        throws(UsageError) -> Int
    {
        guard let bytes = ArgumentParser.byteCount(value), bytes >= 1 << 20 else {
            throw UsageError(
                "\(option.flag) needs a size of at least 1M (like \(example)), got '\(value)'", command: command)
        }
        return bytes
    }
}
