/// A request as the server's handler sees it, after libmicrohttpd has parsed and unescaped it.
package struct HTTPRequest: Hashable, Sendable {
    /// `GET`, `HEAD`, …
    package var method: String
    /// The path without the query, percent-decoded (`/feed.json`).
    package var path: String
    /// The query's arguments, percent-decoded; a repeated name keeps one of its values.
    package var arguments: [String: String]
    /// The `Host` header (`127.0.0.1:8080`), if the client sent one.
    package var host: String?
    /// The `Last-Event-ID` header: the `id` of the last event a browser's event stream received, which it sends
    /// when it reconnects by itself.
    package var lastEventID: String?

    package init(
        method: String, path: String, arguments: [String: String] = [:], host: String? = nil,
        lastEventID: String? = nil
    ) {
        self.method = method
        self.path = path
        self.arguments = arguments
        self.host = host
        self.lastEventID = lastEventID
    }
}
