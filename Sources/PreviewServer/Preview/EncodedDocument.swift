import FeedHost
import Synchronization

/// A document and its JSON, encoded the first time something asks for it (a page loading, `/feed.json`, a page
/// that fell behind its patches) and then kept for every other asker. A rebuild whose pages follow it by patches
/// never encodes the whole document, so its cost follows the change rather than the size of the feed.
///
/// Thread safety: `json` may be read from any thread; the first readers wait for one encoding.
final class EncodedDocument: Sendable {
    let document: FeedDocument
    private let encoded = Mutex<[UInt8]?>(nil)

    init(_ document: FeedDocument) {
        self.document = document
    }

    /// Whether `json` has been made (for tests: a page that shows the document never has it made).
    var isEncoded: Bool { encoded.withLock { $0 != nil } }

    /// The document rendered by each renderer a request asked for (the page at a picked device, the wireframe),
    /// made once and shared: each request rendered its own and held it while it was sent, and 100 clients of a
    /// 3.9 MB page that did not read held 826 MB. At most one entry per device and kind of document.
    private let pages = Mutex<[HTMLRenderer: [UInt8]]>([:])
    private let wireframes = Mutex<[SVGRenderer: [UInt8]]>([:])

    /// `renderer.render(document)`; the first askers wait for one rendering.
    func page(_ renderer: HTMLRenderer) -> [UInt8] {
        Self.made(for: renderer, in: pages) { renderer.render(document) }
    }

    /// `renderer.render(document)`, made once as `page(_:)` is.
    func wireframe(_ renderer: SVGRenderer) -> [UInt8] {
        Self.made(for: renderer, in: wireframes) { renderer.render(document) }
    }

    /// The bytes `cache` holds for `key`, made by `make` (under the lock) the first time.
    private static func made<Key: Hashable & Sendable>(
        for key: Key, in cache: borrowing Mutex<[Key: [UInt8]]>, by make: () -> [UInt8]
    ) -> [UInt8] {
        cache.withLock { cached in
            if let bytes = cached[key] { return bytes }
            let bytes = make()
            cached[key] = bytes
            return bytes
        }
    }

    /// The document's `feed` event, made once by `make` and shared by every stream it is sent to: each page that
    /// started following kept its own copy (60 pages of a 5.4 MB document held 200 MB more). Its data is `json`'s
    /// own bytes (`ServerSentEvent.message(event:sharing:id:retry:)`): a copy made each followed document
    /// held twice, 16 MiB more for a 16 MiB document.
    private let feedEvent = Mutex<EventMessage?>(nil)

    /// `make()`, the first time; the same message afterwards.
    func event(_ make: () -> EventMessage) -> EventMessage {
        feedEvent.withLock { event in
            if let event { return event }
            let made = make()
            event = made
            return made
        }
    }

    /// `document.jsonBytes()`.
    var json: [UInt8] {
        encoded.withLock { bytes in
            if let bytes { return bytes }
            let made = document.jsonBytes()
            bytes = made
            return made
        }
    }
}
