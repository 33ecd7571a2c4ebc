import CMicroHTTPD
import Synchronization

/// An HTTP/1.1 server on GNU libmicrohttpd that answers every request with a handler.
///
/// libmicrohttpd parses requests, percent-decodes paths and arguments, and writes responses; this type only
/// translates between it and Swift values. It runs a thread per connection, so an open event stream blocks only
/// its own thread and many pages can stay connected at once; a stream's thread wakes at least every heartbeat
/// to write a keep-alive, which is when a client that vanished is noticed and its connection closed.
///
/// Thread safety: the handler is called on the connection threads, concurrently. `stop()` may be called from any
/// thread; it closes the listening socket, waits for every connection thread, and frees everything.
package final class HTTPServer: Sendable {
    /// The handler and the open streams, shared with the C callbacks through an unmanaged pointer.
    final class Core: Sendable {
        let handler: @Sendable (HTTPRequest) -> HTTPResponse
        let streams = Mutex(StreamTable())
        let limits: StreamLimits

        init(limits: StreamLimits, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
            self.limits = limits
            self.handler = handler
        }
    }

    /// The address as given (with `localhost` as `127.0.0.1`).
    package let host: String
    /// The port the server listens on: the one asked for, or the one the system chose for port 0.
    package let port: Int

    private let core: Core
    /// The running daemon (`struct MHD_Daemon *`), or nil once stopped. An address, so it is Sendable.
    private let daemon: Mutex<UInt?>

    /// Starts listening on `host:port` and serving with `handler`.
    ///
    /// - Parameters:
    ///   - host: A numeric IPv4 or IPv6 address, or `localhost`.
    ///   - port: The port; 0 lets the system choose a free one (read it from `port`).
    ///   - connectionLimit: The most connections served at once; more are refused by the server.
    ///   - streamsPerAddress: The most event streams one client address may hold open; more are answered 503.
    ///   - handler: Called for every request, on the connection's thread.
    /// - Throws: `PreviewError` when the address is not numeric or cannot be listened on.
    package init(
        host: String, port: Int, connectionLimit: Int = 512, streamsPerAddress: Int = 64,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(PreviewError) {
        guard let portNumber = UInt16(exactly: port) else { throw PreviewError.cannotListen(host: host, port: port) }
        let address = try ListenAddress(host: host, port: portNumber)
        let core = Core(
            limits: StreamLimits(connectionLimit: connectionLimit, perAddress: streamsPerAddress), handler: handler)
        var flags = MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_POLL_INTERNAL_THREAD.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let context = Unmanaged.passRetained(core).toOpaque()
        let started = address.withSocketAddress { socketAddress in
            feed_mhd_start(
                flags, socketAddress, HTTPServer.accessHandler, nil, HTTPServer.uriLogger, context,
                UInt32(connectionLimit), HTTPServer.idleTimeoutSeconds)
        }
        guard let started else {
            Unmanaged<Core>.fromOpaque(context).release()
            throw PreviewError.cannotListen(host: address.host, port: port)
        }
        self.host = address.host
        self.port = Int(feed_mhd_bound_port(started))
        self.core = core
        self.daemon = Mutex(UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(started))))
    }

    deinit {
        stop()
    }

    /// The number of event streams open now.
    package var openStreamCount: Int { core.streams.withLock { $0.count } }

    /// Stops the server: ends every event stream, closes every connection and the listening socket, and returns
    /// when all connection threads have finished. Calling it again does nothing.
    package func stop() {
        guard
            let address = daemon.withLock({ value -> UInt? in
                defer { value = nil }
                return value
            })
        else { return }
        for stream in core.streams.withLock({ $0.all }) { stream.close() }
        MHD_stop_daemon(OpaquePointer(bitPattern: address))
        Unmanaged.passUnretained(core).release()
    }

    /// Idle connections (no request in progress, no stream) are closed after this many seconds.
    static let idleTimeoutSeconds: UInt32 = 30
    /// The largest piece of a document's body handed to libmicrohttpd at once: the buffer it allocates with each
    /// such response and sends the body from.
    static let bodyBlockSize = 64 * 1024
    /// The buffer libmicrohttpd allocates with each event stream's response, held as long as the page is open. A
    /// browser's stream (HTTP/1.1, chunked) never uses it: libmicrohttpd reads the chunks straight into the
    /// connection's own buffer. Only an HTTP/1.0 client's events go out through it, in pieces of this size. At
    /// 64 KB, an open stream took 100 KiB of heap; at 4 KB, 41 KiB.
    static let eventBlockSize = 4 * 1024
}
