import FeedEngine
import FeedHost

extension WriteTarget {
    /// Why the files a command would write may not be written, or nil when they may: `--state`, `--out` or
    /// `--client` naming something the host may not replace (a device, a FIFO, a folder), two of them (the state
    /// file the folder's own when `--state` is not given) naming one file, one of them naming a file the feed
    /// reads, or `feed diff`'s `--out` naming one of its inputs. Checked once, before any command runs.
    static func refusal(ofOptions options: CommandOptions, for command: Command, positionals: [String]) -> String? {
        let state = command == .check || options.noState ? nil : options.statePath
        let targets = [("--state", state), ("--out", options.out), ("--client", options.export.client)]
        for case (let option, let path?) in targets {
            if let reason = refusal(of: path) {
                return "\(option) \(path): \(reason); give a regular file or a new path"
            }
        }
        if command == .diff {
            return options.out.flatMap { out in
                zip(["OLD", "NEW"], positionals).lazy.compactMap { clash(among: [("--out", out), $0]) }.first
            }
        }
        guard let folder = feedFolder(of: command, positionals: positionals) else { return nil }
        // `feed export swift` saves no state, but Swift written over the folder's state file lost the next build
        // its baseline; `feed check`'s JSON there is one (a build's output reads as a state).
        return clash(options, savesState: command != .check, folder: folder)
    }

    /// The feed folder a command reads, `DIR` or the folder it defaults to; nil for a command that reads none.
    private static func feedFolder(of command: Command, positionals: [String]) -> String? {
        switch command {
        case .build, .watch, .check, .serve: return positionals.first ?? DefaultFolder.choose()
        case .export: return positionals.dropFirst().first ?? DefaultFolder.choose()
        case .diff, .new, .devices, .`init`: return nil
        }
    }

    /// `--out`, the state file the command saves (or, for `feed export swift`, keeps) and `--client` must each be
    /// a file of its own, or one is written over the other and lost, and none may be a file the feed in `folder`
    /// reads.
    private static func clash(_ options: CommandOptions, savesState: Bool, folder: String) -> String? {
        var targets: [(option: String, path: String)] = []
        if let out = options.out { targets.append(("--out", out)) }
        if savesState && !options.noState {
            targets.append(
                options.statePath.map { ("--state", $0) } ?? ("the state file", Feed.defaultStatePath(of: folder)))
        }
        if let client = options.export.client { targets.append(("--client", client)) }
        if let input = targets.first(where: { isFeedInput($0.path, folder: folder) }) {
            return "\(input.option) \(input.path) is \(feedInputKind); write it elsewhere"
        }
        return clash(among: targets)
    }
}
