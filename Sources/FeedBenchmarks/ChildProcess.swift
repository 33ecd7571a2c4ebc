import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A process the benchmarks start and wait for, with its output thrown away.
enum ChildProcess {
    /// `feed`, next to this `feed-bench` executable.
    static let feedPath: String =
        String(selfPath[..<(selfPath.lastIndex(of: "/") ?? selfPath.endIndex)]) + "/feed"

    /// What a finished process reports: its wait status and the peak of its resident set (the kernel's
    /// high-water mark, as `wait4` returns it in `ru_maxrss`). That peak is at least this process's own: see
    /// `cleanPeak`.
    struct Exit {
        var status: Int32
        var peakBytes: Int

        /// How the process failed, from its wait status (the exit code in its second byte, else the signal in
        /// its low bits); nil when it exited 0.
        var failure: String? {
            guard status != 0 else { return nil }
            let signal = status & 0x7F
            return signal == 0 ? "exited with status \(status >> 8 & 0xFF)" : "was killed by signal \(signal)"
        }
    }

    /// The runs that failed since the last `takeFailures()`, each as `feed build … exited with status 1`.
    private static let failures = Mutex<[String]>([])

    /// The runs that failed since the last call, forgotten: a benchmark with any has no figures to print, as they
    /// time whatever the failure cost rather than the command.
    static func takeFailures() -> [String] {
        failures.withLock { failures in
            defer { failures = [] }
            return failures
        }
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
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { cannotStart(path) }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let exit = Exit(status: status, peakBytes: usage.ru_maxrss * 1024)
        if let failure = exit.failure {
            let command = ([(path as NSString).lastPathComponent] + arguments).joined(separator: " ")
            failures.withLock { $0.append("\(command) \(failure)") }
        }
        return exit
    }

    /// A benchmark that cannot start its process has no figure: printing one (the time of a failed `posix_spawn`,
    /// beside a baseline that did run) would read as a target met, so feed-bench stops and says what to build.
    private static func cannotStart(_ path: String) -> Never {
        warn("feed-bench: cannot start \(path): build every product first (swift build -c release), as the README says")
        exit(1)
    }

    /// The peak resident set of one run of `path` with `arguments`, whatever this process holds.
    ///
    /// Linux charges a spawned child the high-water mark of the address space it was spawned from:
    /// `posix_spawn` shares this process's memory until `exec`, and `exec` keeps the old space's peak as the
    /// child's `ru_maxrss` (measured: a child of a 400 MB parent running /bin/true reports 417 MB, through a shell
    /// too). A feed-bench that held 300 MB for an earlier benchmark would report 300 MB for every child. So the
    /// run goes through a fresh feed-bench (`--peak-of`), whose few megabytes are all its own child inherits.
    static func cleanPeak(_ path: String, _ arguments: [String]) -> Int {
        let report = "/tmp/feed-bench-peak-\(getpid())"
        defer { unlink(report) }
        let exit = run(selfPath, [peakOfFlag, report, path] + arguments)
        guard exit.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8),
            let peak = Int(text)
        else { return -1 }
        return peak
    }

    static let peakOfFlag = "--peak-of"

    /// `feed-bench --peak-of REPORT PATH ARGUMENTS…`: runs PATH and writes its peak, in bytes, to REPORT; exits
    /// with PATH's status (0 when it exited 0).
    static func reportPeak(_ arguments: [String]) -> Never {
        guard arguments.count >= 2 else {
            warn("usage: feed-bench \(peakOfFlag) REPORT PATH [ARGUMENT ...]")
            exit(2)
        }
        let child = run(arguments[1], Array(arguments.dropFirst(2)))
        guard child.status == 0 else { exit(1) }
        do {
            try String(child.peakBytes).write(toFile: arguments[0], atomically: true, encoding: .utf8)
        } catch {
            warn("feed-bench: cannot write \(arguments[0])")
            exit(1)
        }
        exit(0)
    }

    /// This executable.
    private static let selfPath: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
    }()
}
