import Foundation

/// Runs the built `feed` executable as a separate process, the way users run it.
public enum FeedBinary {
    /// The `feed` next to the test bundle (both live in the build products folder), else `.build/debug/feed`.
    public static let path: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let sibling = ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("feed")
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        return packageRoot + "/.build/debug/feed"
    }()

    /// The package's root folder.
    public static let packageRoot = PackageFolder.root

    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
        public var outputBytes: Data
    }

    /// Runs `feed arguments…` in `directory` and waits for it.
    public static func run(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:])
        throws
        -> Result
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        // Files, not pipes: a large output cannot fill a pipe and block the child while we wait.
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let outputPath = scratch.write("stdout", "")
        let errorPath = scratch.write("stderr", "")
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        process.waitUntilExit()
        let outputData = FileManager.default.contents(atPath: outputPath) ?? Data()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self), outputBytes: outputData)
    }
}
