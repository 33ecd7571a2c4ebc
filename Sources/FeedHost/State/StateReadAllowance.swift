import FeedScripting

/// How much memory the sections and items of one state file (or `feed build --format json` output) may take once
/// read: the feed's memory limit as a build applies it (`--memory-limit`, 256 MiB by default, never less than
/// one script's cap).
///
/// A state file holds the sections and items of the run that wrote it, and that run held them within its memory
/// limit, each charged more than it costs read back: an item at least a table (`MemoryAccount`, ~98 bytes)
/// against the 64 bytes of an `ItemState`; a section its script's Lua state, which held its id too
/// (`cost(ofSectionWithTextBytes:)`). So a file that takes more was not written under this limit. An item's id is
/// not charged: a run does not charge it either (its text is taken beside the account), so charging it here
/// refused the states of real feeds with long ids (a session-33 review); the ids a file holds are bounded by its
/// size. Without a bound (the file limit, `ReadLimits.state`, is 512 MiB), a planted 500 MB state file of 8.8M
/// tiny items held 1.4 GB for 8 s before a three-item feed was built, and one of 13M empty sections 10 GB for 54 s.
package struct StateReadAllowance: Hashable, Sendable {
    /// Bytes the sections and items read may take, as `itemCost` and `cost(ofSectionWithTextBytes:)` count them.
    package var bytes: Int

    package init(bytes: Int) {
        self.bytes = bytes
    }

    /// The allowance of a feed run under `limits`: its memory limit as in force (`feedMemoryLimit`).
    package init(_ limits: ScriptLimits) {
        self.init(bytes: limits.feedMemoryLimit)
    }

    /// The allowance under the default limits.
    package static let standard = StateReadAllowance(ScriptLimits())

    /// What one item costs read: its `ItemState` (64 bytes; `ComparedState` keeps about as much).
    static let itemCost = MemoryLayout<FeedState.ItemState>.stride

    /// What one section costs read, its id and hash being `count` UTF-8 bytes together: far less than it cost the
    /// run that wrote it, whose script's Lua state the feed's limit charged at least 32 KiB (a fresh state's
    /// 16 KiB and its smallest reservation, session 17; ~47 KiB once a trivial script has run) and which held the
    /// id, but far more than its `SectionState`, because everything after the read (the snapshot, the diff, the
    /// `changes` output) pays for each section hundreds of bytes and its id again: 16 KiB and the text, 16,384
    /// sections of short ids at the default limit. (Without the text, 15,500 sections of 33 KB ids held 1.5 GB.)
    static func cost(ofSectionWithTextBytes count: Int) -> Int {
        sectionCost + count
    }

    /// What a section costs before its id and hash (`cost(ofSectionWithTextBytes:)`), charged before its items.
    static let sectionCost = 16 << 10

    /// The error of a read stopped at `place` (`sections[2].items[40]`): what it read so far takes more than this.
    func exceeded(path: String, at place: String) -> HostError {
        .unreadableOverLimit(
            path: path,
            reason: "its sections and items take more memory than the feed's limit of "
                + "\(SectionBudget.megabytes(bytes)) (stopped at \(place))",
            limit: .memoryLimit(bytes))
    }
}
