import FeedScripting

/// How much memory the sections and items of one state file (or `feed build --format json` output) may take once
/// read: the feed's memory limit (`--memory-limit`, 256 MiB by default).
///
/// A state file holds the sections and items of the run that wrote it, and that run held them within its memory
/// limit, each charged more than it costs read back: an item at least a table and its id string
/// (`MemoryAccount`) against the 64 bytes of an `ItemState`, a section its script's Lua state (`sectionCost`).
/// So a file that takes more was not written under this limit. Without a bound (the file limit,
/// `ReadLimits.state`, is 512 MiB), a planted 500 MB state file of 8.8M tiny items held 1.4 GB for 8 s before a
/// three-item feed was built, and one of 13M empty sections 10 GB for 54 s.
package struct StateReadAllowance: Hashable, Sendable {
    /// Bytes the items read may take, as `cost(ofItemWithIDBytes:)` counts them.
    package var bytes: Int

    package init(bytes: Int) {
        self.bytes = bytes
    }

    /// The allowance of a feed run under `limits`: its memory limit.
    package init(_ limits: ScriptLimits) {
        self.init(bytes: limits.feedMemoryLimit)
    }

    /// The allowance under `memoryLimit` bytes, the default limit when nil (FeedEngine's API).
    package init(memoryLimit: Int?) {
        self.init(bytes: memoryLimit ?? ScriptLimits.defaultMemoryLimit)
    }

    /// The allowance under the default memory limit.
    package static let standard = StateReadAllowance(ScriptLimits())

    /// What one item costs read: its `ItemState` (64 bytes; `ComparedState` keeps about as much) and its id's
    /// storage when the id is too long to sit inside its `String` (over 15 UTF-8 bytes: a heap object of a
    /// 32-byte header and the bytes).
    static func cost(ofItemWithIDBytes count: Int) -> Int {
        MemoryLayout<FeedState.ItemState>.stride + (count > 15 ? 32 + count : 0)
    }

    /// What one section costs read: far less than it cost the run that wrote it, whose script's Lua state the
    /// feed's limit charged at least 32 KiB (a fresh state's 16 KiB and its smallest reservation, session 17;
    /// ~47 KiB once a trivial script has run), but far more than its `SectionState`, because everything after
    /// the read (the snapshot, the diff, the `changes` output) pays for each section hundreds of bytes: 16,384
    /// sections at the default limit.
    static let sectionCost = 16 << 10

    /// The error of a read stopped at `place` (`sections[2].items[40]`): what it read so far takes more than this.
    func exceeded(path: String, at place: String) -> HostError {
        .unreadable(
            path: path,
            reason: "its sections and items take more memory than the feed's limit of "
                + "\(SectionBudget.megabytes(bytes)) (stopped at \(place))"
                + ExceededLimit.memoryLimit(bytes).raisingHint)
    }
}

/// The items a read has charged so far against its allowance.
struct StateReadMeter {
    let allowance: StateReadAllowance
    private(set) var used = 0

    init(_ allowance: StateReadAllowance) {
        self.allowance = allowance
    }

    /// Charges one item whose id is `count` UTF-8 bytes long; false once what is charged takes more than the
    /// allowance.
    mutating func charge(itemWithIDBytes count: Int) -> Bool {
        used &+= StateReadAllowance.cost(ofItemWithIDBytes: count)
        return used <= allowance.bytes
    }

    /// Charges one section, before its items; false once what is charged takes more than the allowance.
    mutating func chargeSection() -> Bool {
        used &+= StateReadAllowance.sectionCost
        return used <= allowance.bytes
    }
}
