import LuaBridge

/// What `measure` returned, read off the Lua stack: nil, a plain `{ width =, height = }` of valid sizes (the
/// common case, read without converting), or anything else converted for `ScriptDecoder.measuredSize`, which
/// accepts or reports it exactly as it always has.
enum MeasuredAnswer {
    case none
    /// A table with only `width` and/or `height`, each a finite number from 0 to the point limit.
    case size(width: Double?, height: Double?)
    case other(LuaValue)

    init(_ cursor: LuaCursor) throws(LuaError) {
        // The common answer first: `sizeFields` finds no size in nil or any other kind.
        if let (width, height) = Self.plainSize(cursor) {
            self = .size(width: width, height: height)
            return
        }
        self = cursor.kind == .nil ? .none : .other(try cursor.value())
    }

    /// The sides of a table holding nothing but valid `width` and `height` entries (at least one); nil otherwise.
    private static func plainSize(_ cursor: LuaCursor) -> (Double?, Double?)? {
        guard let (width, height) = cursor.sizeFields else { return nil }
        if let width, !isValid(width) { return nil }
        if let height, !isValid(height) { return nil }
        return (width, height)
    }

    /// A valid measured side: finite, from 0 up to the point limit.
    private static func isValid(_ side: Double) -> Bool {
        side.isFinite && side >= 0 && side <= DecodingSession.pointLimit
    }
}
