import Glibc

/// A page's event stream as a test sees it: `GET /events` over a loopback socket, read one event at a time.
final class EventClient {
    struct Event: Equatable {
        var name: String
        var data: String
        /// The event's `id`, if it has one.
        var id: String? = nil
    }

    private var socket: Int32
    private var pending: [UInt8] = []
    /// The response's status, once its head has arrived.
    private(set) var status: Int?

    /// Connects and sends the request, with `headers` (`Name: value` lines) besides `Host`; nil when the
    /// connection fails.
    init?(port: Int, target: String = "/events", headers: [String] = []) {
        guard let socket = LoopbackClient.connect(port: port) else { return nil }
        self.socket = socket
        let extra = headers.map { $0 + "\r\n" }.joined()
        guard LoopbackClient.send("GET \(target) HTTP/1.0\r\nHost: 127.0.0.1\r\n\(extra)\r\n", on: socket) else {
            close()
            return nil
        }
    }

    deinit { close() }

    /// The next event (comments skipped); nil when the stream ends or nothing comes within the receive timeout.
    func next() -> Event? {
        while true {
            if status == nil, let response = LoopbackClient.parse(pending) {
                status = response.status
                pending = response.body
            }
            if status != nil, let event = takeEvent() {
                if let event { return event }
                continue
            }
            guard socket >= 0 else { return nil }
            let chunk = LoopbackClient.receive(on: socket)
            if chunk.isEmpty { return nil }
            pending += chunk
        }
    }

    /// Reads `count` raw bytes of the stream (head included) and returns them.
    func readRaw(_ count: Int) -> [UInt8] {
        guard socket >= 0 else { return [] }
        return LoopbackClient.receive(on: socket, maximum: count)
    }

    func close() {
        if socket >= 0 { Glibc.close(socket) }
        socket = -1
    }

    /// A complete block from `pending`: `.some(event)`, `.some(nil)` for a comment or retry block, nil if none.
    private func takeEvent() -> Event?? {
        guard let end = (0..<max(0, pending.count - 1)).first(where: { pending[$0] == 10 && pending[$0 + 1] == 10 })
        else { return nil }
        let block = String(decoding: pending[0..<end], as: UTF8.self)
        pending.removeFirst(end + 2)
        var name = "message"
        var data: [String] = []
        var id: String?
        for line in block.split(separator: "\n") {
            if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
            if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            if line.hasPrefix("id: ") { id = String(line.dropFirst(4)) }
        }
        return data.isEmpty ? .some(nil) : .some(Event(name: name, data: data.joined(separator: "\n"), id: id))
    }
}
