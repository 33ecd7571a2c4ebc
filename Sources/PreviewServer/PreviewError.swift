/// Why the preview server cannot start.
package enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--host` is not an IPv4 or IPv6 address (or `localhost`).
    case invalidHost(String)
    /// The server could not listen on the address: the port is taken, or the address is not this machine's.
    case cannotListen(host: String, port: Int)

    package var description: String {
        switch self {
        case .invalidHost(let host):
            return "cannot serve on '\(host)': give an IP address such as 127.0.0.1 or ::1 (or localhost)"
        case .cannotListen(let host, let port):
            let where_ = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
            return "cannot listen on \(where_): the port is in use or the address is not on this machine"
        }
    }
}
