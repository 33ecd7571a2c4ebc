import FeedHost
import FeedTestSupport
import FileWatching
import Foundation

/// A feed folder in a temporary directory, watched by a real `FileWatcher` and rebuilt by a `WatchSession`, the
/// way `feed watch` drives them.
///
/// Every section script is a vertical list of 50-point rows, the full width: item `k` of a section starting at
/// `y0` has the frame `[0, y0 + 50k, 390, 50]`.
final class WatchFeed {
    let directory = TemporaryDirectory(prefix: "feedhost")
    var path: String { directory.path }
    private(set) var watcher: FileWatcher!
    private(set) var session: WatchSession!
    private(set) var first: WatchUpdate!

    /// Writes `files`, starts the watcher, then the session's first build.
    init(
        _ files: [String: String], limits: ScriptLimits = ScriptLimits(), state: Bool = false
    ) throws {
        for (name, text) in files.sorted(by: { $0.key < $1.key }) { directory.write(name, text) }
        watcher = try FileWatcher(folder: path)
        let folder = try FeedFolder.discover(at: path)
        session = WatchSession(
            folder: folder, configuration: PipelineConfiguration(limits: limits),
            store: state ? StateStore(feedDirectory: path) : nil)
        first = session.start()
    }

    deinit {
        watcher?.stop()
    }

    /// A script whose items are `titles` (ids `<id>-0`, `<id>-1`, …), optionally after `require`s and with
    /// items read from a data file instead.
    static func script(
        _ id: String, titles: [String] = ["one"], requires: [String] = [], data: String? = nil, extra: String = ""
    ) -> String {
        let requireLines = requires.map { "local \($0.replacingOccurrences(of: ".", with: "_")) = require \"\($0)\"" }
        let items =
            data.map { "function(ctx) return ctx.data(\"\($0)\") end" }
            ?? "{ " + titles.enumerated().map { "{ id = \"\(id)-\($0)\", title = \"\($1)\" }" }.joined(separator: ", ")
            + " }"
        return requireLines.joined(separator: "\n") + """

            return {
              id = "\(id)",
              items = \(items),
              \(extra)
              layout = layout.section {
                group = layout.group.vertical {
                  width = fractionalWidth(1), height = absolute(50),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                },
              },
            }
            """
    }

    func write(_ name: String, _ text: String) {
        directory.write(name, text)
    }

    /// Saves the way editors that write atomically do: a hidden temporary file renamed over `name`.
    func writeByRename(_ name: String, _ text: String) {
        let temporary = directory.write(".\(name).tmp", text)
        _ = rename(temporary, path + "/" + name)
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + name)
    }

    /// The next rebuild, or nil when none comes within `timeout` (batches that matter to no script are skipped).
    func nextUpdate(timeout: Duration = .seconds(20)) -> WatchUpdate? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            switch watcher.next(timeout: deadline - ContinuousClock.now) {
            case .changes(let batch):
                if let update = session.apply(batch) { return update }
            case .timedOut, .stopped: return nil
            case .interrupted: continue
            }
        }
        return nil
    }

    /// Every rebuild until none comes for `quiet`.
    func settle(quiet: Duration = .milliseconds(600)) -> [WatchUpdate] {
        var updates: [WatchUpdate] = []
        while let update = nextUpdate(timeout: quiet) { updates.append(update) }
        return updates
    }

    /// The feed as a fresh, full build of the folder lays it out now: the oracle of incremental rebuilds.
    func fullBuild() throws -> FeedDocument {
        FeedPipeline(folder: try FeedFolder.discover(at: path)).run()
    }
}

extension FeedDocument {
    /// Each section's id and its items' titles, in feed order.
    var titles: [String: [String]] {
        Dictionary(
            uniqueKeysWithValues: sections.map { section in
                (section.id, section.items.map { Self.title(of: $0) })
            })
    }

    var sectionIDs: [String] { sections.map(\.id) }

    private static func title(of item: ItemDocument) -> String {
        let text = String(decoding: item.fields.bytes, as: UTF8.self)
        guard let range = text.range(of: "\"title\":\"") else { return "" }
        return String(text[range.upperBound...].prefix { $0 != "\"" })
    }
}
