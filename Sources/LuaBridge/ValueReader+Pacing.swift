internal import CLua

extension ValueReader {
    /// Values read between two charges at most.
    private static let valuesPerCharge = 4096

    /// Charges the values read so far to the budget every 4,096 values, and reads the clock every
    /// `fe_scan_interval` tables: each table is scanned whole to find its entries, and one emptied after it grew
    /// costs all its slots, so 5,000 references to one of 2^21 slots in a DSL constructor's argument kept one call
    /// busy for 22 s under a 1 s limit, and 10^7 values of a shared tree were read in one call past the limit.
    /// While the script's clock runs (an entry, a held clock) it stops with the script's own limits; reading what
    /// an entry returned (`LuaState.readStart`) stops after a time limit of its own: a provider's `header` holding
    /// 20,000 references to such a table kept `feed check` reading for 39–66 s under a 1 s limit.
    mutating func pace() throws(ConversionFailure) {
        tablesSinceClock += 1
        let unpaid = unpaidValues
        guard unpaid >= Self.valuesPerCharge || tablesSinceClock >= Int(fe_scan_interval(state.control)) else {
            return
        }
        tablesSinceClock = 0
        paidValues += unpaid
        state.charge(unpaid)
        if state.entryDepth > 0 || state.clockHeld {
            guard fe_check_stop(state.control) != 0 else { return }
        } else {
            guard let since = state.readStart, fe_check_read_stop(state.control, since) != 0 else { return }
        }
        throw ConversionFailure(stopped: true)
    }
}

extension LuaState {
    /// The error of a conversion stopped by `ValueReader.pace()`, with the message the script's stop raises and
    /// the value it stopped at. A callback's caller raises that stop itself when the callback returns.
    func stopError(at path: String) -> LuaError {
        fe_push_stop_message(thread, control)
        let message = ValueReader.string(thread, at: -1)
        lua_settop(thread, -2)
        let kind = stopKind ?? .runtime
        let limit = kind == .feedTimeLimit ? cancellation?.feedTimeLimit : limits.value(of: kind)
        return LuaError(kind: kind, chunkName: name, line: nil, message: message, path: path, limit: limit)
    }
}
