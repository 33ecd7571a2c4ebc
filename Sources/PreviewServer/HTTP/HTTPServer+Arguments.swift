import CMicroHTTPD
import Glibc

/// A request's query arguments: read from libmicrohttpd, and counted before it stores them.
///
/// libmicrohttpd 0.9.75 keeps a record per argument (about 40 bytes) in the connection's 32 KB memory pool, beside
/// the request line. About 450 arguments filled it; libmicrohttpd then meant to answer 431 but had no room left
/// to write that answer either, and closed the connection without a word. A larger pool only moves the count
/// (~1,000 at 128 KB, ~3,000 at 256 KB: an argument costs 2 bytes of URI and 40 of record, so a URI the pool
/// can hold always has more arguments than it can record). So the query is counted before libmicrohttpd parses
/// it, and a request with more arguments than the preview could ever read is answered 414 instead.
extension HTTPServer {
    /// The most query arguments a request may have. The site reads two (`device`, `since`); 64 records take
    /// 2.5 KB of the pool.
    static let argumentLimit = 64

    /// The request state (`req_cls`) of a request refused for its arguments, set by `uriLogger`.
    static var tooManyArguments: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 2)! }

    /// The answer to a request with more than `argumentLimit` arguments.
    static let tooManyArgumentsResponse = HTTPResponse(
        status: 414, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Connection", "close")],
        body: .bytes(Array("414 URI Too Long: the preview reads at most \(argumentLimit) query arguments\n".utf8)))

    /// Called by libmicrohttpd with the request's URI (the query included) just before it parses the query; what
    /// it returns becomes the request's state. A query with too many arguments is cut off here (a NUL after the
    /// `?`), so libmicrohttpd records none of them, and the request is marked for `tooManyArgumentsResponse`.
    ///
    /// The URI points into the connection's read buffer, which libmicrohttpd itself writes to right after this
    /// call (it ends the path at the `?` and unescapes the arguments in place), and it parses the query as
    /// NUL-terminated text: the cut is a write to memory libmicrohttpd treats as writable and parses as we leave it.
    /// Should a later libmicrohttpd parse the query by its length instead, the cut would only empty the first
    /// argument's name: the request is marked all the same and answered 414, unless its arguments fill that
    /// version's pool first (0.9.77 on frees the pool to send its own 431 then).
    static let uriLogger: feed_mhd_uri_logger = { _, uri, _ in
        guard let uri, let query = strchr(uri, Int32(UInt8(ascii: "?"))) else { return nil }
        var count = 1
        var cursor = query + 1
        while cursor.pointee != 0 {
            if cursor.pointee == CChar(UInt8(ascii: "&")) { count += 1 }
            cursor += 1
        }
        guard count > argumentLimit else { return nil }
        query[1] = 0
        return tooManyArguments
    }

    /// The query's arguments, percent-decoded by libmicrohttpd; a repeated name keeps one of its values.
    static func arguments(of connection: OpaquePointer) -> [String: String] {
        var arguments: [String: String] = [:]
        withUnsafeMutablePointer(to: &arguments) { pointer in
            _ = MHD_get_connection_values(
                connection, .GET_ARGUMENT_KIND,
                { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let arguments = context.assumingMemoryBound(to: [String: String].self)
                    arguments.pointee[String(cString: key)] = value.map { String(cString: $0) } ?? ""
                    return .YES
                }, pointer)
        }
        return arguments
    }
}
