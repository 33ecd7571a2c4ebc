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
        // Taken apart, so nothing else holds the build's layout and snapshot once it lets them go.
        guard case (var build, let defaultStatePath, let diffOptions, let shapes, let recheck)? = runFeed(at: path)
        else {
            return FeedCommandLine.Status.usage
        }
        // The feed's runs and caches are gone: their pages go back before the baseline and the output take theirs.
        FreedMemory.release()
        let statePath = isCheck || options.noState ? nil : options.statePath ?? defaultStatePath
        // Checked before the scripts ran and again now: a `.feed` link out made meanwhile would be written through.
        if let recheck {
            do throws(FeedError) {
                try recheck()
            } catch {
                context.fail(error.commandDescription)
                return FeedCommandLine.Status.usage
            }
        }
        build.release(snapshot: false)
        // The new state file is written while the old one is read and the output made and printed: none of the
        // three depends on another, and reading the old state takes one core, which left the other idle.
        if let statePath { build.prepareSave(to: statePath) }
        // Every way out but success removes that temporary before the process exits (success exits in `finish`).
        defer { build.abandonSave() }
        let stateWarning =
            isCheck
            ? nil
            : Self.compare(
                &build, withStateAt: statePath, isNamed: options.statePath != nil, options: diffOptions,
                environment: options.feedEnvironment)
        build.release(snapshot: true)
        var document = build.document
        if let stateWarning { document.warnings.insert(stateWarning, at: 0) }

        if !options.quiet && !build.log.isEmpty {
            context.errors.write(build.log.map { TerminalText.escaped($0, keepingLines: true) + "\n" }.joined())
        }
        context.report(document.warnings + document.errors)
        let output = output(of: document, title: path)
        if !document.errors.isEmpty {
            if let output { _ = context.emit(output) }
            context.fail(Self.failureSummary(document, keptGoing: options.keepGoing, statePath: statePath))
            return FeedCommandLine.Status.failure
        }
        let unsaved = statePath.map { _ in "the state file was not changed" }
        guard context.emit(output, consequence: unsaved) else {
            return FeedCommandLine.Status.failure
        }
        if let statePath {
            do {
                try build.save(to: statePath, isNamed: options.statePath != nil)
            } catch {
                context.fail(error.commandDescription)
                return FeedCommandLine.Status.failure
            }
            // Saved through `.feed` as it is now, after the output: only while it is still the folder's own. (The
            // state's rename goes to the folder the temporary was made in, and fails if `.feed` was swapped.)
            if recheck.map({ (try? $0()) != nil }) ?? true { shapes?.save() }
        }
        return context.finish(FeedCommandLine.Status.success, keeping: build, document)
    }

    /// Diffs the build against the state file at `statePath` (none: a first run); the warning to show when the
    /// file cannot be read or its sections and items take more than the memory limit of `environment`, which
    /// makes this run a first one. Read only now, after the scripts ran: the baseline is not held beside them,
    /// and is let go once compared.
    private static func compare(
        _ build: inout FeedBuild, withStateAt statePath: String?, isNamed: Bool, options: DiffOptions,
        environment: FeedEnvironment
    ) -> Diagnostic? {
        guard let statePath else {
            build.compare(against: nil, options: options)
            return nil
        }
        let loaded = FeedBaseline.loading(from: statePath, environment: environment, isNamed: isNamed)
        build.compare(against: loaded.baseline, options: options)
        return loaded.warning.map { Diagnostic(.warning, script: statePath, message: $0) }
    }

    /// The document in the chosen format; nil for text with errors (without `--keep-going`), where the errors are
    /// the output.
    private func output(of document: FeedDocument, title: String) -> BuildOutput? {
        switch context.format {
        case .json: return .stream(document.jsonChunkStream())
        case .svg, .html: return .whole(context.drawing(document))
        case .text:
            let drawn = document.errors.isEmpty || context.options.keepGoing
            return drawn ? .whole(Array(context.renderer.render(document, title: title).utf8)) : nil
        }
    }

    /// Opens the feed and runs it without a baseline. The feed — its Lua states, the items converted from them,
    /// its layout caches — is released on return, before the baseline is read and the output made.
    private func runFeed(
        at path: String
    ) -> (
        build: FeedBuild, defaultStatePath: String, diff: DiffOptions, shapes: ShapeStore?,
        recheck: (@Sendable () throws(FeedError) -> Void)?
    )? {
        let options = context.options
        let feed: Feed
        let usesDefaultState = !isCheck && !options.noState && options.statePath == nil
        do {
            feed = try Feed(opening: path, environment: options.feedEnvironment)
            if usesDefaultState {
                try feed.checkDefaultStatePath()
            }
        } catch {
            context.fail(error.commandDescription)
            return nil
        }
        // As `feed watch` does: failed sections are reported and left out, the others laid out and printed.
        feed.keepsGoing = options.keepGoing
        // The labels' shapes the last build kept beside its state, taken before anything is measured.
        var shapes = isCheck || options.noState ? nil : ShapeStore(statePath: options.statePath ?? feed.statePath)
        shapes?.restore()
        return (
            feed.check(), feed.statePath, feed.pipeline.configuration.diff, shapes,
            usesDefaultState ? feed.defaultStatePathCheck : nil
        )
    }

    /// `2 errors in 1 file[; kept going: 3 sections laid out][; the state file was not changed]`; errors of the
    /// options (a screen too narrow for its margins) are `in the command line`, not counted as a file.
    static func failureSummary(_ document: FeedDocument, keptGoing: Bool, statePath: String?) -> String {
        let count = document.errors.count
        var scripts = Set(document.errors.map(\.script))
        let options = scripts.remove(Diagnostic.commandLine) != nil
        var places = scripts.isEmpty ? [] : ["\(scripts.count) file\(scripts.count == 1 ? "" : "s")"]
        if options { places.append("the command line") }
        var text = "\(count) error\(count == 1 ? "" : "s") in " + places.joined(separator: " and ")
        if keptGoing {
            let sections = document.sections.count
            text += "; kept going: \(sections) section\(sections == 1 ? "" : "s") laid out, no changes"
        }
        return text + (statePath == nil ? "" : "; the state file was not changed")
    }
}
