import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// The `feed` command as a library: `main.swift` calls `run(_:)`; tests call the overload with buffers.
package enum FeedCommandLine {
    /// Exit statuses (docs/spec/contract.md §4).
    package enum Status {
        package static let success: Int32 = 0
        /// A script or validation error; the state file is untouched.
        package static let failure: Int32 = 1
        package static let usage: Int32 = 2
    }

    /// Runs `feed` with the process's standard output, standard error and environment.
    package static func run(_ arguments: [String]) -> Int32 {
        // A reader that goes away (`feed build | head`) makes a write fail with EPIPE instead of killing the
        // process, so the command ends as for any output it cannot write: it says so, exits with status 1 and
        // removes the state's temporary file, which `feed build` writes while it prints (killed, it left it).
        signal(SIGPIPE, SIG_IGN)
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return run(
            arguments, output: FileDescriptorChannel(descriptor: 1), errors: FileDescriptorChannel(descriptor: 2),
            environment: environment, exitsWhenDone: true)
    }

    /// Runs `feed` with the given channels and environment variables.
    ///
    /// - Parameter exitsWhenDone: the `feed` process itself, which a command that succeeded may end at once
    ///   (`CommandContext.finish`); tests run many commands in one process and leave it false.
    /// - Returns: the exit status: 0 success, 1 script or validation error, 2 usage.
    package static func run(
        _ arguments: [String], output: OutputChannel, errors: OutputChannel, environment: [String: String],
        exitsWhenDone: Bool = false
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            errors.write("feed: \(TerminalText.escaped(error.reason))\n" + HelpText.usage(for: error.command))
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
            if let refusal = WriteTarget.refusal(
                ofOptions: invocation.options, for: command, positionals: invocation.positionals)
            {
                errors.write("feed: \(TerminalText.escaped(refusal))\n")
                return Status.usage
            }
            let context = CommandContext(
                options: invocation.options, output: output, errors: errors, environment: environment,
                exitsWhenDone: exitsWhenDone)
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
            case .export:
                return ExportCommand(
                    context: context, language: invocation.positionals[0],
                    directory: invocation.positionals.dropFirst().first
                )
                .run()
            case .watch:
                return WatchCommand(context: context, directory: invocation.positionals.first).run()
            case .`init`:
                return InitCommand(context: context, directory: invocation.positionals.first).run()
            case .devices:
                output.write(DevicesCommand.table())
                return Status.success
            }
        }
    }
}
