import Foundation

/// The package's own folders, found from this file's path so tests read the checked-out files wherever the
/// package is built.
public enum PackageFolder {
    /// The package's root folder (this file is `Tests/FeedTestSupport/PackageFolder.swift` below it).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
}
