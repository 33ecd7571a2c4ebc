import FeedTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the `feed` binary and measures what the child alone cost: its peak resident memory and its wall-clock time.
///
/// The peak is the child's own high-water mark (`VmHWM` in `/proc/PID/status`), read every 2 ms while it runs.
/// Not `ru_maxrss`: Linux counts in it the memory of the process a child was spawned from (`posix_spawn` shares
/// the test process's memory until `exec`), so a child of a large test process would report that process's size.
struct MeasuredRun {
    var status: Int32
    var errors: String
    var outputBytes: Int
    /// Peak resident set size of the child, in bytes.
    var peakMemory: Int
    var seconds: Double

    /// `feed arguments…`, killed after `timeout` seconds (status -9).
    static func feed(_ arguments: [String], timeout: Double = 120) throws -> MeasuredRun {
        let scratch = TemporaryDirectory(prefix: "measured")
        let outputPath = scratch.write("stdout", "")
        let errorPath = scratch.write("stderr", "")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_TRUNC, 0)
        let argv = ([FeedBinary.path] + arguments).map { strdup($0) }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&pid, FeedBinary.path, &actions, nil, argv + [nil], environment + [nil])
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date(timeIntervalSinceNow: timeout)
        var killed = false
        var peak = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            peak = max(peak, highWaterMark(of: pid))
            if !killed, Date() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7f == 0
        return MeasuredRun(
            status: killed ? -9 : (exited ? (status >> 8) & 0xff : -(status & 0x7f)),
            errors: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self),
            outputBytes: (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0,
            peakMemory: peak, seconds: seconds)
    }

    /// `VmHWM` of a running process in bytes (0 once it has exited).
    private static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }
}
