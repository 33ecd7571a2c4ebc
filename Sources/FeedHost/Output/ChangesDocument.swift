import FeedDiff
import FeedLayout

/// What changed since the baseline (docs/spec/contract.md §5 `changes`): the diff engine's change set, what it was compared
/// with, and the items whose frames moved.
package struct ChangesDocument: Hashable, Sendable {
    /// What the run was compared with.
    package enum Baseline: String, Hashable, Sendable {
        /// A first run: everything is inserted.
        case none
        /// The previous run's state file (or the OLD file of `feed diff`).
        case previous
    }

    package var baseline: Baseline
    /// The diff engine's change set; its batch and after-batch are empty when `reloadData` replaced them.
    package var changeset: Changeset
    package var frames: [FrameChange]
    /// How changed items are sent.
    package var itemUpdates: ItemUpdateStyle = .reconfigure
    /// Why each of `changeset.sections.updated` changed, in the same order.
    package var sectionUpdates: [SectionUpdate] = []
    /// Headers and footers of kept sections to update in place after the batch.
    package var supplementaryUpdates: [SupplementaryUpdate] = []
    /// Some kept section's layout changed: the app invalidates its layout after the batch.
    package var invalidateLayout = false
    /// The batch was larger than `--reload-threshold`: the app calls `reloadData()` instead.
    package var reloadData = false

    package init(baseline: Baseline, changeset: Changeset, frames: [FrameChange] = []) {
        self.baseline = baseline
        self.changeset = changeset
        self.frames = frames
    }

    /// Whether nothing at all changed (frames included).
    package var isEmpty: Bool { changeset.isEmpty && frames.isEmpty }
}

/// An item that kept its identity but not its frame.
package struct FrameChange: Hashable, Sendable {
    package var id: String
    package var from: Rect
    package var to: Rect

    package init(id: String, from: Rect, to: Rect) {
        self.id = id
        self.from = from
        self.to = to
    }
}
