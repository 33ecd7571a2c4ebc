import FeedDiff
import FeedHost
import FeedLayout
import FeedScripting

/// One build of a feed: the layout, the snapshot and the changes against the baseline, as values, with every
/// problem found.
///
/// A build with errors has no layout, no snapshot and no changes, except a `FeedSession`'s or `FeedWatch`'s: a
/// failing script keeps its last good section there, and the build has the layout, the snapshot and the changes
/// of the feed as shown (those sections kept), so an app applies every session build's changes in turn. (Unless
/// nothing could be laid out, as when the only scripts fail before any ran well: then none of the three.)
///
/// A value: any thread may read it, and copies may be saved from several threads at once.
public struct FeedBuild: Sendable {
    /// The document `feed build --format json` prints (docs/spec/contract.md §5).
    package private(set) var document: FeedDocument
    /// The feed laid out: frames of every item, supplementary and decoration, queryable by rectangle; nil when the
    /// build failed (a session's keeps it, see above), and for a folder with no section scripts (a warning says
    /// so; the build succeeds).
    public private(set) var layout: LayoutResult?
    /// The sections and items with their content hashes, as a diffable data source would hold them; nil when the
    /// build failed (a session's keeps it, see above).
    public private(set) var snapshot: Snapshot?
    /// The `print` lines of the scripts that ran, each prefixed with its script's name.
    public let log: [String]
    /// What a `FeedSession` or `FeedWatch` build was: its trigger, the scripts that ran, what it cost.
    package private(set) var update: WatchUpdate?
    /// The state file's bytes being encoded on another thread since `prepareSave()`.
    private var preparedState: Background<[[UInt8]]>?
    /// The state file being written to its temporary file on another thread since `prepareSave(to:)`.
    private var preparedFile: (path: String, file: Background<Result<PreparedStateFile, HostError>>)?

    /// The feed folder the build is of, whose scripts, modules and data files a save refuses to write over.
    private var folder: String?

    /// - Parameter keepsSections: the build is a session's that was laid out with its failing scripts' last good
    ///   sections: its layout and snapshot are those of its document, errors or not.
    package init(
        document: FeedDocument, layout: LayoutResult?, snapshot: Snapshot?, log: [String] = [], folder: String? = nil,
        keepsSections: Bool = false
    ) {
        self.folder = folder
        self.document = document
        let shown = document.errors.isEmpty || keepsSections
        self.layout = shown ? layout : nil
        self.snapshot = shown ? snapshot : nil
        self.log = log
    }

    /// A build that failed before any script ran, with one error naming `path` (a folder that cannot be listed
    /// any more, an environment whose limits cannot be).
    package init(failedToList path: String, because reason: String, environment: LayoutEnvironment) {
        self.init(
            document: FeedDocument(environment: environment, errors: [Diagnostic(script: path, message: reason)]),
            layout: nil, snapshot: nil)
    }

    /// The build with the session's account of it.
    package func with(_ update: WatchUpdate) -> FeedBuild {
        var build = self
        build.update = update
        return build
    }

    /// The scripts a `FeedSession` build ran (file names, sorted; `feed.lua` when the manifest was read again);
    /// nil for a `Feed` build, which runs them all.
    public var rerun: [String]? { update?.rerun }

    /// The problems of a `FeedSession` or `FeedWatch` build outside its scripts, in the library's words (`feed
    /// watch` prints the same errors naming its options): the state file could not be saved (a full disk, a link out of the folder), the folder could not be listed
    /// again. The build itself stands; empty for a `Feed` build, whose `save(to:)` throws instead.
    public var fileErrors: [FeedError] { update?.notices.map(FeedError.init) ?? [] }

    /// The changes against the baseline, valid as one batch update of a collection view; nil when the build
    /// failed (a session's has them when it has a snapshot, see above).
    public var changes: Changeset? { document.changes?.changeset }
    /// Errors first, then warnings, each in feed order.
    public var diagnostics: [FeedDiagnostic] { (document.errors + document.warnings).map(FeedDiagnostic.init) }
    /// Whether the build has no errors.
    public var succeeded: Bool { document.errors.isEmpty }
    /// The section identifiers in feed order.
    public var sectionIDs: [String] { document.sections.map(\.id) }
    /// The build as the JSON document of `feed build --format json`.
    public var json: String { String(decoding: document.jsonBytes(), as: UTF8.self) }
    /// The baseline of the next build: what `save(to:)` writes.
    public var baseline: FeedBaseline { FeedBaseline(FeedState(document), folder: folder) }

