/// One rebuild of a watch session: the feed as it now stands, what ran, and what it cost.
package struct WatchUpdate: Hashable, Sendable {
    /// 0 for the first build, then 1, 2, … per rebuild.
    package var sequence: Int
    package var trigger: WatchTrigger
    /// The feed, with `changes` against the previous rebuild (the state file's contents for the first one).
    ///
    /// A script that fails keeps its last good section here and its problems are in `errors` until a save fixes
    /// it. When the feed as a whole cannot be laid out, `sections` are the previous rebuild's and `changes` is nil.
    package var document: FeedDocument
    /// The scripts that ran again (file names, sorted); `feed.lua` when the manifest was read again.
    package var rerun: [String]
    /// Whether this rebuild laid the feed out (false: the previous layout is shown, see `document`).
    package var isLaidOut: Bool
    /// Whether the state file was written (only for a rebuild without errors, as `feed build` does); with
    /// `WatchSession.savesStateInBackground`, whether its write was handed to the writer.
    package var savedState: Bool
    /// Problems outside the scripts: the state file could not be written, the folder could not be listed.
    package var notices: [HostError]
    /// Wall time of the rebuild, in nanoseconds, from the change batch to the finished document.
    package var nanoseconds: UInt64

    package init(
        sequence: Int, trigger: WatchTrigger, document: FeedDocument, rerun: [String], isLaidOut: Bool = true,
        savedState: Bool = false, notices: [HostError] = [], nanoseconds: UInt64 = 0
    ) {
        self.sequence = sequence
        self.trigger = trigger
        self.document = document
        self.rerun = rerun
        self.isLaidOut = isLaidOut
        self.savedState = savedState
        self.notices = notices
        self.nanoseconds = nanoseconds
    }
}
