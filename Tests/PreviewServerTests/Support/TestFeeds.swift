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

    /// `document(_:title:)` with a second section, `kept`, below it: the same in every build.
    static func document(_ environment: LayoutEnvironment, title: String, keeping kept: String) -> FeedDocument {
        var document = document(environment, title: title)
        let item = ItemDocument(
            id: "\(kept)-1", index: 0, frame: Rect(x: 0, y: 50, width: environment.width, height: 30),
            fields: Payload(["title": .string("unchanged")]))
        document.sections.append(
            SectionDocument(
                id: kept, index: 1, script: "\(kept).lua",
                frame: Rect(x: 0, y: 50, width: environment.width, height: 30),
                orthogonalScrolling: .none, items: [item], hash: ContentHash(value: 2)))
        document.contentSize.height += 30
        return document
    }

    /// A preview whose documents say how many times the feed was built: "build 1", "build 2", …
    static func countingPreview(heartbeat: Duration = .milliseconds(50)) -> LivePreview {
        let counter = Counter()
        return LivePreview(environment: LayoutEnvironment(), heartbeat: heartbeat) { environment in
            document(environment, title: "build \(counter.next())")
        }
    }

    /// `countingPreview()` whose documents also have the section `kept` (`document(_:title:keeping:)`).
    static func countingPreview(keeping kept: String) -> LivePreview {
        let counter = Counter()
        return LivePreview(environment: LayoutEnvironment(), heartbeat: .milliseconds(50)) { environment in
            document(environment, title: "build \(counter.next())", keeping: kept)
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
