import FeedHost
import FileWatching
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The watch benchmarks: one saved script in a generated feed of 100 scripts, rebuilt by a `WatchSession`
/// (re-run, relayout of that section, snapshot, diff against the previous rebuild), against a full build of the
/// same feed as the baseline (target: a ratio of at most 0.1).
func watchBenchmarks() -> [Benchmark] {
    let state = WatchBenchmarkState()
    let full = Benchmark.Baseline(name: "watch.full-build") { state.fullBuild() }
    return [Benchmark(name: "watch.rebuild-one", samples: 21, warmUp: 3, baseline: full) { state.rebuildOne() }]
}

/// The generated feed and a session watching it, prepared on first use.
final class WatchBenchmarkState {
    static let scriptCount = 100
    static let itemsPerScript = 200
    /// The script every sample saves, alternating between two versions.
    static let saved = "s050.lua"

    lazy var folder: FeedFolder = {
        let path = Self.generateFeed()
        guard let folder = try? FeedFolder.discover(at: path) else {
            warn("feed-bench: cannot read the generated feed in \(path)")
            exit(1)
        }
        return folder
    }()
    lazy var session: WatchSession = {
        let session = WatchSession(folder: folder, configuration: PipelineConfiguration())
        let first = session.start()
        if !first.document.errors.isEmpty { warn("feed-bench: the generated feed fails: \(first.document.errors)") }
        return session
    }()
    private var saves = 0

    /// A fresh session's first build: every script runs, the whole feed is laid out and diffed.
    func fullBuild() -> UInt64 {
        let update = WatchSession(folder: folder, configuration: PipelineConfiguration()).start()
        return UInt64(update.document.itemCount) &+ UInt64(update.document.sections.count)
    }

    /// Saves one script with a changed title and rebuilds.
    func rebuildOne() -> UInt64 {
        let session = self.session
        saves += 1
        Self.write(Self.script(50, marker: saves % 2 == 0 ? "" : "*"), to: folder.path + "/" + Self.saved)
        guard let update = session.apply([FileChange(path: Self.saved, kind: .modified, contentHash: nil)]) else {
            return 0
        }
        return UInt64(update.document.changes?.changeset.items.updated.count ?? 0) &+ UInt64(update.rerun.count)
    }

    /// Sections alternate between a two-column grid and a paging row of columns of three, from a shared module.
    static func script(_ index: Int, marker: String = "") -> String {
        """
        local rows = require "rows"
        return {
          id = "section-\(index)",
          header = { title = "Section \(index)\(marker)" },
          items = function(ctx) return rows.items("s\(index)", \(itemsPerScript), "\(marker)") end,
          layout = \(index % 2 == 0 ? "rows.grid()" : "rows.pages()"),
        }
        """
    }

    static let module = """
        local rows = {}
        function rows.items(prefix, count, marker)
          local items = {}
          for i = 1, count do
            items[i] = { id = prefix .. "-" .. i, title = "App " .. i .. (i == 1 and marker or ""),
                         rating = (i % 50) / 10 }
          end
          return items
        end
        function rows.grid()
          return layout.section { group = layout.group.horizontal { width = fractionalWidth(1), height = absolute(60),
            count = 2, subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } },
            header = layout.boundary { width = fractionalWidth(1), height = absolute(44) } }
        end
        function rows.pages()
          return layout.section { group = layout.group.vertical { width = fractionalWidth(0.9), height = absolute(240),
            count = 3, subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } },
            orthogonalScrolling = "groupPaging", interGroupSpacing = 12 }
        end
        return rows
        """

    /// Writes the feed into this process's scratch folder.
    static func generateFeed() -> String {
        let path = ScratchFolder.path("watch-100")
        mkdir(path + "/lib", 0o755)
        write(module, to: path + "/lib/rows.lua")
        for index in 0..<scriptCount {
            let number = String(index)
            write(script(index), to: path + "/s" + String(repeating: "0", count: 3 - number.count) + number + ".lua")
        }
        return path
    }

    static func write(_ text: String, to path: String) {
        // In place, not atomically: the watcher sees an editor's plain save (modify), as before.
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            warn("feed-bench: cannot write \(path)")
            exit(1)
        }
    }
}
