/// The wire format of server-sent events (the HTML standard's `text/event-stream`).
package enum ServerSentEvent {
    /// One event: `event: NAME`, an `id: ID` line when there is an `id` (a browser sends the last one back as
    /// `Last-Event-ID` when it reconnects), a `data:` line per line of `data`, and the blank line that ends it.
    ///
    /// A final newline of `data` is dropped; carriage returns count as line breaks, as the standard says. An `id`
    /// holding a line break or NUL, which the standard would cut, is left out. With `retry`, the event also says
    /// how long a browser waits before reconnecting, in milliseconds (a `retry:` line first).
    package static func message(event: String, data: [UInt8], id: String? = nil, retry: Int? = nil) -> [UInt8] {
        var bytes = head(event: event, id: id, retry: retry)
        bytes.reserveCapacity(bytes.count + data.count + 32)
        var body = data[...]
        while let last = body.last, last == 0x0A || last == 0x0D { body = body.dropLast() }
        var lineStart = body.startIndex
        for index in body.indices where body[index] == 0x0A || body[index] == 0x0D {
            bytes += Array("data: ".utf8)
            bytes += body[lineStart..<index]
            bytes.append(0x0A)
            lineStart = body.index(after: index)
        }
        bytes += Array("data: ".utf8)
        bytes += body[lineStart...]
        bytes += [0x0A, 0x0A]
        return bytes
    }

    /// `message(event:data:id:retry:)` in pieces, with `data` itself as one of them when it is a single line ending
    /// in a newline (a document's JSON): the head and `data: `, `data` shared rather than copied, the blank line.
    /// Other data is framed by `message`, which splits it into lines.
    package static func message(event: String, sharing data: [UInt8], id: String?, retry: Int?) -> EventMessage {
        let isOneLine = data.last == 0x0A && data.firstIndex { $0 == 0x0A || $0 == 0x0D } == data.count - 1
        guard isOneLine else { return EventMessage(message(event: event, data: data, id: id, retry: retry)) }
        return EventMessage(head(event: event, id: id, retry: retry) + Array("data: ".utf8), data, [0x0A])
    }

    /// The lines before an event's data: `retry`, `event`, and `id` unless it holds a line break or NUL.
    private static func head(event: String, id: String?, retry: Int?) -> [UInt8] {
        var bytes = retry.map { Array("retry: \($0)\n".utf8) } ?? []
        bytes += Array("event: \(event)\n".utf8)
        if let id, !id.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) {
            bytes += Array("id: \(id)\n".utf8)
        }
        return bytes
    }

    /// A comment line; browsers ignore it, and writing it shows whether the client is still there.
    static let keepAlive: [UInt8] = Array(": keep-alive\n\n".utf8)
}
