import FeedDiff

extension FeedPipeline {
    /// Runs the pipeline and diffs the result against `baseline` (nil: a first run): what `feed build` prints.
    ///
    /// - Returns: the document with `changes` filled in when the run succeeded (no errors).
    /// The baseline's snapshot is made on another thread while the scripts run: on two cores it then costs part
    /// of the scripts' tail instead of its whole time before them.
    package func build(against baseline: FeedState?) -> FeedDocument {
        let loading = Background { DiffBaseline(baseline, script: StateStore.relativePath, path: "the state file") }
        var document = run(sharingIdentifiersWithSnapshotMade: { loading.value().snapshot })
        let loaded = loading.value()
        let start = Clock.now()
        document.compare(snapshot: snapshot, against: loaded, options: configuration.diff)
        recordDiffTime(Clock.now() - start)
        return document
    }
}

extension FeedDocument {
    /// The changes from `baseline` (nil: a first run) to this document, whose snapshot is `snapshot` (nil when
    /// the run failed): what `FeedPipeline.build(against:)` fills in, for a baseline read after the run. Its
    /// snapshot then shares the new one's identifiers, so the diff stays linear, and the baseline is not held
    /// while the scripts run (`feed build` of a large feed, whose peak memory that would raise). A warning about
    /// the baseline names `statePath`, the file it was read from.
    package mutating func compare(
        snapshot: Snapshot?, against baseline: FeedState?, options: DiffOptions,
        statePath: String = StateStore.relativePath
    ) {
        let loaded = DiffBaseline(baseline, script: statePath, path: "the state file", base: snapshot)
        compare(snapshot: snapshot, against: loaded, options: options)
    }

    /// Fills in `changes` against a loaded baseline when the run succeeded; the baseline's warnings come first.
    fileprivate mutating func compare(snapshot: Snapshot?, against loaded: DiffBaseline, options: DiffOptions) {
        warnings.insert(contentsOf: loaded.warnings, at: 0)
        guard errors.isEmpty, let newSnapshot = snapshot else { return }
        let sections = self.sections
        let comparable = FeedComparison.comparable(
            loaded.state, loaded.snapshot,
            sectionHashes: { Dictionary(sections.map { ($0.id, $0.hash.hex) }) { first, _ in first } },
            newSnapshot: newSnapshot)
        changes = FeedComparison.changes(
            from: comparable.state, comparable.snapshot, to: self, newSnapshot, options: options)
    }
}
