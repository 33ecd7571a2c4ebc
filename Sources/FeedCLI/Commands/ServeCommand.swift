import FeedEngine
import FileWatching
import PreviewServer
import Synchronization

/// `feed serve [DIR]`: `feed watch` with a live preview page served over HTTP.
///
/// The watcher is created before the first build, so a save during it is not missed. Each environment a page shows
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
            context.fail(error.description)
            return FeedCommandLine.Status.usage
        }
        do {
            watcher = try FileWatcher(folder: path) { notices.add($0) }
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        defer { watcher.stop() }
        let preview = LivePreview(environment: options.environment) { rebuilder.document(at: $0) }
        _ = preview.snapshot(at: options.environment)
        var reported = rebuilder.update(at: options.environment)
        report(reported, changed: nil)

        let server: HTTPServer
        do {
            let site = PreviewSite(
                preview: preview, requiresLoopbackHost: ServerOptions.isLoopback(options.server.host))
            server = try HTTPServer(host: options.server.host, port: options.server.port) { site.respond(to: $0) }
        } catch {
            context.fail(error.description)
            return FeedCommandLine.Status.failure
        }
        let host = server.host.contains(":") ? "[\(server.host)]" : server.host
        context.output.write("serving \(path) at http://\(host):\(server.port)/ (Ctrl-C to stop)\n")
        if !ServerOptions.isLoopback(server.host) {
            context.errors.write(
                "feed: warning: \(server.host) is not loopback; anyone who can reach it can read the feed\n")
        }

        ServeSignals.install()
        serving: while !ServeSignals.stopRequested {
            for notice in notices.drain() { context.errors.write("feed: \(notice)\n") }
            switch watcher.next(timeout: .milliseconds(500)) {
            case .changes(let changes):
                guard rebuilder.filesChanged(changes) else { continue }
                preview.rebuild()
                let update = rebuilder.update(at: options.environment)
                // The same sequence: no script reads what changed, at this environment.
                guard update.update?.sequence != reported.update?.sequence else { continue }
                reported = update
                report(update, changed: changes.map(\.path))
            case .timedOut, .interrupted:
                continue
            case .stopped:
                break serving
            }
        }
        preview.close()
        server.stop()
        return FeedCommandLine.Status.success
    }

    /// Prints a build's problems and, unless `--quiet`, one line saying what was rebuilt and which scripts ran.
    private func report(_ build: FeedBuild, changed paths: [String]?) {
        let document = build.document
        let rerun = build.rerun ?? []
        context.report(document.warnings + document.errors)
        for notice in build.update?.notices ?? [] { context.errors.write("feed: \(notice)\n") }
        guard !context.options.quiet else { return }
        var line = paths.map { "rebuilt after \($0.joined(separator: ", ")): " } ?? "built: "
        if paths != nil, !rerun.isEmpty { line += "ran \(rerun.joined(separator: ", ")), " }
        line += "\(document.sections.count) sections, \(document.itemCount) items"
        if !document.errors.isEmpty { line += ", \(document.errors.count) errors (last good sections kept)" }
        context.errors.write(line + "\n")
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
