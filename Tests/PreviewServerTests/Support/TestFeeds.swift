import FeedHost
import FeedLayout
import PreviewServer
import Synchronization

/// Small documents and previews for the server tests.
enum TestFeeds {
    /// A one-section feed at `environment` whose single item's title is `title`.
    static func document(_ environment: LayoutEnvironment, title: String) -> FeedDocument {
        let item = ItemDocument(
            id: "item-1", index: 0, frame: Rect(x: 0, y: 0, width: environment.width, height: 50),
            fields: Payload(["title": .string(title)]))
        let section = SectionDocument(
            id: "only", index: 0, script: "only.lua", frame: Rect(x: 0, y: 0, width: environment.width, height: 50),
            orthogonalScrolling: .none, items: [item], hash: ContentHash(value: 1))
        return FeedDocument(
            environment: environment, contentSize: Size(width: environment.width, height: 50), sections: [section])
    }

    /// A preview whose documents say how many times the feed was built: "build 1", "build 2", …
    static func countingPreview(heartbeat: Duration = .milliseconds(50)) -> LivePreview {
        let counter = Counter()
        return LivePreview(environment: LayoutEnvironment(), heartbeat: heartbeat) { environment in
            document(environment, title: "build \(counter.next())")
        }
    }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Mutex(0)

    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
