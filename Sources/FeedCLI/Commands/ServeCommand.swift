import FeedEngine
import FeedHost
import FileWatching
import PreviewServer
import Synchronization

/// `feed serve [DIR]`: `feed watch` with a live preview page served over HTTP.
///
/// The watcher is created before the first build, so a save during it is not missed; builds run on a worker thread,
/// so a save cancels a hung one and a signal ends the command within a second. Each environment a page shows
/// has its own `FeedSession` (through `FeedRebuilder`), fed every batch of changes from this one watcher: the
/// affected scripts re-run as in `feed watch` and the documents are pushed to the pages. Serve never reads or
/// writes the state file (docs/decisions.md), so `feed build` and `feed watch` keep their baseline.
struct ServeCommand {
    let context: CommandContext
    let directory: String?

    func run() -> Int32 {
        let path = context.folder(directory)
        let options = context.options
        let rebuilder: FeedRebuilder
        let watcher: FileWatcher
        let notices = NoticeQueue()
        do {
            rebuilder = try FeedRebuilder(feedAt: path, environment: options.feedEnvironment)
        } catch {
            context.fail(error.commandDescription)
            return FeedCommandLine.Status.usage
        }
        do {
            watcher = try FileWatcher(folder: path) { notices.add($0) }
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        defer { watcher.stop() }
        // Before the first build: a stop signal ends the process within a second whatever a script does.
        ServeSignals.install()
        let preview = LivePreview(environment: options.environment) { rebuilder.document(at: $0) }
        // The server answers while the first build runs (a page waits for it, then is told to retry).
        guard let server = startServer(for: preview, at: path) else { return FeedCommandLine.Status.failure }
        serve(rebuilder, watching: watcher, notices: notices, preview: preview)
        preview.close()
        server.stop()
        return FeedCommandLine.Status.success
    }

    /// The HTTP server of the preview page, started and announced; nil, said, when it cannot start.
    private func startServer(for preview: LivePreview, at path: String) -> HTTPServer? {
        let options = context.options
        let server: HTTPServer
        do {
            let site = PreviewSite(
                preview: preview, requiresLoopbackHost: ServerOptions.isLoopback(options.server.host),
                bars: options.bars, barChoice: options.barChoice, scale: options.scale)
            server = try HTTPServer(host: options.server.host, port: options.server.port) { site.respond(to: $0) }
        } catch {
            context.fail(error.description)
            return nil
        }
        let host = server.host.contains(":") ? "[\(server.host)]" : server.host
        context.output.write(
            "serving \(TerminalText.escaped(path)) at http://\(host):\(server.port)/ (Ctrl-C to stop)\n")
        if !ServerOptions.isLoopback(server.host) {
            context.errors.write(
                "feed: warning: \(server.host) is not loopback; anyone who can reach it can read the feed\n")
        }
        return server
    }

    /// Builds, then rebuilds after every batch of changes, until a stop signal or the watcher's end. Rebuilds run
    /// on a worker thread; changes that arrive meanwhile cancel the rebuild in progress, which applies them
    /// before it ends.
    private func serve(
        _ rebuilder: FeedRebuilder, watching watcher: FileWatcher, notices: NoticeQueue, preview: LivePreview
    ) {
        let environment = context.options.environment
        var running: ServeRebuild? = ServeRebuild(changed: nil) {
            _ = preview.snapshot(at: environment)
            return rebuilder.update(at: environment)
        }
        var waiting: [String] = []
        var reported: FeedBuild?
        while !ServeSignals.stopRequested {
            for notice in notices.drain() { context.fail(notice) }
            switch watcher.next(timeout: .milliseconds(running == nil ? 500 : 100)) {
            case .changes(let changes):
                if rebuilder.filesChanged(changes) { waiting += changes.map(\.path) }
            case .timedOut, .interrupted:
                break
            case .stopped:
                return
            }
            if let rebuild = running {
                guard let build = rebuild.finished else {
                    rebuilder.cancelOvertaken()
                    continue
                }
                running = nil
                // The same sequence: no script reads what changed, at this environment.
                if reported == nil || build.update?.sequence != reported?.update?.sequence {
                    report(build, changed: rebuild.changed)
                }
                reported = build
            }
            if !waiting.isEmpty {
                running = ServeRebuild(changed: waiting) {
                    preview.rebuild()
                    return rebuilder.update(at: environment)
                }
                waiting = []
            }
        }
    }

    /// Prints a build's problems and, unless `--quiet`, one line saying what was rebuilt and which scripts ran.
    private func report(_ build: FeedBuild, changed paths: [String]?) {
        let document = build.document
        let rerun = build.rerun ?? []
        context.report(document.warnings + document.errors)
        for notice in build.update?.notices ?? [] { context.fail(notice.description) }
        guard !context.options.quiet else { return }
        var line = paths.map { "rebuilt after \($0.joined(separator: ", ")): " } ?? "built: "
        if paths != nil, !rerun.isEmpty { line += "ran \(rerun.joined(separator: ", ")), " }
        line += "\(document.sections.count) sections, \(document.itemCount) items"
        if !document.errors.isEmpty { line += ", \(document.errors.count) errors (last good sections kept)" }
        // The paths and script names are the folder's file names, which may hold control characters.
        context.errors.write(TerminalText.escaped(line) + "\n")
    }
}

/// Notices of the file watcher (falling back to polling, the folder gone and back), printed by the serve loop.
private final class NoticeQueue: Sendable {
    private let lines = Mutex<[String]>([])

    func add(_ line: String) { lines.withLock { $0.append(line) } }

    func drain() -> [String] {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
