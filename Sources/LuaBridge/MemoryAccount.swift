internal import CLua

/// The memory every Lua state of one feed shares, with one limit (`--memory-limit`): a feed-wide bound on top of
/// each state's own memory cap, so many scripts together cannot exhaust the host.
///
/// Two things are charged: what each state's allocator holds (states reserve it in chunks of a quarter of their
/// use, 16 to 256 KiB, given back as the state frees memory and when it is released), and the values the host
/// converts out of Lua, by the size of what is produced (`bytesPerValue` a value plus the bytes of its text), held
/// until the state that produced them is released. A table returned a thousand times is charged a thousand times:
/// that is what the host and its JSON will hold.
///
/// Thread-safe: states running in parallel charge the same account.
package final class MemoryAccount: @unchecked Sendable {
    /// Host memory one converted value costs besides its text, measured: 1,000 items sharing one 9,000-number
    /// table (9 million values) took 423 MB of the `feed build` process, about 47 bytes a value, from conversion
    /// to the written document.
    package static let bytesPerValue = 48

    /// Host memory a table converted to a `LuaValue` costs besides its values: its dictionary or array, and the
    /// JSON object or array it is decoded into beside it. Without it, one small table referenced many times was
    /// charged a fifth of its cost: 2^20 more references to shared two-entry tables took 312 MB more of `feed
    /// build` (~297 bytes a table), of which values and keys charged ~73; a one-entry table referenced 2,000,000
    /// times, ~164 bytes a reference against ~99 charged.
    package static let bytesPerConvertedTable = 224

    /// Host memory a table read straight into JSON (`ItemStreamReader`) costs besides its values: its members'
    /// or elements' array. Measured as above: ~119 bytes a table against ~73 charged.
    package static let bytesPerReadTable = 48

    let pointer: UnsafeMutablePointer<fe_account>

    /// An account with `limit` bytes (0: no limit).
    package init(limit: Int) {
        pointer = UnsafeMutablePointer<fe_account>.allocate(capacity: 1)
        pointer.initialize(to: fe_account(used: 0, limit: Int64(max(0, limit))))
    }

    deinit {
        pointer.deallocate()
    }

    /// The limit in bytes (0: none); a new limit applies to the next charges.
    package var limit: Int {
        get { Int(pointer.pointee.limit) }
        set { fe_account_set_limit(pointer, Int64(max(0, newValue))) }
    }

    /// Bytes charged now.
    package var used: Int { Int(fe_account_used(pointer)) }

    /// Charges `bytes` unless that passes the limit; whether it did.
    func take(_ bytes: Int) -> Bool {
        fe_account_take(pointer, Int64(bytes), 0) != 0
    }

    /// Gives back bytes charged earlier.
    func give(_ bytes: Int) {
        fe_account_give(pointer, Int64(bytes))
    }
}
