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
        removeAbandoned()
        atexit { try? FileManager.default.removeItem(atPath: "/tmp/feed-bench-\(getpid())") }
        return "/tmp/feed-bench-\(getpid())"
    }()

    /// Removes the folders of feed-bench processes that are gone without removing theirs: one killed, or one
    /// whose state writer was still writing into it when it exited.
    private static func removeAbandoned() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        for name in names where name.hasPrefix("feed-bench-") {
            guard let pid = Int32(name.dropFirst("feed-bench-".count)), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            try? FileManager.default.removeItem(atPath: "/tmp/" + name)
        }
    }
}
