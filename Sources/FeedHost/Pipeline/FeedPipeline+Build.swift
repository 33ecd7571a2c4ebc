import FeedDiff

extension FeedPipeline {
    /// Runs the pipeline and diffs the result against `baseline` (nil: a first run): what `feed build` prints.
    ///
    /// - Returns: the document with `changes` filled in when the run succeeded (no errors).
    package func build(against baseline: FeedState?) -> FeedDocument {
        var baselineSnapshot: Snapshot?
        var baselineState = baseline
        var warning: Diagnostic?
        if let baseline {
            do {
                baselineSnapshot = try FeedComparison.snapshot(of: baseline, path: "the state file")
            } catch {
                baselineState = nil
                warning = Diagnostic(
                    .warning, script: ".feed/state.json", message: "\(error); treating this run as the first")
            }
        }
        let oldSnapshot = baselineSnapshot ?? Snapshot()
        var document = run(sharingIdentifiersWith: oldSnapshot)
        if let warning { document.warnings.insert(warning, at: 0) }
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
