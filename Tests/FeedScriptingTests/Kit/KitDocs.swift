import FeedTestSupport
import Foundation

/// Files of the repository's docs and feed folders, found from this file's path.
enum KitDocs {
    static let root = PackageFolder.root

    /// The text of `path` relative to the repository root (empty when missing, so the tests fail on content).
    static func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root + "/" + path) ?? Data(), as: UTF8.self)
    }
}
