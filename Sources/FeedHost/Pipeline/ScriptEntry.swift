/// One section script's entry in a pipeline's cache: its runtime (the Lua state and the run — items, payloads,
/// recipe, content hash) and what the pipeline built from that run downstream (the section in the cached layout,
/// in the snapshot, its document and state parts), each stamped with the revision of the run it was built from.
///
/// Running or laying out the script again raises `revision`; a product whose stamp differs is rebuilt from the
/// run, every other one is taken over as it is. So a save invalidates exactly that script's entry, and a rebuild
/// costs what changed, not the feed.
///
/// `@unchecked Sendable`: entries are changed only by the thread driving their pipeline, between parallel steps
/// (which touch only `runtime`).
final class ScriptEntry: @unchecked Sendable {
    let runtime: ScriptRuntime
    /// Raised each time the script runs, is laid out again or gets its last good run back; 0 before its first run.
    private(set) var revision = 0
    /// The revision the pipeline's cached layout (`LayoutCache`) holds for this section; nil when not in it.
    var laidOut: Int?
    /// The revision and the position of this section in the pipeline's snapshot; nil when not in it.
    var snapshotSection: Stamped<Int>?
    /// The section's document and state, and the revision they were assembled from.
    var parts: Stamped<SectionParts>?

    init(runtime: ScriptRuntime) {
        self.runtime = runtime
    }

    var name: String { runtime.file.name }
    var run: SectionRun { runtime.result }
    var hasRun: Bool { revision > 0 }

    /// Marks every product built from the previous run out of date.
    func invalidate() {
        revision += 1
    }

    /// `product` when it was built from the current run.
    func current<Value>(_ product: Stamped<Value>?) -> Value? {
        guard let product, product.revision == revision else { return nil }
        return product.value
    }

    /// `value` stamped with the current revision.
    func stamped<Value>(_ value: Value) -> Stamped<Value> {
        Stamped(revision: revision, value: value)
    }

    /// Puts the last good run back in place of a failed one (`feed watch`); false when there is none.
    func restoreLastGood() -> Bool {
        guard runtime.restoreLastGood() else { return false }
        invalidate()
        return true
    }
}

/// A product of a script's run with the revision of the run it was built from (`ScriptEntry`).
struct Stamped<Value> {
    let revision: Int
    var value: Value
}
