/// Charges the values one conversion out of Lua produces to the state's `MemoryAccount`, a batch at a time, so
/// a result that would not fit in the feed's memory limit is refused while it is being built.
///
/// A value costs `MemoryAccount.bytesPerValue` plus the bytes of its text (a string's, a key's), and a table that
/// is not empty its container besides (`add(tableCosting:)`). What a finished
/// conversion charged is kept (`keep()`) until the state is released; a conversion that fails or is abandoned
/// gives it back (`discard()`).
package struct ConversionMeter {
    private let state: LuaState
    private var pending = 0
    private var charged = 0
    /// Whether the feed's limit refused a batch.
    package private(set) var refused = false

    /// Charges are sent to the account in batches of this many bytes.
    private static let batch = 256 << 10

    init(state: LuaState) {
        self.state = state
    }

    /// Counts `values` values and `textBytes` bytes of text; false once the feed's limit refuses them.
    package mutating func add(values: Int = 1, textBytes: Int = 0) -> Bool {
        add(bytes: values * MemoryAccount.bytesPerValue + textBytes)
    }

    /// Counts the container of one table, `bytes` besides its values (`MemoryAccount.bytesPerConvertedTable` or
    /// `bytesPerReadTable`); false once the feed's limit refuses it.
    package mutating func add(tableCosting bytes: Int) -> Bool {
        add(bytes: bytes)
    }

    private mutating func add(bytes: Int) -> Bool {
        guard state.account != nil else { return true }
        pending += bytes
        return pending < Self.batch || flush()
    }

    /// Keeps what the conversion charged, held by the state until it is released; false when the last batch
    /// did not fit (then nothing is kept).
    package mutating func keep() -> Bool {
        guard flush() else {
            discard()
            return false
        }
        state.heldConversionBytes += charged
        charged = 0
        return true
    }

    /// Gives back what the conversion charged.
    package mutating func discard() {
        state.account?.give(charged)
        charged = 0
        pending = 0
    }

    private mutating func flush() -> Bool {
        guard let account = state.account, pending > 0 else { return true }
        guard account.take(pending) else {
            refused = true
            return false
        }
        charged += pending
        pending = 0
        return true
    }

    /// The error of a conversion the feed's limit refused.
    package var refusal: LuaError { refusal(at: "") }

    /// The error of a conversion the feed's limit refused at `path` inside the value (`items[3001].tags`), so
    /// the diagnostic names the field it stopped at, as a cycle's does.
    func refusal(at path: String) -> LuaError {
        let limit = state.account?.limit ?? 0
        return LuaError(
            kind: .feedMemoryLimit, chunkName: state.name, line: nil, message: LuaLimits.feedLimitMessage(limit),
            path: path, limit: limit)
    }
}

extension LuaCursor {
    /// A meter for a reader that converts this value itself (`LuaCursor.value()` meters its own conversion).
    package func conversionMeter() -> ConversionMeter {
        ConversionMeter(state: state)
    }
}
