import FeedHost

extension WriteTarget {
    /// Why `--state` or `--out` of a command names a file the host may not replace (a device, a FIFO, a folder),
    /// or nil when both may be written.
    static func refusal(ofOptions options: CommandOptions, for command: Command) -> String? {
        let state = command == .check || options.noState ? nil : options.statePath
        let targets = [("--state", state), ("--out", options.out)]
        for case (let option, let path?) in targets {
            if let reason = refusal(of: path) {
                return "\(option) \(path): \(reason); give a regular file or a new path"
            }
        }
        return nil
    }
}
