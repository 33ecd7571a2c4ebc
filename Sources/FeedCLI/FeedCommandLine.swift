import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// The `feed` command as a library: `main.swift` calls `run(_:)`; tests call the overload with buffers.
public enum FeedCommandLine {
    /// Exit statuses (CONTRACT §4).
    public enum Status {
        public static let success: Int32 = 0
        /// A script or validation error; the state file is untouched.
        public static let failure: Int32 = 1
        public static let usage: Int32 = 2
    }

    /// Runs `feed` with the process's standard output, standard error and environment.
    public static func run(_ arguments: [String]) -> Int32 {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return run(
            arguments, output: FileDescriptorChannel(descriptor: 1), errors: FileDescriptorChannel(descriptor: 2),
            environment: environment)
    }

    /// Runs `feed` with the given channels and environment variables.
    ///
    /// - Returns: the exit status: 0 success, 1 script or validation error, 2 usage.
    public static func run(
        _ arguments: [String], output: OutputChannel, errors: OutputChannel, environment: [String: String]
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            errors.write("feed: \(error.reason)\n" + HelpText.usage(for: error.command))
            return Status.usage
        }
        switch invocation.action {
        case .help(let command):
            output.write(command.map(HelpText.help(for:)) ?? HelpText.overview)
            return Status.success
        case .version:
            output.write(HelpText.version + "\n")
            return Status.success
        case .run(let command):
            let context = CommandContext(
                options: invocation.options, output: output, errors: errors, environment: environment)
            switch command {
            case .build, .check:
                return BuildCommand(
                    context: context, directory: invocation.positionals.first, isCheck: command == .check
                )
                .run()
            case .diff:
                return DiffCommand(context: context, old: invocation.positionals[0], new: invocation.positionals[1])
                    .run()
            case .serve: return ServeCommand(context: context, directory: invocation.positionals.first).run()
            case .new:
                return NewCommand(
                    context: context, name: invocation.positionals[0],
                    directory: invocation.positionals.dropFirst().first
                )
                .run()
            case .watch:
                return WatchCommand(context: context, directory: invocation.positionals.first).run()
            }
        }
    }
}
