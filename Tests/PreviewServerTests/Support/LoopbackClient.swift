import Glibc

/// A small HTTP client over TCP to 127.0.0.1, for tests only (the server under test does the real parsing).
///
/// Requests are HTTP/1.0, so responses come unchunked and end when the server closes the connection. Every read
/// gives up after `LoopbackClient.receiveTimeout`, so a broken server fails a test instead of hanging it.
enum LoopbackClient {
    struct Response {
        var status: Int
        var head: String
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }

        func header(_ name: String) -> String? {
            for line in head.split(separator: "\r\n").dropFirst() {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                    return parts[1].trimmingCharacters(in: " ")
                }
            }
            return nil
        }
    }

    static let receiveTimeout = timeval(tv_sec: 30, tv_usec: 0)

    /// A connected socket to `127.0.0.1:port`, or nil.
    static func connect(port: Int) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var timeout = receiveTimeout
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }

    /// Writes all of `text`.
    @discardableResult
    static func send(_ text: String, on socket: Int32) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Up to `maximum` bytes; empty at the end of the stream, on an error or after the receive timeout.
    static func receive(on socket: Int32, maximum: Int = 65_536) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, maximum, 0) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Sends `METHOD target HTTP/1.0` and reads the whole response.
    static func request(_ target: String, port: Int, method: String = "GET", host: String = "127.0.0.1") -> Response? {
        guard let socket = connect(port: port) else { return nil }
        defer { close(socket) }
        guard send("\(method) \(target) HTTP/1.0\r\nHost: \(host)\r\n\r\n", on: socket) else { return nil }
        var bytes: [UInt8] = []
        while true {
            let chunk = receive(on: socket)
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return parse(bytes)
    }

    static func parse(_ bytes: [UInt8]) -> Response? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            return nil
        }
        let head = String(decoding: bytes[0..<end], as: UTF8.self)
        let statusLine = head.split(separator: "\r\n").first ?? ""
        let fields = statusLine.split(separator: " ")
        guard fields.count >= 2, let status = Int(fields[1]) else { return nil }
        return Response(status: status, head: head, body: Array(bytes[(end + 4)...]))
    }
}

extension Substring {
    func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
