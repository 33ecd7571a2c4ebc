import Foundation

/// A fresh directory under the system's temporary folder, removed when the value is released.
public final class TemporaryDirectory {
    /// The directory's absolute path.
    public let path: String

    /// Creates the directory; `prefix` starts its name so leftovers show which tests made them.
    public init(prefix: String = "feedtests") {
        path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `name` (creating parent folders) and returns the full path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        let full = path + "/" + name
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }

    /// The text of `name`, or nil when it cannot be read.
    public func read(_ name: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path + "/" + name) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
