/// What the server sends back: a whole body, or a stream of server-sent events that stays open.
package struct HTTPResponse: Sendable {
    /// The response's body.
    package enum Body: Sendable {
        case bytes([UInt8])
        /// A `text/event-stream` fed from `EventStream`, until the stream is closed or the client goes away.
        case events(EventStream)
    }

    package var status: Int
    /// Header names and values, sent in this order.
    package var headers: [(name: String, value: String)]
    package var body: Body

    package init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A complete response with a `Content-Type`.
    package init(status: Int = 200, contentType: String, body: [UInt8]) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: .bytes(body))
    }

    /// A short plain-text response, for errors.
    package static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }
}
