/// Where `feed serve` listens: `--host` (loopback unless asked) and `--port`.
package struct ServerOptions: Equatable, Sendable {
    /// A numeric IPv4 or IPv6 address, or `localhost`.
    package var host = "127.0.0.1"
    /// 0 lets the system choose a free port (printed when the server starts).
    package var port = 8080

    package init() {}

    /// Sets `--host` or `--port` from its text.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        if option == .port {
            guard let port = Int(value), (0...65_535).contains(port) else {
                throw UsageError("--port needs a port number from 0 to 65535, got '\(value)'", command: command)
            }
            self.port = port
        } else {
            guard !value.isEmpty else { throw UsageError("--host needs an address", command: command) }
            host = value
        }
    }

    /// Whether `host` is a loopback address (or `localhost`).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    static func help(for option: OptionName) -> (placeholder: String, text: String) {
        option == .port
            ? ("N", "port to serve on (default 8080; 0 picks a free one)")
            : ("ADDRESS", "address to serve on (default 127.0.0.1, this machine only)")
    }

    static let details = """

        Builds the feed, serves a preview page at http://HOST:PORT/ and rebuilds on every save under DIR, as
        feed watch does (only the scripts a change affects run again; a failing script keeps its last good
        section); each open page animates to the new layout (moved cells glide, new ones fade in, removed
        ones fade out, changed ones flash) and shows script errors until the next good save. The page's device
        picker lays the feed out at another preset. Also served: /feed.json and /feed.svg (both take
        ?device=NAME) and /events (server-sent events). The state file is neither read nor written: the first
        page is a first run, and the baseline of feed build and feed watch is left as it was. Ctrl-C stops.

        """
}
