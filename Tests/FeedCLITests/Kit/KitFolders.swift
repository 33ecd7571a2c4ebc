import FeedTestSupport
import Foundation

/// Paths of the script author's kit (docs/, plugins/) and copies of its feed folders to run `feed` on.
enum KitFolders {
    static let docs = FeedBinary.packageRoot + "/docs"
    static let plugins = FeedBinary.packageRoot + "/plugins"

    /// The recipe folders under docs/cookbook/, sorted.
    static var recipes: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs + "/cookbook")) ?? []
        return names.filter { FileManager.default.fileExists(atPath: docs + "/cookbook/\($0)/README.md") }.sorted()
    }

    /// A copy of `source` in a fresh temporary directory, so runs write their state there and not into the
    /// repository.
    static func copy(_ source: String) throws -> (scratch: TemporaryDirectory, path: String) {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let path = scratch.path + "/feed"
        try FileManager.default.copyItem(atPath: source, toPath: path)
        try? FileManager.default.removeItem(atPath: path + "/.feed")
        return (scratch, path)
    }

    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }
}
