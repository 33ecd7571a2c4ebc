import FeedHost

/// What every command needs: its options, where to write, and the environment that decides colour.
struct CommandContext {
    let options: CommandOptions
    let output: OutputChannel
    let errors: OutputChannel
    let environment: [String: String]
    /// The `feed` process itself, which `finish(_:keeping:)` may end; false in tests.
    let exitsWhenDone: Bool

    /// Text on a terminal, JSON otherwise (a pipe, a file, `--out`), unless `--format` says.
    var format: CommandOptions.Format {
        options.format ?? (options.out == nil && output.isTerminal ? .text : .json)
    }

    /// Colour only on a terminal, never with `NO_COLOR` set to anything non-empty or `TERM=dumb`.
    var color: Bool { options.out == nil && colours(output) }

    /// Whether text written to `channel` may carry colour: the one rule for standard output and standard error
    /// (a dumb terminal would show the escapes as text).
    private func colours(_ channel: OutputChannel) -> Bool {
        channel.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    var renderer: TextRenderer { TextRenderer(color: color) }

    /// Writes a command's result to `--out` or standard output.
    ///
    /// - Returns: false (after reporting it, with `consequence` when given) when `--out` or standard output cannot
    ///   be written: a full disk, a closed pipe.
    func emit(_ bytes: [UInt8], consequence: String? = nil) -> Bool {
        emit(chunks: [bytes], consequence: consequence)
    }

    /// `emit` of chunks written one after another (a large JSON output, without joining it).
    func emit(chunks: some Sequence<[UInt8]>, consequence: String? = nil) -> Bool {
        let problem: String
        if let out = options.out {
            do throws(HostError) {
                try OutputFile.write(chunks: chunks, to: out)
                return true
            } catch {
                problem = error.description
            }
        } else {
            for bytes in chunks where output.failure == nil { output.write(bytes) }
            guard let failure = output.failure else { return true }
            problem = "cannot write to standard output: \(failure)"
        }
        fail(consequence.map { "\(problem); \($0)" } ?? problem)
        return false
    }

    /// Prints diagnostics to standard error (warnings only without `--quiet`).
    func report(_ diagnostics: [Diagnostic]) {
        let shown = options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !shown.isEmpty else { return }
        errors.write(TextRenderer(color: colours(errors)).render(shown))
    }

    /// Prints `feed: message` to standard error, its control characters shown, not obeyed: messages carry
    /// paths (the folder as typed, a file of it) and other text the host did not write.
    func fail(_ message: String) {
        errors.write("feed: \(TerminalText.escaped(message, keepingLines: true))\n")
    }
}
