import FeedEngine
import FeedHost

/// `feed diff OLD NEW`: the changes between two state files or two `build --format json` outputs.
struct DiffCommand {
    let context: CommandContext
    let old: String
    let new: String

    func run() -> Int32 {
        let changes: ChangesDocument
        // The states and snapshots compared, held until the process exits (`CommandContext.finish`).
        var compared: [Any] = []
        do {
            changes = try FeedBaseline.comparison(
                ofFileAt: old, toFileAt: new, options: context.options.diff,
                limits: context.options.limits, keeping: { compared.append($0) })
        } catch {
            context.fail(error.commandDescription)
            return FeedCommandLine.Status.failure
        }
        let bytes: [UInt8]
        switch context.format {
        case .json, .svg, .html: bytes = changes.jsonBytes()
        case .text:
            bytes = Array(
                (context.renderer.render(changes, baseline: "from \(old) to \(new)").joined(separator: "\n") + "\n")
                    .utf8)
        }
        guard context.emit(bytes) else { return FeedCommandLine.Status.failure }
        return context.finish(FeedCommandLine.Status.success, keeping: compared, changes)
    }
}
