import FeedDiff
import FeedHost
import FeedLayout

/// One build of a feed: the layout, the snapshot and the changes against the baseline, as values, with every
/// problem found.
///
/// A build with errors has no layout, no snapshot and no changes (`feed watch` sessions keep a failing script's
/// last good section instead, see `FeedWatch`).
public struct FeedBuild: Sendable {
    /// The document `feed build --format json` prints (docs/spec/contract.md §5).
    package let document: FeedDocument
    /// The feed laid out: frames of every item, supplementary and decoration, queryable by rectangle.
    public let layout: LayoutResult?
    /// The sections and items with their content hashes, as a diffable data source would hold them.
    public let snapshot: Snapshot?

    package init(document: FeedDocument, layout: LayoutResult?, snapshot: Snapshot?) {
        self.document = document
        self.layout = document.errors.isEmpty ? layout : nil
        self.snapshot = document.errors.isEmpty ? snapshot : nil
    }

    /// The changes against the baseline, valid as one batch update of a collection view; nil when the build
    /// failed.
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
    public var baseline: FeedBaseline { FeedBaseline(FeedState(document)) }

    /// Writes the build's state file (docs/spec/contract.md §6) atomically: a crash leaves the old file or the new
    /// one, never a torn one.
    ///
    /// - Throws: `FeedError` when the build failed (a failed build never replaces a baseline) or the file cannot
    ///   be written.
    public func save(to path: String) throws(FeedError) {
        guard succeeded else { throw FeedError("a build with errors is not saved: \(path) was not changed") }
        do {
            try StateStore(path: path).save(document)
        } catch {
            throw FeedError(error)
        }
    }
}
