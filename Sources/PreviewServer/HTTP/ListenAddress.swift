import Glibc

/// An IP address and port to listen on, as a socket address for libmicrohttpd.
struct ListenAddress: Sendable {
    /// The address as given (`127.0.0.1`, `::1`); `localhost` becomes `127.0.0.1`.
    let host: String
    let port: UInt16
    let isIPv6: Bool
    private let storage: sockaddr_storage

    /// Parses `host` as a numeric IPv4 or IPv6 address.
    ///
    /// - Throws: `PreviewError.invalidHost` for names other than `localhost`: resolving names could pick an
    ///   address that is not loopback without the user seeing which.
    init(host: String, port: UInt16) throws(PreviewError) {
        let numeric = host == "localhost" ? "127.0.0.1" : host
        var storage = sockaddr_storage()
        var isIPv6 = false
        let parsed = withUnsafeMutableBytes(of: &storage) { raw -> Bool in
            var ipv4 = sockaddr_in()
            if inet_pton(AF_INET, numeric, &ipv4.sin_addr) == 1 {
                ipv4.sin_family = sa_family_t(AF_INET)
                ipv4.sin_port = port.bigEndian
                withUnsafeBytes(of: ipv4) { raw.copyMemory(from: $0) }
                return true
            }
            var ipv6 = sockaddr_in6()
            if inet_pton(AF_INET6, numeric, &ipv6.sin6_addr) == 1 {
                ipv6.sin6_family = sa_family_t(AF_INET6)
                ipv6.sin6_port = port.bigEndian
                withUnsafeBytes(of: ipv6) { raw.copyMemory(from: $0) }
                isIPv6 = true
                return true
            }
            return false
        }
        guard parsed else { throw PreviewError.invalidHost(host) }
        self.host = numeric
        self.port = port
        self.isIPv6 = isIPv6
        self.storage = storage
    }

    /// Calls `body` with a pointer to the socket address, valid only during the call.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self))
        }
    }
}
