import FeedHost
import FileWatching
import Foundation
import Testing

/// After any number of incremental rebuilds, the document, the state file and the changes are what a fresh
/// build of the same files gives: sections carried over from earlier rebuilds are never stale.
@Suite("Watch: incremental rebuilds")
struct IncrementalTests {
    /// Each step saves one script: the same item count (no section moves), more items (the sections after it
    /// move down), an edit elsewhere, and back to fewer items (they move up again).
    static let steps: [(script: String, titles: [String])] = [
        ("b.lua", ["b one", "b two", "b three"]),
        ("b.lua", ["b one", "b two", "b three", "b four", "b five"]),
        ("c.lua", ["c edited", "two", "three"]),
        ("b.lua", ["b one"]),
        ("d.lua", ["d edited", "two", "three"]),
    ]

    /// Also with the state file encoded and written on the writer's queue (`feed watch`), waited for before reading.
    @Test(arguments: [false, true])
    func severalRebuildsEqualFreshBuilds(savingInBackground: Bool) throws {
        let files = Dictionary(
            uniqueKeysWithValues: ["a", "b", "c", "d"].map {
                ("\($0).lua", WatchFeed.script($0, titles: ["one", "two", "three"]))
            })
        let feed = try WatchFeed(files, state: true)
        let store = StateStore(feedDirectory: feed.path)
        feed.session.savesStateInBackground = savingInBackground
        for step in Self.steps {
            guard case .state(let before) = store.load() else {
                Issue.record("no state file before saving \(step.script)")
                return
            }
            feed.write(step.script, WatchFeed.script(String(step.script.prefix(1)), titles: step.titles))
            let update = try #require(
                feed.session.apply([FileChange(path: step.script, kind: .modified, contentHash: nil)]))
            #expect(update.rerun == [step.script])
            #expect(update.savedState)
            #expect(feed.session.flushState() == nil)
            let fresh = FeedPipeline(folder: try FeedFolder.discover(at: feed.path)).build(against: before)
            #expect(update.document.sections == fresh.sections)
            #expect(update.document.contentSize == fresh.contentSize)
            #expect(update.document.changes == fresh.changes)
            let saved = try #require(FileManager.default.contents(atPath: store.path))
            #expect(Array(saved) == FeedState(fresh).jsonBytes())
        }
    }
}
