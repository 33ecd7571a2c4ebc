/// Where a run's time went, in nanoseconds: for `feed-bench` and `--timings`-style reports.
///
/// `scripts` is the wall time of the parallel script steps; `lua` and `encoding` are summed over scripts (CPU
/// time across cores, so they can exceed `scripts`).
package struct PipelineTimings: Hashable, Sendable {
    /// Wall time of running every script (both parallel steps).
    package var scripts: UInt64 = 0
    /// Time of each script's steps — a fresh state, the file, `items(ctx)`, the items read and encoded, the
    /// state's garbage collected, then `layout(env)` and the content hashes — summed over scripts.
    package var lua: UInt64 = 0
    /// Time of the `items(ctx)` calls with their results read into items (Lua's own work and the reading),
    /// summed over scripts: part of `lua`.
    package var items: UInt64 = 0
    /// Time encoding items' fields canonically (the content hashes), summed over scripts.
    package var encoding: UInt64 = 0
    /// Wall time of the layout solve (with `measure` callbacks).
    package var layout: UInt64 = 0
    /// Wall time of building the snapshot and assembling the document.
    package var assembly: UInt64 = 0
    /// Wall time of the diff against the baseline.
    package var diff: UInt64 = 0

    package init() {}
}
