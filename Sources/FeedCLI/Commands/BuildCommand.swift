import FeedEngine
import FeedHost

/// `feed build [DIR]` and `feed check [DIR]`: run the feed, print it, and (build only) diff and save the state.
struct BuildCommand {
    let context: CommandContext
    let directory: String?
    /// `check`: no baseline, no state written.
    let isCheck: Bool

    func run() -> Int32 {
        let path = context.folder(directory)
        let options = context.options
        let feed: Feed
        do {
            feed = try Feed(opening: path, environment: options.feedEnvironment)
            if !isCheck, !options.noState, options.statePath == nil {
                try feed.checkDefaultStatePath()
            }
        } catch {
            context.fail("\(error)")
            return FeedCommandLine.Status.usage
        }
        // As `feed watch` does: failed sections are reported and left out, the others laid out and printed.
        feed.keepsGoing = options.keepGoing
        let statePath = isCheck || options.noState ? nil : options.statePath ?? feed.statePath
        var stateWarning: Diagnostic?
        var baseline: FeedBaseline?
        if let statePath {
            do {
                baseline = try FeedBaseline.load(from: statePath)
            } catch {
                stateWarning = Diagnostic(.warning, script: statePath, message: error.description)
            }
        }
        var build = isCheck ? feed.check() : feed.build(against: baseline)
        // The state file is encoded while the output is made and printed: the two are independent.
        if statePath != nil { build.prepareSave() }
        var document = build.document
        if let stateWarning { document.warnings.insert(stateWarning, at: 0) }

        if !options.quiet && !build.log.isEmpty {
            context.errors.write(build.log.map { TerminalText.escaped($0, keepingLines: true) + "\n" }.joined())
        }
        context.report(document.warnings + document.errors)
        let output: [[UInt8]]
        switch context.format {
        case .json: output = document.jsonChunks()
        case .svg, .html: output = [context.drawing(document)]
        case .text:
            let drawn = document.errors.isEmpty || options.keepGoing
            output = drawn ? [Array(context.renderer.render(document, title: path).utf8)] : []
        }
        if !document.errors.isEmpty {
            if !output.isEmpty { _ = context.emit(chunks: output) }
            context.fail(Self.failureSummary(document, keptGoing: options.keepGoing, statePath: statePath))
            return FeedCommandLine.Status.failure
        }
        guard context.emit(chunks: output) else { return FeedCommandLine.Status.failure }
        if let statePath {
            do {
                try build.save(to: statePath)
            } catch {
                context.fail(error.description)
                return FeedCommandLine.Status.failure
            }
        }
        return FeedCommandLine.Status.success
    }

    /// `2 errors in 1 file[; kept going: 3 sections laid out][; the state file was not changed]`.
    static func failureSummary(_ document: FeedDocument, keptGoing: Bool, statePath: String?) -> String {
        let count = document.errors.count
        let scripts = Set(document.errors.map(\.script)).count
        var text = "\(count) error\(count == 1 ? "" : "s") in \(scripts) file\(scripts == 1 ? "" : "s")"
        if keptGoing {
            let sections = document.sections.count
            text += "; kept going: \(sections) section\(sections == 1 ? "" : "s") laid out, no changes"
        }
        return text + (statePath == nil ? "" : "; the state file was not changed")
    }
}
