/// When a batch that is being collected becomes due.
struct PendingBatch: Sendable, Equatable {
    private(set) var first: ContinuousClock.Instant?
    private(set) var last: ContinuousClock.Instant?

    /// Whether anything is waiting to be flushed.
    var isPending: Bool { first != nil }

    /// Records a relevant event or an observed change at `now`.
    mutating func note(_ now: ContinuousClock.Instant) {
        if first == nil {
            first = now
        }
        last = now
    }

    /// Forgets the batch once it is flushed.
    mutating func clear() {
        first = nil
        last = nil
    }

    /// The instant the batch is due: `quiet` after the last event, but no later than `maximumDelay` after the
    /// first, so a steady stream of saves still gets a batch out now and then; `nil` when nothing is pending.
    func due(quiet: Duration, maximumDelay: Duration) -> ContinuousClock.Instant? {
        guard let first, let last else { return nil }
        return min(last + quiet, first + maximumDelay)
    }
}
