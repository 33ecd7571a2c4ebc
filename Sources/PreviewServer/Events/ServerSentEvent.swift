/// The wire format of server-sent events (the HTML standard's `text/event-stream`).
package enum ServerSentEvent {
    /// One event: `event: NAME`, an `id: ID` line when there is an `id` (a browser sends the last one back as
    /// `Last-Event-ID` when it reconnects), a `data:` line per line of `data`, and the blank line that ends it.
    ///
    /// A final newline of `data` is dropped; carriage returns count as line breaks, as the standard says. An `id`
    /// holding a line break or NUL, which the standard would cut, is left out. With `retry`, the event also says
    /// how long a browser waits before reconnecting, in milliseconds (a `retry:` line first).
    package static func message(event: String, data: [UInt8], id: String? = nil, retry: Int? = nil) -> [UInt8] {
        var bytes = retry.map { Array("retry: \($0)\n".utf8) } ?? []
        bytes += Array("event: \(event)\n".utf8)
        if let id, !id.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0 }) {
            bytes += Array("id: \(id)\n".utf8)
        }
        bytes.reserveCapacity(data.count + 32)
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

    /// A comment line; browsers ignore it, and writing it shows whether the client is still there.
    static let keepAlive: [UInt8] = Array(": keep-alive\n\n".utf8)
}
