internal import CLua

/// The bridge's wording for the memory cap, in human units (`8 MiB`); the budget's message is worded in
/// `CLua/shim.h` (`fe_push_budget_message`), where the count hook raises it.
///
/// The texts are generic: the bridge knows nothing of how a host lets users raise a limit, so hosts add that.
extension LuaLimits {
    /// `out of memory: the script reached its memory cap of 8 MiB`.
    var memoryCapMessage: String {
        "out of memory: the script reached its memory cap of \(Self.size(memoryLimit))"
    }

    /// `out of memory: the feed reached its memory limit of 256 MiB (…)`: the feed-wide `MemoryAccount`.
    static func feedLimitMessage(_ limit: Int) -> String {
        "out of memory: the feed reached its memory limit of \(size(limit)) "
            + "(the Lua memory of every script and the values they returned, together)"
    }

    /// A result that does not fit: `json.decode: the result does not fit in the memory cap of 8 MiB (it goes
    /// at least 1.2 KiB over)` (the push stops once over: `LuaState.pushWithinCap`), or, while the result is
    /// still being built, `(7.5 MiB of it is already in use)`.
    func resultTooLargeMessage(_ name: String, overBy excess: Int?, inUse: Int) -> String {
        let detail =
            excess.map { "it goes at least \(Self.size(max($0, 1))) over" }
            ?? "\(Self.size(inUse)) of it is already in use"
        return "\(name): the result does not fit in the memory cap of \(Self.size(memoryLimit)) (\(detail))"
    }

    /// A byte count in human units: `100 bytes`, `1.5 KiB`, `8 MiB` (rounded down to two decimals).
    package static func size(_ bytes: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            fe_format_size(buffer.baseAddress, buffer.count, Double(bytes))
            return String(cString: buffer.baseAddress!)
        }
    }

    /// A count with thousands separators: `100,000`.
    package static func grouped(_ count: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
            fe_format_count(buffer.baseAddress, buffer.count, Int64(count))
            return String(cString: buffer.baseAddress!)
        }
    }
}
