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
        if cursor.kind == .nil {
            self = .none
            return
        }
        if let (width, height) = Self.plainSize(cursor) {
            self = .size(width: width, height: height)
            return
        }
        self = .other(try cursor.value())
    }

    /// The sides of a table holding nothing but valid `width` and `height` entries (at least one); nil otherwise.
    private static func plainSize(_ cursor: LuaCursor) -> (Double?, Double?)? {
        guard cursor.kind == .table else { return nil }
        var width: Double?
        var height: Double?
        var plain = true
        var entries = 0
        // Keys are compared in Lua: this runs once per measured item.
        let walked = cursor.forEachPair { key, value in
            entries += 1
            guard let side = side(value) else {
                plain = false
                return
            }
            if key.isString("width") {
                width = side
            } else if key.isString("height") {
                height = side
            } else {
                plain = false
            }
        }
        guard walked, plain, entries > 0 else { return nil }
        return (width, height)
    }

    /// A valid measured side: a number, finite, from 0 up to the point limit.
    private static func side(_ cursor: LuaCursor) -> Double? {
        let number: Double
        switch cursor.kind {
        case .integer: number = Double(cursor.integer ?? -1)
        case .number: number = cursor.number ?? -1
        default: return nil
        }
        guard number.isFinite, number >= 0, number <= DecodingSession.pointLimit else { return nil }
        return number
    }
}
