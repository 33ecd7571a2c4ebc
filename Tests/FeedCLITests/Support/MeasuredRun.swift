import FeedTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the `feed` binary and measures what the child alone cost: its peak resident memory (`ru_maxrss` from
/// `wait4`, which reports this child only, unlike `RUSAGE_CHILDREN`, which other tests' children share) and its
/// wall-clock time.
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
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if !killed, Date() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7f == 0
        return MeasuredRun(
            status: killed ? -9 : (exited ? (status >> 8) & 0xff : -(status & 0x7f)),
            errors: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self),
            outputBytes: (try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0,
            peakMemory: usage.ru_maxrss * 1024, seconds: seconds)
    }
}
