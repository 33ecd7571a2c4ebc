/// When a batch that is being collected becomes due.
///
/// A lone save is cut after `settle` (the rest of its events, such as an editor's rename-and-write pair, arrive
/// within it); a batch that began while the previous one's events were still recent (a burst: a `git checkout`,
/// a script saving in a loop) or that holds a half-written or removed file waits for `quiet` without events
/// instead, and no batch waits longer than `maximumDelay` after its first event. "Recent" is `quiet` after a lone
/// save and `maximumDelay` after a burst's batch, so a burst whose saves come a little slower than `quiet` (a
/// loaded machine) stays one.
struct PendingBatch: Sendable, Equatable {
    private(set) var first: ContinuousClock.Instant?
    private(set) var last: ContinuousClock.Instant?
    /// The last event of the batch flushed before this one.
    private var previousLast: ContinuousClock.Instant?
    /// Whether this batch is part of a burst.
    private(set) var isBurst = false
    /// Whether the batch flushed before this one was.
    private var previousWasBurst = false

    /// Whether anything is waiting to be flushed.
    var isPending: Bool { first != nil }

    /// Records a relevant event or an observed change at `now`; a first event within `quiet` of the previous
    /// batch's last event (within `maximumDelay` when that batch was part of a burst too) marks the batch as part
    /// of a burst. Without a `quiet`, nothing is.
    mutating func note(_ now: ContinuousClock.Instant, quiet: Duration = .zero, maximumDelay: Duration = .zero) {
        if first == nil {
            first = now
            let window = previousWasBurst ? max(quiet, maximumDelay) : quiet
            isBurst = previousLast.map { now - $0 < window } ?? false
        }
        last = now
    }

    /// Forgets the batch once it is flushed, remembering when its last event came.
    mutating func clear() {
        previousLast = last ?? previousLast
        previousWasBurst = isBurst
        first = nil
        last = nil
        isBurst = false
    }

    /// The instant the batch is due: `quiet` after the last event, but no later than `maximumDelay` after the
    /// first, so a steady stream of saves still gets a batch out now and then; `nil` when nothing is pending.
    func due(quiet: Duration, maximumDelay: Duration) -> ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + maximumDelay)
    }
}
