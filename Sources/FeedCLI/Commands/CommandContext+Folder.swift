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
}
