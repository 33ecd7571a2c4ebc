/// The open event streams of a server, with the client address each belongs to.
struct StreamTable: Sendable {
    private var entries: [ObjectIdentifier: (stream: EventStream, address: String)] = [:]
    private var countByAddress: [String: Int] = [:]

    var count: Int { entries.count }
    var all: [EventStream] { entries.values.map(\.stream) }

    /// Adds `stream` for `address` unless `limits` are reached; false when refused.
    mutating func admit(_ stream: EventStream, from address: String, limits: StreamLimits) -> Bool {
        let held = countByAddress[address, default: 0]
        guard held < limits.perAddress, entries.count < limits.total else { return false }
        entries[ObjectIdentifier(stream)] = (stream, address)
        countByAddress[address] = held + 1
        return true
    }

    mutating func remove(_ stream: EventStream) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(stream)) else { return }
        let left = countByAddress[entry.address, default: 1] - 1
        countByAddress[entry.address] = left > 0 ? left : nil
    }
}

/// How many event streams a server keeps open: each holds a connection (and its thread) for as long as a page is
/// open, so they are bounded per client address, and in total below the connection limit so that page loads and
/// `/feed.json` are still answered when every stream is taken.
struct StreamLimits: Sendable {
    let perAddress: Int
    let total: Int

    init(connectionLimit: Int, perAddress: Int) {
        self.perAddress = perAddress
        // A quarter of the connections (at least one) stays free for requests that are not streams.
        total = max(1, connectionLimit - max(1, connectionLimit / 4))
    }

    /// How long a refused client should wait before it tries again.
    static let retryAfterSeconds = 5
}
