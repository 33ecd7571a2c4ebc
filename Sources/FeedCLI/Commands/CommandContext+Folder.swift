import FeedEngine
import FeedHost

extension CommandContext {
    /// DIR when given; else `.` inside a feed folder, else `plugins` (`DefaultFolder`). The choice is said on
    /// standard error (not with `--quiet`), so JSON on standard output stays clean.
    func folder(_ directory: String?) -> String {
        if let directory { return directory }
        let chosen = DefaultFolder.choose()
        if !options.quiet {
            errors.write("feed: no DIR given; using \(chosen) (\(DefaultFolder.reason(for: chosen)))\n")
        }
        return chosen
    }

    /// Why the files a command writes clash, or nil: `--out`, the state file it saves (`--state`, else the
    /// folder's own) and `--client` must each be a file of its own, or one is written over the other and lost,
    /// and none may be a file the feed reads.
    func clashingFiles(folder: String, savesState: Bool) -> String? {
        var targets: [(option: String, path: String)] = []
        if let out = options.out { targets.append(("--out", out)) }
        if savesState && !options.noState {
            targets.append(
                options.statePath.map { ("--state", $0) } ?? ("the state file", Feed.defaultStatePath(of: folder)))
        }
        if let client = options.export.client { targets.append(("--client", client)) }
        if let input = targets.first(where: { WriteTarget.isFeedInput($0.path, folder: folder) }) {
            return
                "\(input.option) \(input.path) is one of the feed's own files (a script, a lib/ module or a data/ file); "
                + "write it elsewhere"
        }
        return WriteTarget.clash(among: targets)
    }
}
