import FeedHost
import FileWatching
import Foundation
import LuaBridge

/// `watch.save-10x10k`: one saved script in a feed of 10 scripts × 10,000 items, from the save to the bytes of
/// the `feed watch --format json --changes-only` line (re-run, relayout, snapshot, diff, state file handed to its
/// writer, the line encoded). The baseline is that script's own Lua work: the same 10,000 item tables built by
/// the same module in a bare Lua state, nothing converted; the target is the baseline plus a small constant.
func scaleWatchBenchmarks() -> [Benchmark] {
    let state = ScaleWatchState()
    let lua = Benchmark.Baseline(name: "watch.save-10x10k.lua") { state.bareLua() }
    return [Benchmark(name: "watch.save-10x10k", samples: 11, warmUp: 2, baseline: lua) { state.saveOne() }]
}

/// The generated feed, a session watching it with its state file, and a bare Lua state for the baseline.
final class ScaleWatchState {
    static let scriptCount = 10
    static let itemsPerScript = 10_000
    static let saved = "s3.lua"
    static let path = ScratchFolder.path("watch-10x10k")

    lazy var session: WatchSession = {
        let folder = Self.generateFeed()
        let session = WatchSession(
            folder: folder, configuration: PipelineConfiguration(), store: StateStore(feedDirectory: folder.path))
        session.savesStateInBackground = true
        let first = session.start()
        if !first.document.errors.isEmpty { warn("feed-bench: the generated feed fails: \(first.document.errors)") }
        previous = first.document
        return session
    }()
    private var previous: FeedDocument?
    private var saves = 0
    private lazy var lua: LuaState = {
        do {
            let state = try LuaState(name: "bare.lua", limits: LuaLimits(memoryLimit: 256 << 20))
            _ = try state.run("rows = (function() \(Self.module) end)()", chunkName: "rows.lua")
            return state
        } catch {
            fatalError("feed-bench: the bare Lua state fails: \(error)")
        }
    }()

    /// Saves one script with a changed title and rebuilds, up to the changes-only line's bytes.
    func saveOne() -> UInt64 {
        let session = self.session
        saves += 1
        WatchBenchmarkState.write(Self.script(3, marker: saves % 2 == 0 ? "" : "*"), to: Self.path + "/" + Self.saved)
        guard let update = session.apply([FileChange(path: Self.saved, kind: .modified, contentHash: nil)]),
            let previous
        else { return 0 }
        let line = ChangesOnlyLine.jsonBytes(update.document, since: previous)
        self.previous = update.document
        return UInt64(line.count)
    }

    /// The saved script's items built in a bare Lua state.
    func bareLua() -> UInt64 {
        saves += 1
        let marker = saves % 2 == 0 ? "" : "*"
        do {
            let count = try lua.run(
                "return #rows.items(\"s3\", \(Self.itemsPerScript), \"\(marker)\")", chunkName: "items.lua")
            return UInt64(count.numberValue ?? 0)
        } catch {
            fatalError("feed-bench: the bare Lua run fails: \(error)")
        }
    }

    static func script(_ index: Int, marker: String = "") -> String {
        """
        local rows = require "rows"
        return {
          id = "section-\(index)",
          items = function(ctx) return rows.items("s\(index)", \(itemsPerScript), "\(marker)") end,
          layout = rows.grid(),
        }
        """
    }

    static let module = """
        local rows = {}
        function rows.items(prefix, count, marker)
          local items = {}
          for i = 1, count do
            items[i] = { id = prefix .. "-" .. i, title = "App " .. i .. (i == 1 and marker or ""), score = i % 50 }
          end
          return items
        end
        function rows.grid()
          return layout.section { group = layout.group.horizontal { width = fractionalWidth(1), height = absolute(60),
            count = 2, subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
        end
        return rows
        """

    /// Writes the feed into this process's scratch folder and lists it.
    static func generateFeed() -> FeedFolder {
        mkdir(path + "/lib", 0o755)
        WatchBenchmarkState.write(module, to: path + "/lib/rows.lua")
        for index in 0..<scriptCount { WatchBenchmarkState.write(script(index), to: path + "/s\(index).lua") }
        guard let folder = try? FeedFolder.discover(at: path) else {
            warn("feed-bench: cannot read the generated feed in \(path)")
            exit(1)
        }
        return folder
    }
}
