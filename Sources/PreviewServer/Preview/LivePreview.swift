import FeedHost
import FeedLayout
import Foundation
import Glibc
import Synchronization

/// The documents a preview serves and the pages that follow them.
///
/// A document is built on demand for each layout environment a page asks for (the serve command's own, and any
/// device picked on a page), kept until the next `rebuild()`, and pushed to every page showing that environment
/// when it is rebuilt. Builds are serialised, so the build function never runs twice at once.
///
/// A page's stream starts with a `feed` event, the whole document (or `same`, when the page names the document it
/// shows and that is the current one); a rebuild of an environment that had a
/// document sends a `patch` event, the line `feed watch --format json --changes-only` would print
/// (`ChangesOnlyLine`: the sections that differ, the section order, the changes), so what goes over the wire and
/// what the page redraws follow the change rather than the feed. A page that has not yet received the previous
/// event gets the whole document instead (`EventStream.send(_:orWhenBehind:)`).
///
/// Thread safety: every method may be called from any thread.
package final class LivePreview: Sendable {
    /// Builds the feed's document at an environment (runs the scripts, lays out, diffs).
    package typealias Build = @Sendable (LayoutEnvironment) -> FeedDocument

    /// A built document and its JSON, encoded once, when a page first asks for it.
    package struct Snapshot: Sendable {
        private let encoded: EncodedDocument
        /// Counts rebuilds: 0 for the first build of an environment, +1 per `rebuild()`.
        package let generation: Int
        /// Names this snapshot among every other this process and any other makes (a random number of the
        /// process, then a count): a page served from it names it when it follows (`follow(at:since:)`).
        package let token: String

        init(document: FeedDocument, generation: Int) {
            encoded = EncodedDocument(document)
            self.generation = generation
            token = Self.processNonce + "-" + String(Self.made.add(1, ordering: .relaxed).newValue)
        }

        private static let processNonce = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        private static let made = Atomic<Int>(0)

        package var document: FeedDocument { encoded.document }
        package var json: [UInt8] { encoded.json }
        /// The `feed` event of the document, with the retry time: the first event of a page's stream, and what a
        /// page behind its patches gets; made once, shared by every stream, its data the bytes of `json`.
        var feedEvent: EventMessage {
            encoded.event {
                ServerSentEvent.message(
                    event: "feed", sharing: encoded.json, id: token, retry: LivePreview.retryMilliseconds)
            }
        }
        /// The page `renderer` makes of the document, rendered once for every request that asks.
        package func page(_ renderer: HTMLRenderer) -> [UInt8] { encoded.page(renderer) }
        /// The wireframe `renderer` makes of the document, rendered once for every request that asks.
        package func wireframe(_ renderer: SVGRenderer) -> [UInt8] { encoded.wireframe(renderer) }
        var isEncoded: Bool { encoded.isEncoded }
    }

    private struct State {
        var snapshots: [LayoutEnvironment: Snapshot] = [:]
        var followers: [ObjectIdentifier: (stream: EventStream, environment: LayoutEnvironment)] = [:]
        var generation = 0
        var closed = false
        /// Environments a request is having built in the background.
        var pending: Set<LayoutEnvironment> = []
        /// Environments whose documents were built on request, the latest last.
        var asked = RecentlyUsed<LayoutEnvironment>(limit: LivePreview.unfollowedKept)

        /// Keeps `snapshot` for `environment`, and of the documents no page follows, only those of the command
        /// line's environment and the last `LivePreview.unfollowedKept` asked for. Each is a whole feed: a
        /// page's device picker asked for every preset in turn, and a 10 × 10k-item feed held all 16.
        mutating func keep(_ snapshot: Snapshot, at environment: LayoutEnvironment, base: LayoutEnvironment) {
            snapshots[environment] = snapshot
            guard let dropped = asked.use(environment), dropped != base,
                !followers.values.contains(where: { $0.environment == dropped })
            else { return }
            snapshots[dropped] = nil
        }
    }

    /// How many documents no page follows are kept besides the command line's (`State.keep`).
    static let unfollowedKept = 2

    /// The environment of the command line: what a page without `?device=` shows.
    package let environment: LayoutEnvironment
    /// How long an event stream stays silent before a keep-alive.
    package let heartbeat: Duration
    private let build: Build
    private let building = Mutex(())
    private let state = Mutex(State())

    package init(environment: LayoutEnvironment, heartbeat: Duration = .seconds(15), build: @escaping Build) {
        self.environment = environment
        self.heartbeat = heartbeat
        self.build = build
    }

    /// The current document at `environment`, built now if this environment has none since the last rebuild.
    package func snapshot(at environment: LayoutEnvironment) -> Snapshot {
        if let snapshot = state.withLock({ $0.snapshots[environment] }) { return snapshot }
        return building.withLock { _ in snapshotWhileBuilding(at: environment) }
    }

    /// `snapshot(at:)` for a request: nil when the environment has no document yet and the build in progress
    /// (a hung script's, until its time limit) has not ended within `patience`, so the request is answered
    /// rather than left hanging.
    ///
    /// The build never runs on the request's thread: a request that arrived before the serve command's first build
    /// took `building` would otherwise run that build itself and hang with a hung script. It runs on a thread of its
    /// own (one per environment at a time), and its document is kept for the retry.
    package func snapshot(at environment: LayoutEnvironment, patience: Duration) -> Snapshot? {
        if let snapshot = state.withLock({ $0.snapshots[environment] }) { return snapshot }
        buildInBackground(at: environment)
        let deadline = ContinuousClock.now + patience
        while ContinuousClock.now < deadline {
            usleep(20_000)
            if let snapshot = state.withLock({ $0.snapshots[environment] }) { return snapshot }
        }
        return nil
    }

    /// Starts building `environment` on a thread of its own unless one already is (it waits for `building`).
    private func buildInBackground(at environment: LayoutEnvironment) {
        let start = state.withLock { $0.pending.insert(environment).inserted }
        guard start else { return }
        Thread.detachNewThread { [self] in
            _ = building.withLock { _ in snapshotWhileBuilding(at: environment) }
            state.withLock { _ = $0.pending.remove(environment) }
        }
    }

    /// `snapshot(at:)` for a caller that holds `building`.
    private func snapshotWhileBuilding(at environment: LayoutEnvironment) -> Snapshot {
        if let snapshot = state.withLock({ $0.snapshots[environment] }) { return snapshot }
        let document = build(environment)
        return state.withLock { state in
            let snapshot = Snapshot(document: document, generation: state.generation)
            state.keep(snapshot, at: environment, base: self.environment)
            return snapshot
        }
    }

    /// Rebuilds every environment a page follows and the command line's, and pushes each new document to the pages
    /// that follow it as soon as it is built: followed environments go first, so a page never waits for a build
    /// no page shows (the command line's, when pages picked a device, is built last, for the terminal's report).
    package func rebuild() {
        // Pushes go out before `building` is released, so a page that starts following meanwhile gets either the
        // new document as its first event or the old one followed by the new one, never the new then the old.
        building.withLock { _ in
            let (generation, previous, followed) = state.withLock { state in
                state.generation += 1
                return (state.generation, state.snapshots, Set(state.followers.values.map(\.environment)))
            }
            var environments = followed.sorted(by: Self.order)
            if !followed.contains(environment) { environments.append(environment) }
            for environment in environments {
                let snapshot = Snapshot(document: build(environment), generation: generation)
                publish(snapshot, at: environment, patch: Self.patch(snapshot, since: previous[environment]))
            }
            // Documents of environments that were not rebuilt are stale: built again when next asked for.
            state.withLock { state in state.snapshots = state.snapshots.filter { environments.contains($0.key) } }
        }
    }

    /// Makes `snapshot` the document at `environment` and sends it (as `patch` when there is one) to the pages
    /// that follow that environment; both under `state`'s lock as `follow(at:)` is, so no page sees it twice.
    private func publish(_ snapshot: Snapshot, at environment: LayoutEnvironment, patch: EventMessage?) {
        let streams = state.withLock { state in
            state.snapshots[environment] = snapshot
            return state.followers.values.filter { $0.environment == environment }.map(\.stream)
        }
        for stream in streams {
            if let patch {
                stream.send(patch, orWhenBehind: snapshot.feedEvent)
            } else {
                stream.send(snapshot.feedEvent)
            }
        }
    }

    /// A new event stream for a page showing `environment`: it starts with the current document and receives every
    /// rebuild until the page goes away or the preview closes.
    ///
    /// A page that already shows the current document, the one whose `Snapshot.token` it names as `since` (the
    /// page embeds the token of the snapshot it was served from; every event carries its snapshot's token as its
    /// `id`, which a browser reconnecting by itself sends back), gets a `same` event naming it instead of the
    /// whole document again: a 100k-item page would parse 14 MB it holds already, and keep every item it had
    /// left unread (`PageData`).
    package func follow(at environment: LayoutEnvironment, since token: String? = nil) -> EventStream {
        follow(at: environment, patience: .seconds(3600), since: token)!
    }

    /// `follow(at:since:)` that answers at once when the environment has a document (even while a rebuild runs:
    /// the rebuild's document follows when it ends), and gives up after `patience` (nil) when it has none and
    /// the build in progress does not end.
    package func follow(at environment: LayoutEnvironment, patience: Duration, since token: String? = nil)
        -> EventStream?
    {
        let stream = EventStream(heartbeat: heartbeat) { [weak self] in self?.forgetFinished() }
        // Encoded before taking the lock below, so that a large document does not hold up the other pages; not at
        // all for a page that shows it already.
        if let current = state.withLock({ $0.snapshots[environment] }), current.token != token { _ = current.feedEvent }
        // The first event is sent under `state`'s lock, before a rebuild's pushes (taken under the same lock)
        // can reach the new follower, so a page never sees the new document before the old one.
        let followed = state.withLock { state -> Bool in
            guard let current = state.snapshots[environment] else { return false }
            if !state.closed { state.followers[ObjectIdentifier(stream)] = (stream, environment) }
            stream.send(current.token == token ? Self.same(current) : current.feedEvent)
            if state.closed { stream.close() }
            return true
        }
        if followed { return stream }
        // No document yet: wait for one as a request does, then follow it as above.
        guard snapshot(at: environment, patience: patience) != nil else { return nil }
        return follow(at: environment, patience: patience, since: token)
    }

    /// The number of pages following the preview now.
    package var followerCount: Int { state.withLock { $0.followers.count } }

    /// The environments whose documents are kept now (for tests of the bound).
    var keptEnvironments: Set<LayoutEnvironment> { state.withLock { Set($0.snapshots.keys) } }

    /// Ends every event stream; later ones end at once.
    package func close() {
        let streams = state.withLock { state -> [EventStream] in
            state.closed = true
            return state.followers.values.map(\.stream)
        }
        for stream in streams { stream.close() }
    }

    /// Drops followers whose streams the server has finished.
    private func forgetFinished() {
        state.withLock { state in
            state.followers = state.followers.filter { !$0.value.stream.isFinished }
        }
    }

    /// How long a browser waits before reconnecting, sent with a page's first event and every whole document.
    static let retryMilliseconds = 1000

    /// The `same` event: the page already shows `snapshot`'s document.
    private static func same(_ snapshot: Snapshot) -> EventMessage {
        EventMessage(
            ServerSentEvent.message(
                event: "same", data: Array(snapshot.token.utf8), id: snapshot.token, retry: retryMilliseconds))
    }

    /// The `patch` event that turns `previous`'s document into `snapshot`'s; nil without a previous document.
    private static func patch(_ snapshot: Snapshot, since previous: Snapshot?) -> EventMessage? {
        guard let previous else { return nil }
        return EventMessage(
            ServerSentEvent.message(
                event: "patch", data: ChangesOnlyLine.jsonBytes(snapshot.document, since: previous.document),
                id: snapshot.token))
    }

    /// A fixed order of environments, so rebuilds run in the same order every time.
    private static func order(_ lhs: LayoutEnvironment, _ rhs: LayoutEnvironment) -> Bool {
        (lhs.width, lhs.height, lhs.scale) < (rhs.width, rhs.height, rhs.scale)
    }
}
