import FeedEngine
import FeedHost
import FileWatching

/// `feed watch [DIR]`: build, then rebuild on every change under DIR until interrupted (docs/spec/contract.md §4).
///
/// Only the scripts a change affects run again; a failing script keeps its last good section and its errors
/// show until it is fixed. Text mode redraws one view per rebuild; `--format json` prints one document per
/// rebuild, one per line (NDJSON), each written at once. `SIGINT`/`SIGTERM` end the command with status 0 within a
/// second whatever a script does; `SIGHUP` runs everything again. Rebuilds run on a worker thread: a change that
/// arrives meanwhile cancels the rebuild in progress and the next one includes it.
struct WatchCommand {
    let context: CommandContext
    let directory: String?

    /// Said after an output failure, which ends the watch.
    static let ending = "the watch ends"

    func run() -> Int32 {
        let options = context.options
        // An error in the arguments, before the folder is named: with the usage line, as the parser's own.
        if options.changesOnly && context.format != .json {
            context.fail("--changes-only needs --format json (its lines are JSON documents)")
            context.errors.write(HelpText.usage(for: .watch))
            return FeedCommandLine.Status.usage
        }
        let path = context.folder(directory)
        guard let session = openSession(at: path) else { return FeedCommandLine.Status.usage }
        // Before the first build, so a save during it is reported afterwards.
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(folder: path) { [context] notice in context.fail(notice) }
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        let screen = WatchScreen(
            renderer: context.renderer, redraws: options.out == nil && context.output.isTerminal, title: path)
        let trap = SignalTrap(waking: watcher.wakeDescriptor)
        // A rebuild that ends wakes the wait for file changes, so its document is printed at once.
        var loop = RebuildLoop(session: session) { [watcher] in watcher.wake() }
        loop.begin { $0.start() }
        let written = watch(&loop, watcher: watcher, trap: trap, screen: screen)
        // A stop cancels the rebuild in progress; its scripts end at their next hook tick.
        loop.finish()
        if let failure = session.flushState() { context.fail(failure) }
        trap.remove()
        watcher.stop()
        return written ? FeedCommandLine.Status.success : FeedCommandLine.Status.failure
    }

    /// The session of the feed at `path`, saving its state in the background; nil, said, when the feed or its
    /// state file's place is unusable.
    private func openSession(at path: String) -> FeedSession? {
        let options = context.options
        do {
            let session = try FeedSession(
                feedAt: path, environment: options.feedEnvironment,
                savingStateTo: options.noState ? nil : options.statePath ?? Feed.defaultStatePath(of: path),
                ignoring: [options.out].compactMap { $0 }, statePathIsNamed: options.statePath != nil)
            if !options.noState, options.statePath == nil { try session.checkDefaultStatePath() }
            // The document goes out before the state file is on disk; the loop waits for the file before exiting.
            session.savesStateInBackground = true
            return session
        } catch {
            context.fail(error.commandDescription)
            return nil
        }
    }

    /// Shows every rebuild until a stop signal, the watcher's end or an output failure; false after an output
    /// failure (the watch then ends with status 1, as no later line could be read).
    private func watch(_ loop: inout RebuildLoop, watcher: FileWatcher, trap: borrowing SignalTrap, screen: WatchScreen)
        -> Bool
    {
        // The document of the last line printed: `--changes-only` lists the sections that differ from it.
        var lastShown: FeedDocument?
        while true {
            switch watcher.next(timeout: loop.isRebuilding ? .milliseconds(100) : .seconds(1)) {
            case .changes(let batch):
                loop.changed(batch)
            case .timedOut, .interrupted:
                break
            case .stopped:
                return true
            }
            let signals = trap.take()
            if signals.stop { return true }
            if signals.restart { loop.restartRequested() }
            guard let build = loop.step() else { continue }
            let written = show(build, screen: screen, after: loop.skippedSinceShown ? nil : lastShown)
            lastShown = build.update?.document ?? lastShown
            loop.shown()
            if !written { return false }
        }
    }

    /// Prints one rebuild; with `--changes-only`, only what differs from `previous` (the whole document when
    /// there is none: the first line, or a rebuild was not shown, so its changes would not follow from the last
    /// line printed).
    /// - Returns: false when the output could not be written (reported).
    private func show(_ build: FeedBuild, screen: WatchScreen, after previous: FeedDocument?) -> Bool {
        guard let update = build.update else { return true }
        switch context.format {
        case .json:
            if !context.options.quiet && !build.log.isEmpty {
                context.errors.write(build.log.map { TerminalText.escaped($0, keepingLines: true) + "\n" }.joined())
            }
            context.report(update.document.warnings + update.document.errors)
            for notice in update.notices { context.fail(notice.description) }
            if context.options.changesOnly, let previous {
                return context.emit(
                    ChangesOnlyLine.jsonBytes(update.document, since: previous), consequence: Self.ending)
            }
            return context.emit(update.document.jsonBytes(), consequence: Self.ending)
        case .text, .svg, .html:
            // The parser admits only text and json for watch (`feed serve` is the live drawing).
            let log = context.options.quiet ? [] : build.log
            return context.emit(Array(screen.render(update, log: log).utf8), consequence: Self.ending)
        }
    }
}
