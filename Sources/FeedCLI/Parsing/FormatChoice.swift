/// Which output formats a command makes, and the format an `--out` file's extension names.
enum FormatChoice {
    /// SVG and HTML are drawings of one run: only `build` and `check` make them; `watch` and `diff` print text or
    /// JSON (`feed serve` is the live drawing).
    static func formats(for command: Command) -> [CommandOptions.Format] {
        command == .build || command == .check ? [.text, .json, .svg, .html] : [.text, .json]
    }

    /// `text|json` or `text|json|svg|html`, for help texts.
    static func placeholder(for command: Command) -> String {
        formats(for: command).map(\.rawValue).joined(separator: "|")
    }

    /// `text or json`, `text, json, svg or html`, for usage errors.
    static func list(for command: Command) -> String {
        let names = formats(for: command).map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The help row of `--format` for `command`: only the formats it makes.
    static func help(for command: Command) -> (placeholder: String, text: String) {
        let text = "output format (default: --out's extension, else text on a terminal, json otherwise)"
        return (placeholder(for: command), text)
    }

    /// Refuses a format the command does not make.
    static func check(_ format: CommandOptions.Format, for command: Command) throws(UsageError) {
        guard !formats(for: command).contains(format) else { return }
        throw UsageError(
            "--format \(format.rawValue) applies to build and check only; \(command.rawValue) writes \(list(for: command))",
            command: command)
    }

    /// The format `--out FILE` names by its extension: `.json` (also `.ndjson`, `.jsonl`), `.svg`, `.html` (`.htm`),
    /// `.txt`; JSON for a file without an extension (as before extensions were read).
    ///
    /// - Throws: a `UsageError` for any other extension, which would otherwise get JSON under a name that promises
    ///   something else (`feed.png`).
    static func implied(byOut path: String, for command: Command) throws(UsageError) -> CommandOptions.Format {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .json }
        let suffix = name[name.index(after: dot)...].lowercased()
        let known: [String: CommandOptions.Format] = [
            "json": .json, "ndjson": .json, "jsonl": .json, "svg": .svg, "html": .html, "htm": .html, "txt": .text,
        ]
        guard let format = known[suffix] else {
            throw UsageError(
                "--out \(path): cannot tell the format from '.\(suffix)'; name the file .json, .svg, .html or .txt,"
                    + " or give --format", command: command)
        }
        try check(format, for: command)
        return format
    }
}
