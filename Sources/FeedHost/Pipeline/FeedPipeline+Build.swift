import FeedDiff

extension FeedPipeline {
    /// Runs the pipeline and diffs the result against `baseline` (nil: a first run): what `feed build` prints.
    ///
    /// - Returns: the document with `changes` filled in when the run succeeded (no errors).
    package func build(against baseline: FeedState?) -> FeedDocument {
        let loaded = DiffBaseline(baseline, script: ".feed/state.json", path: "the state file")
        let baselineState = loaded.state
        let oldSnapshot = loaded.snapshot
        var document = run(sharingIdentifiersWith: oldSnapshot)
        document.warnings.insert(contentsOf: loaded.warnings, at: 0)
        guard document.errors.isEmpty, let newSnapshot = snapshot else { return document }
        let start = Clock.now()
        let sections = document.sections
        let comparable = FeedComparison.comparable(
            baselineState, oldSnapshot,
            sectionHashes: { Dictionary(sections.map { ($0.id, $0.hash.hex) }) { first, _ in first } },
            newSnapshot: newSnapshot)
        document.changes = FeedComparison.changes(
            from: comparable.state, comparable.snapshot, to: document, newSnapshot, options: configuration.diff)
        recordDiffTime(Clock.now() - start)
        return document
    }
}
