import Foundation

/// Folders a benchmark generates its feed in: one per feed-bench process, removed when the process exits.
///
/// Several feed-bench runs share a machine (agents, CI jobs): a fixed folder let one run rewrite the scripts and
/// unlink the state file another was watching, so its saves re-ran failing scripts (three times the work per
/// save under callgrind) and its timings measured the collision.
enum ScratchFolder {
    /// `/tmp/feed-bench-PID/name`, created with its parents.
    static func path(_ name: String) -> String {
        let path = root + "/" + name
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            warn("feed-bench: cannot create \(path)")
            exit(1)
        }
        return path
    }

    /// This process's folder; removed at exit, so runs do not pile up in /tmp.
    private static let root: String = {
        atexit { try? FileManager.default.removeItem(atPath: "/tmp/feed-bench-\(getpid())") }
        return "/tmp/feed-bench-\(getpid())"
    }()
}
