import FeedDiff
import FeedLayout

/// What changed since the baseline (CONTRACT §5 `changes`): the diff engine's change set, what it was compared
/// with, and the items whose frames moved.
public struct ChangesDocument: Hashable, Sendable {
    /// What the run was compared with.
    public enum Baseline: String, Hashable, Sendable {
        /// A first run: everything is inserted.
        case none
        /// The previous run's state file (or the OLD file of `feed diff`).
        case previous
    }

    public var baseline: Baseline
    public var changeset: Changeset
    public var frames: [FrameChange]

    public init(baseline: Baseline, changeset: Changeset, frames: [FrameChange] = []) {
        self.baseline = baseline
        self.changeset = changeset
        self.frames = frames
    }

    /// Whether nothing at all changed (frames included).
    public var isEmpty: Bool { changeset.isEmpty && frames.isEmpty }
}

/// An item that kept its identity but not its frame.
public struct FrameChange: Hashable, Sendable {
    public var id: String
    public var from: Rect
    public var to: Rect

    public init(id: String, from: Rect, to: Rect) {
        self.id = id
        self.from = from
        self.to = to
    }
}
