import FeedScripting

/// How much memory the items of one state file (or `feed build --format json` output) may take once read: the
/// feed's memory limit (`--memory-limit`, 256 MiB by default).
///
/// A state file holds the items of the run that wrote it, and that run held them within its memory limit, each
/// item charged more than it costs read back (at least a table and its id string, `MemoryAccount`, against the
/// 64 bytes of an `ItemState`); so a file whose items take more was not written under this limit. Without a
/// bound, a planted 500 MB state file of 8.8M tiny items held 1.4 GB for 17 s before a three-item feed was
/// built (the file limit, `ReadLimits.state`, is 512 MiB).
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

    /// The error of a read stopped at `place` (`sections[2].items[40]`): its items so far take more than this.
    func exceeded(path: String, at place: String) -> HostError {
        .unreadable(
            path: path,
            reason: "its items take more memory than the feed's limit of \(SectionBudget.megabytes(bytes)) "
                + "(stopped at \(place))" + ExceededLimit.memoryLimit(bytes).raisingHint)
    }
}

/// The items a read has charged so far against its allowance.
struct StateReadMeter {
    let allowance: StateReadAllowance
    private(set) var used = 0

    init(_ allowance: StateReadAllowance) {
        self.allowance = allowance
    }

    /// Charges one item whose id is `count` UTF-8 bytes long; false once the items charged take more than the
    /// allowance.
    mutating func charge(itemWithIDBytes count: Int) -> Bool {
        used &+= StateReadAllowance.cost(ofItemWithIDBytes: count)
        return used <= allowance.bytes
    }
}
