import FeedHost

extension FeedError {
    /// The refusal to save a state at `path` when it is one of the feed's own files (a script, a `lib/` module, a
    /// `data/` file) in `folder`; nil when it is not, or there is no folder. Not asked of a `.feed/state.json`: its
    /// store refuses a link from there onto such a file, naming the link.
    static func savingOverFeedInput(_ path: String, folder: String?) -> FeedError? {
        guard let folder, !path.hasSuffix("/.feed/state.json"), WriteTarget.isFeedInput(path, folder: folder) else {
            return nil
        }
        return FeedError("\(path) is \(WriteTarget.feedInputKind); save the state elsewhere: it was not changed")
    }
}
