import FeedTestSupport
import Foundation

/// Runs the built `feed` executable as a separate process, the way users run it.
enum FeedBinary {
    /// The `feed` next to the test bundle (both live in the build products folder), else `.build/debug/feed`.
    static let path: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let sibling = ((executable as NSString).deletingLastPathComponent as NSString).appendingPathComponent("feed")
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        return packageRoot + "/.build/debug/feed"
    }()

    /// The package's root folder.
    static let packageRoot = PackageFolder.root

    struct Result {
        var status: Int32
        var output: String
        var errors: String
        var outputBytes: Data
    }

    /// Runs `feed arguments…` in `directory` and waits for it; after `timeout` seconds it is killed and the
    /// status is -9, so a hang fails the test instead of stalling the run. Standard output goes to
    /// `standardOutputHandle` or the file at `standardOutput` when given (a pipe nobody reads, `/dev/full`), else
    /// it is collected.
    static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        timeout: Double = 300, standardOutput: String? = nil, standardOutputHandle: FileHandle? = nil
    ) throws -> Result {
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
        process.standardOutput = standardOutputHandle ?? FileHandle(forWritingAtPath: standardOutput ?? outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Result(status: -9, output: "", errors: "killed after \(timeout) s", outputBytes: Data())
        }
        process.waitUntilExit()
        let outputData = FileManager.default.contents(atPath: outputPath) ?? Data()
        let errorData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self), outputBytes: outputData)
    }
}
