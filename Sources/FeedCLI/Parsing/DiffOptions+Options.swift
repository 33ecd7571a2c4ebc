import FeedDiff
import FeedHost

extension DiffOptions {
    /// `--item-updates` and `--reload-threshold`.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        if option == .itemUpdates {
            guard let style = ItemUpdateStyle(rawValue: value) else {
                throw UsageError("--item-updates must be reconfigure or reload, got '\(value)'", command: command)
            }
            itemUpdates = style
        } else {
            guard let threshold = Int(value.filter { $0 != "_" }), threshold >= 0 else {
                throw UsageError(
                    "--reload-threshold needs a whole number of operations (0 = never), got '\(value)'",
                    command: command)
            }
            reloadThreshold = threshold
        }
    }
}
