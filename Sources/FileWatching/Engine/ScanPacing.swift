/// How long polling rests after a scan that found the folder quiet.
///
/// A scan's cost grows with the folder (200,000 files take about a second), and scanning again a fixed interval
/// after the last one ended kept a core busy all the time once a scan outlasted the interval. Resting four times as
/// long as the scan took keeps polling to a fifth of a core however large the folder, at the price of seeing a save
/// later in a folder that large (up to five scans' time); a folder scanned faster than the interval allows is
/// scanned at the interval, as before.
struct ScanPacing: Sendable {
    /// How many times its own cost a scan is followed by rest: polling takes at most `1 / (restFactor + 1)` of a
    /// core while the folder is quiet.
    static let restFactor = 4

    /// The shortest rest, `WatchOptions.pollInterval`.
    let interval: Duration

    /// The rest after a scan that took `cost`.
    func rest(afterScanTaking cost: Duration) -> Duration {
        max(interval, cost * Self.restFactor)
    }
}
