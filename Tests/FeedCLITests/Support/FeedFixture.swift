import FeedTestSupport
import Foundation

/// A feed folder written into a temporary directory, with helpers for the scripts the tests use.
final class FeedFixture {
    let directory = TemporaryDirectory(prefix: "feedcli")
    var path: String { directory.path }
    var statePath: String { path + "/.feed/state.json" }

    /// A section script whose items come from `data/<id>.json` and whose layout is a vertical list of rows
    /// 50 points tall, the full 390 points wide (no insets, no spacing): item `k` of a section at `y0` has the
    /// frame `[0, y0 + 50k, 390, 50]`, and the section is `50 × count` tall.
    func writeListSection(_ id: String, header: String? = nil) {
        let headerField = header.map { "header = { title = \"\($0)\" }," } ?? ""
        directory.write(
            "\(id).lua",
            """
            return {
              id = "\(id)",
              \(headerField)
              items = function(ctx) return ctx.data("\(id).json") end,
              layout = layout.section {
                group = layout.group.vertical {
                  width = fractionalWidth(1), height = absolute(50),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                },
              },
            }
            """)
    }

    /// Writes `data/<id>.json` with items `{ id = …, title = … }`.
    func writeItems(_ id: String, _ items: [(id: String, title: String)]) {
        let rows = items.map { "{\"id\": \"\($0.id)\", \"title\": \"\($0.title)\"}" }
        directory.write("data/\(id).json", "[" + rows.joined(separator: ", ") + "]")
    }

    func writeManifest(_ sections: [String]) {
        directory.write("feed.lua", "return { sections = { \(sections.map { "\"\($0)\"" }.joined(separator: ", ")) } }")
    }

    func write(_ name: String, _ text: String) {
        directory.write(name, text)
    }

    func remove(_ name: String) {
        try? FileManager.default.removeItem(atPath: path + "/" + name)
    }

    var state: Data? { FileManager.default.contents(atPath: statePath) }

    /// `feed ARGS…` with this folder as DIR.
    func feed(_ command: String, _ arguments: String...) throws -> FeedBinary.Result {
        try FeedBinary.run([command, path] + arguments)
    }
}

/// Parses JSON output for assertions.
func parseJSON(_ data: Data) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw CocoaError(.coderReadCorrupt)
    }
    return object
}

/// `[x, y, w, h]` of a JSON array of numbers.
func numbers(_ value: Any?) -> [Double] {
    (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
}
