import FeedTestSupport
import FileWatching
import Testing

@testable import FeedHost

/// `print` reaches the log wherever a script runs: its cell template's builder and constraints, `layout(env)`,
/// `measure` and `measureSupplementary`, in `feed build` and again after a rebuild of `feed watch`.
@Suite struct PrintLogTests {
    /// A one-item section with a cell template, an estimated header measured by `measureSupplementary`, and a
    /// `print` in each place, tagged `tag`.
    private func script(_ tag: String) -> String {
        """
        return {
          id = "s",
          header = { title = "Hi" },
          items = function(ctx) print("\(tag) items") return { { id = "a", name = "A" } } end,
          cell = cell(function(c)
            print("\(tag) cell")
            local label = c:label { name = "name", text = field "name" }
            label:makeConstraints(function(make) print("\(tag) constraints") make.edges:equalToSuperview() end)
          end),
          layout = function(env)
            print("\(tag) layout")
            return layout.section {
              group = layout.group.vertical { width = fractionalWidth(1), height = estimated(50),
                subitems = { layout.item { width = fractionalWidth(1), height = estimated(50) } } },
              header = layout.boundary { width = fractionalWidth(1), height = estimated(30) },
            }
          end,
          measureSupplementary = function(kind, payload, proposal, env)
            print("\(tag) measureSupplementary " .. kind .. " " .. payload.title)
            return { height = 40 }
          end,
        }
        """
    }

    private func expectedLog(_ tag: String) -> [String] {
        ["cell", "constraints", "items", "layout", "measureSupplementary header Hi"].map { "s.lua: \(tag) \($0)" }
    }

    @Test func everyPlaceAScriptRunsPrintsToTheLog() throws {
        let folder = TemporaryDirectory(prefix: "printlog")
        folder.write("s.lua", script("first"))
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        let document = pipeline.run()
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(pipeline.log == expectedLog("first"))
    }

    @Test func aWatchRebuildLogsTheNewRun() throws {
        let folder = TemporaryDirectory(prefix: "printlog")
        folder.write("s.lua", script("first"))
        let session = WatchSession(
            folder: try FeedFolder.discover(at: folder.path), configuration: PipelineConfiguration())
        _ = session.start()
        #expect(session.log == expectedLog("first"))
        folder.write("s.lua", script("second"))
        let update = session.apply([FileChange(path: "s.lua", kind: .modified, contentHash: nil)])
        #expect(update?.document.errors.isEmpty == true)
        #expect(session.log == expectedLog("second"))
    }
}
