import FeedTestSupport
import Foundation
import Testing

/// Rendered output compared byte for byte with a file under `Golden/`.
///
/// Set `FEED_RECORD_GOLDEN=1` to write the files instead of comparing (then review the diff and commit it).
/// Recording is refused when `CI` is set, so a CI run can only ever compare.
enum GoldenFile {
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Golden").path
    }()

    /// The repository's root (for the bundled feed in `plugins/`).
    static let packageRoot = PackageFolder.root

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["FEED_RECORD_GOLDEN"] == "1" && (environment["CI"] ?? "").isEmpty
    }

    /// Expects `bytes` to equal `Golden/name`, or records them in record mode.
    static func expect(_ bytes: [UInt8], matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = folder + "/" + name
        if isRecording {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            return
        }
        guard let golden = FileManager.default.contents(atPath: path) else {
            Issue.record(
                "missing golden file \(name); run with FEED_RECORD_GOLDEN=1 to record it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = [UInt8](golden)
        if expected != bytes {
            let lines = (
                String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
                String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            )
            let first = zip(lines.0, lines.1).enumerated().first { $0.element.0 != $0.element.1 }
            let where_ =
                first.map { "line \($0.offset + 1):\n- \($0.element.0)\n+ \($0.element.1)" } ?? "length differs"
            Issue.record(
                "\(name) differs from the golden file at \(where_)\n(FEED_RECORD_GOLDEN=1 records it after review)",
                sourceLocation: sourceLocation)
        }
    }
}
