#if canImport(Glibc)
    import Glibc
#endif

/// A process the benchmarks start and wait for, with its output thrown away.
enum ChildProcess {
    /// `feed`, next to this `feed-bench` executable.
    static let feedPath: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let executable =
            count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)]) + "/feed"
    }()

    /// What a finished process reports: its wait status and the peak of its resident set (the kernel's
    /// high-water mark, VmHWM, as `wait4` returns it in `ru_maxrss`).
    struct Exit {
        var status: Int32
        var peakBytes: Int
    }

    /// Runs `path` with `arguments` (stdout and stderr to /dev/null) and waits for it.
    static func run(_ path: String, _ arguments: [String]) -> Exit {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
            warn("feed-bench: cannot start \(path)")
            return Exit(status: -1, peakBytes: 0)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        return Exit(status: status, peakBytes: usage.ru_maxrss * 1024)
    }
}