    /// Starts encoding the state file on another thread, so that a `save(to:)` after other work (printing the
    /// output, as `feed build` does) finds it ready: on a machine with two cores the state then costs little
    /// extra time. Does nothing for a failed build, which is never saved.
    public mutating func prepareSave() {
        guard succeeded, preparedState == nil else { return }
        preparedState = document.stateChunksInBackground()
    }

    /// Compares a build made without a baseline (`Feed.check()`) with `baseline`, read since (nil: a first run):
    /// the changes are those `Feed.build(against:)` gives, and the baseline was not held while the scripts ran.
    package mutating func compare(against baseline: FeedBaseline?, options: DiffOptions) {
        document.compare(
            snapshot: snapshot, against: baseline?.state, options: options,
            statePath: baseline?.path ?? StateStore.relativePath)
    }

    /// Lets go of the layout (and, once the changes are known, the snapshot), which `feed build` does not need:
    /// it prints the document and saves the state, both made from the document alone.
    package mutating func release(snapshot releasesSnapshot: Bool) {
        layout = nil
        if releasesSnapshot { snapshot = nil }
    }

    /// Starts writing the state file for `path` on another thread, in pieces of about 256 KB, into a temporary
    /// file next to it, synced once written (`StateStore.prepare`); `save(to: path)` then only puts it in place.
    /// Unlike `prepareSave()`, the state's bytes are never held whole: a build of 1M items holds 70 MB less while
    /// it reads the old state and prints its output. Does nothing for a failed build; the temporary file is
    /// removed if the build is released unsaved.
    package mutating func prepareSave(to path: String) {
        guard succeeded, preparedState == nil, preparedFile == nil,
            FeedError.savingOverFeedInput(path, folder: folder) == nil
        else { return }
        let document = self.document
        preparedFile = (
            path, Background { Result { () throws(HostError) in try StateStore(path: path).prepare(document) } }
        )
    }

    /// Removes the temporary file `prepareSave(to:)` writes, once its writer is done, leaving the state file as it
    /// was. Without it the temporary went only when the build was released after the writer had finished: a
    /// `feed build` whose output failed at once (a full disk, a closed pipe) exited first and left it behind.
    package mutating func abandonSave() {
        guard let preparedFile else { return }
        if case .success(let prepared) = preparedFile.file.value() { prepared.abandon() }
        self.preparedFile = nil
    }

    /// Writes the build's state file (docs/spec/contract.md §6) atomically: a crash leaves the old file or the new
    /// one, never a torn one.
    ///
    /// A feed folder's own state file (`Feed.statePath`) is never written through a link out of the folder.
    ///
    /// - Throws: `FeedError` when the build failed (a failed build never replaces a baseline), `path` is one of
    ///   the feed's own files (a script, a `lib/` module or a `data/` file), or the file cannot be written.
    public func save(to path: String) throws(FeedError) {
        try save(to: path, isNamed: false)
    }

    /// `save(to:)`; `isNamed`: `path` is the user's `--state`, written where it leads even when it is the folder's
    /// default path (as `FeedSession` does).
    package func save(to path: String, isNamed: Bool) throws(FeedError) {
        guard succeeded else { throw FeedError("a build with errors is not saved: \(path) was not changed") }
        // As `FeedSession` and `feed build --state` refuse it: `save(to: DIR/a.lua)` wrote the state over the script.
        if let refusal = FeedError.savingOverFeedInput(path, folder: folder) { throw refusal }
        let store = isNamed ? StateStore(path: path) : StateStore(guardingFeedStateAt: path)
        do {
            if let preparedFile, preparedFile.path == path {
                try store.checkPlace()
                try preparedFile.file.value().get().commit()
            } else if let preparedState {
                try store.save(document, encoded: preparedState.value())
            } else {
                try store.save(document)
            }
        } catch {
            throw FeedError(error)
        }
    }
}
