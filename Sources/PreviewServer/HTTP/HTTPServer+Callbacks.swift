import CMicroHTTPD

/// The C callbacks libmicrohttpd calls, and the conversion of `HTTPResponse` into its responses.
///
/// Pointers cross in this folder (`HTTP/`) and nowhere else in the module: here the server's `Core` as the
/// daemon's context, and each event stream as its response's context (retained while libmicrohttpd holds the
/// response).
extension HTTPServer {
    static let accessHandler: MHD_AccessHandlerCallback = {
        context, connection, url, method, _, _, uploadSize, requestState in
        guard let context, let connection, let requestState else { return .NO }
        let core = Unmanaged<Core>.fromOpaque(context).takeUnretainedValue()
        // libmicrohttpd calls again for each piece of a request body; nothing here takes a body, so answer on the
        // first call and let the server discard the rest. The first call's state is nil, or `tooManyArguments`.
        let refused = requestState.pointee == tooManyArguments
        if requestState.pointee == nil || refused {
            requestState.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        } else if let uploadSize {
            uploadSize.pointee = 0
            return .YES
        }
        if refused { return queue(tooManyArgumentsResponse, on: connection, core: core) }
        let request = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
            arguments: arguments(of: connection),
            host: MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) },
            lastEventID: MHD_lookup_connection_value(connection, .HEADER_KIND, "Last-Event-ID").map {
                String(cString: $0)
            })
        let response = core.handler(request)
        return queue(response, on: connection, core: core)
    }

    /// The client's numeric address, the key of the per-address stream limit.
    private static func clientAddress(of connection: OpaquePointer) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        guard feed_mhd_client_address(connection, &buffer, buffer.count) == 0 else { return "unknown" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The answer to a stream the limits refuse: try again later.
    private static let streamsFull = HTTPResponse(
        status: 503,
        headers: [
            ("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "\(StreamLimits.retryAfterSeconds)"),
            ("Connection", "close"),
        ],
        body: .bytes(Array("too many live pages are open; close some and reload\n".utf8)))

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer, core: Core) -> MHD_Result {
        if case .events(let stream) = response.body {
            let address = clientAddress(of: connection)
            guard core.streams.withLock({ $0.admit(stream, from: address, limits: core.limits) }) else {
                // Its follower leaves the preview at once; the client hears when to try again.
                stream.finish()
                return queue(streamsFull, on: connection, core: core)
            }
        }
        let made: OpaquePointer?
        var headers = response.headers
        switch response.body {
        case .bytes(let bytes) where bytes.count > bodyBlockSize:
            made = sharedBody(bytes)
        case .bytes(let bytes):
            made = bytes.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(
                    buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .events(let stream):
            headers.append(("Content-Type", "text/event-stream; charset=utf-8"))
            let streamContext = Unmanaged.passRetained(StreamContext(stream: stream, core: core)).toOpaque()
            made = MHD_create_response_from_callback(
                feed_mhd_size_unknown(), eventBlockSize, streamReader, streamContext,
                { context in
                    guard let context else { return }
                    Unmanaged<StreamContext>.fromOpaque(context).takeRetainedValue().finish()
                })
            if made == nil {
                Unmanaged<StreamContext>.fromOpaque(streamContext).takeRetainedValue().finish()
            }
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for (name, value) in headers + HTTPServer.commonHeaders {
            _ = MHD_add_response_header(made, name, value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    /// A response that reads `bytes` as the client takes them, a block at a time, holding them (shared, not
    /// copied) until it is freed. A copy per response (`RESPMEM_MUST_COPY`) let each client that asks for a
    /// document and never reads hold all of it: 200 such clients of a 5.4 MB `/feed.json` held 1.1 GB.
    private static func sharedBody(_ bytes: [UInt8]) -> OpaquePointer? {
        let context = Unmanaged.passRetained(SharedBody(bytes)).toOpaque()
        let made = MHD_create_response_from_callback(
            UInt64(bytes.count), bodyBlockSize, bodyReader, context,
            { context in
                guard let context else { return }
                Unmanaged<SharedBody>.fromOpaque(context).release()
            })
        if made == nil { Unmanaged<SharedBody>.fromOpaque(context).release() }
        return made
    }

    private static let bodyReader: MHD_ContentReaderCallback = { context, position, buffer, maximum in
        guard let context, let buffer else { return feed_mhd_end_of_stream() }
        let bytes = Unmanaged<SharedBody>.fromOpaque(context).takeUnretainedValue().bytes
        guard position < UInt64(bytes.count) else { return feed_mhd_end_of_stream() }
        let start = Int(position)
        let count = min(maximum, bytes.count - start)
        bytes.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + start, byteCount: count)
        }
        return count
    }

    private static let streamReader: MHD_ContentReaderCallback = { context, _, buffer, maximum in
        guard let context, let buffer else { return feed_mhd_end_of_stream() }
        let stream = Unmanaged<StreamContext>.fromOpaque(context).takeUnretainedValue().stream
        guard let chunk = stream.read(maximum: maximum) else { return feed_mhd_end_of_stream() }
        chunk.withUnsafeBytes { source in
            UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        return chunk.count
    }

    /// Sent with every response: nothing is cached, and types are never sniffed.
    static let commonHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
    ]
}

/// The body of a response that libmicrohttpd reads from as the client takes it (`HTTPServer.sharedBody`).
private final class SharedBody {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}

/// What libmicrohttpd holds for one streamed response: the stream and the server that lists it.
private final class StreamContext {
    let stream: EventStream
    let core: HTTPServer.Core

    init(stream: EventStream, core: HTTPServer.Core) {
        self.stream = stream
        self.core = core
    }

    /// The response is gone: the server forgets the stream and the stream's owner hears of it.
    func finish() {
        core.streams.withLock { $0.remove(stream) }
        stream.finish()
    }
}
