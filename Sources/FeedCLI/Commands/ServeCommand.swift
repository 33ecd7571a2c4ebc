import FeedHost
import FileWatching
import PreviewServer
import Synchronization

/// `feed serve [DIR]`: `feed watch` with a live preview page served over HTTP.
///
/// The watcher is created before the first build, so a save during it is not missed; every batch of changes
/// re-runs the affected scripts at each environment a page shows and pushes the documents to the pages.
struct ServeCommand {
    let context: CommandContext
    let directory: String?

    func run() -> Int32 {
        let path = directory ?? CommandContext.defaultDirectory
        let options = context.options
        let folder: FeedFolder
        let watcher: FileWatcher
        let notices = NoticeQueue()
        do {
            folder = try FeedFolder.discover(at: path)
            watcher = try FileWatcher(folder: path) { notices.add($0) }
        } catch let error as HostError {
            context.fail(error.description)
            return FeedCommandLine.Status.usage
        } catch {
            context.fail("\(error)")
            return FeedCommandLine.Status.failure
        }
        defer { watcher.stop() }
        let rebuilder = FeedRebuilder(
            folder: folder,
            configuration: PipelineConfiguration(
                environment: options.environment, variables: options.variables, limits: options.limits))
        let preview = LivePreview(environment: options.environment) { rebuilder.document(at: $0) }
        report(preview.snapshot(at: options.environment).document, changed: nil)

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
                let paths = changes.map(\.path)
                rebuilder.filesChanged(paths)
                preview.rebuild()
                report(preview.snapshot(at: options.environment).document, changed: paths)
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

    /// Prints a build's problems and, unless `--quiet`, one line saying what was rebuilt.
    private func report(_ document: FeedDocument, changed paths: [String]?) {
        context.report(document.warnings + document.errors)
        guard !context.options.quiet else { return }
        var line = paths.map { "rebuilt after \($0.joined(separator: ", ")): " } ?? "built: "
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
