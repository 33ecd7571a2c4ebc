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
