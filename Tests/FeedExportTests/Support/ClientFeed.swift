import FeedTestSupport
import Foundation

/// A feed built twice for the client test: the second run moves, reloads, inserts, deletes and moves sections.
enum ClientFeed {
    static func section(_ id: String, items: [String], title: String = "") -> String {
        let list = items.map { name in
            let parts = name.split(separator: "=")
            let value = parts.count > 1 ? parts[1] : "v1"
            return "{ id = \"\(parts[0])\", value = \"\(value)\" }"
        }
        return """
            return {
              id = "\(id)",
              header = { title = "\(title)" },
              items = { \(list.joined(separator: ", ")) },
              layout = layout.section {
                group = layout.group.horizontal {
                  width = fractionalWidth(1), height = absolute(40),
                  subitems = { layout.item { width = fractionalWidth(0.5), height = fractionalHeight(1) } },
                },
                header = layout.boundary { height = absolute(20) },
              },
            }
            """
    }

    static func writeFirst(into feed: TemporaryDirectory) {
        feed.write("feed.lua", "return { sections = { \"a\", \"b\", \"c\", \"e\", \"f\" } }")
        feed.write("a.lua", section("a", items: ["a1", "a2", "a3", "a4", "a5"]))
        feed.write("b.lua", section("b", items: ["b1", "b2"]))
        feed.write("c.lua", section("c", items: ["c1"]))
        feed.write("e.lua", section("e", items: ["e1", "e2"]))
        feed.write("f.lua", section("f", items: ["f1"], title: "F"))
    }

    /// a: a5 moves to the front, a2 changes, a3 moves and changes; c: deleted; d: inserted; e and b swap;
    /// f: its header changes (a section reload).
    static func writeSecond(into feed: TemporaryDirectory) {
        feed.write("feed.lua", "return { sections = { \"a\", \"e\", \"b\", \"f\", \"d\" } }")
        feed.write("a.lua", section("a", items: ["a5", "a1", "a2=v2", "a4", "a3=v2"]))
        feed.write("f.lua", section("f", items: ["f1"], title: "F2"))
        try? FileManager.default.removeItem(atPath: feed.path + "/c.lua")
        feed.write("d.lua", section("d", items: ["d1"]))
    }

    /// The calls the surface's collection view must record for one `changes`.
    static func expectedCalls(
        batch: [String: Any], afterBatch: [String: Any]?, supplementaries: [[String: Any]], invalidateLayout: Bool
    ) -> [String] {
        func ints(_ key: String) -> [Int] { batch[key] as? [Int] ?? [] }
        func paths(_ value: Any?) -> [String] {
            (value as? [[Int]] ?? []).map { "\($0[0]).\($0[1])" }
        }
        var calls = ["performBatchUpdates{", "updateData"]
        calls.append("deleteSections \(ints("deleteSections"))")
        calls.append("insertSections \(ints("insertSections"))")
        for move in batch["moveSections"] as? [[Int]] ?? [] { calls.append("moveSection \(move)") }
        calls.append("reloadSections \(ints("reloadSections"))")
        calls.append("deleteItems \(paths(batch["deleteItems"]))")
        calls.append("insertItems \(paths(batch["insertItems"]))")
        for move in batch["moveItems"] as? [[[Int]]] ?? [] {
            calls.append("moveItem \(["\(move[0][0]).\(move[0][1])", "\(move[1][0]).\(move[1][1])"])")
        }
        calls.append("reloadItems \(paths(batch["reloadItems"]))")
        calls.append("}")
        let reloads = paths(afterBatch?["reloadItems"])
        if !reloads.isEmpty { calls.append("reloadItems \(reloads)") }
        let reconfigures = paths(afterBatch?["reconfigureItems"])
        if !reconfigures.isEmpty { calls.append("reconfigureItems \(reconfigures)") }
        for update in supplementaries {
            calls.append("updateSupplementary \(update["kind"] ?? "") \(update["section"] ?? "")")
        }
        if invalidateLayout { calls.append("invalidateLayout") }
        calls.append("completion")
        return calls
    }

    /// The test program: decodes each file given, applies it, and prints what the collection view recorded.
    static let driver = """
        import Foundation
        import UIKit

        @MainActor func record(_ path: String) throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            guard let changes = try FeedChanges.decode(from: data) else { return ["calls": []] }
            let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
            var log: [String] = []
            var updates: [String] = []
            changes.apply(
                to: view, updateData: { log.append("updateData") },
                updateSupplementary: { updates.append("updateSupplementary \\($0) \\($1)") },
                completion: { _ in log.append("completion") })
            var calls = view._feedRecordedCalls + updates
            if view.collectionViewLayout._feedRecordedInvalidations > 0 { calls.append("invalidateLayout") }
            if let position = calls.firstIndex(of: "performBatchUpdates{"), log.first == "updateData" {
                calls.insert("updateData", at: position + 1)
            }
            if log.last == "completion" { calls.append("completion") }
            return ["calls": calls, "baseline": changes.baseline, "inserted": changes.items.inserted]
        }

        let runs = try CommandLine.arguments.dropFirst().map { try record($0) }
        FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: runs))

        """
}

/// The built `feed` executable, as users run it.
enum FeedProcess {
    /// The `feed` next to the test bundle (both live in the build products folder), else `.build/debug/feed`.
    static let path: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let sibling = ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("feed")
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        return PackageFolder.root + "/.build/debug/feed"
    }()

    /// The standard output of `feed arguments…`; a failing run throws with its standard error.
    static func run(_ arguments: [String]) throws -> Data {
        let result = try SwiftProgram.launch(path, arguments, in: NSTemporaryDirectory())
        guard result.status == 0 else {
            throw SwiftProgram.Failure(description: "feed \(arguments) exited \(result.status): \(result.errors)")
        }
        return result.output
    }

    /// Runs `feed arguments…` and returns its status and both outputs as text.
    static func result(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try SwiftProgram.launch(path, arguments, in: NSTemporaryDirectory())
        return (result.status, String(decoding: result.output, as: UTF8.self), result.errors)
    }
}
