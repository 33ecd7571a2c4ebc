internal import CLua

extension LuaState {
    /// Converts the value at `index` to Swift.
    ///
    /// Tables are read with raw access only (`lua_next`, `lua_rawgeti`), so no metamethod of the script runs;
    /// a table whose keys are exactly `1...n` becomes `.array` (an empty table is `.array([])`), any other table
    /// `.table` with integer keys as decimal text. Strings are decoded as UTF-8; invalid bytes become U+FFFD.
    /// Functions become references held in the registry.
    ///
    /// - Throws: `LuaError` of kind `conversion` for cycles, nesting deeper than `limits.maximumDepth`, more than
    ///   `limits.maximumConvertedValues` values, keys that are neither strings nor integers, two keys with the
    ///   same text (`1` and `"1"`), and userdata or threads. The message names the field path.
    func value(at index: Int32) throws(LuaError) -> LuaValue {
        // Lua code may have run since the last read (a callback's arguments are read while Lua runs).
        decodedStrings.generation &+= 1
        var reader = ValueReader(state: self, absolute: lua_absindex(thread, index))
        // Converting is work the script asked for: it is charged like instructions (one per value), as it goes
        // (`ValueReader.pace()`) and the rest here.
        defer { charge(reader.unpaidValues) }
        do throws(ConversionFailure) {
            let value = try reader.read(lua_absindex(thread, index), depth: 0)
            guard reader.meter.keep() else { throw ConversionFailure(refused: true) }
            return value
        } catch {
            lua_settop(thread, reader.baseTop)
            reader.meter.discard()
            if error.refused { throw reader.meter.refusal(at: error.path) }
            if error.stopped { throw stopError(at: error.path) }
            throw LuaError(kind: .conversion, chunkName: name, line: nil, message: error.message, path: error.path)
        }
    }
}

/// A conversion failure on its way up, collecting the field path as it unwinds.
struct ConversionFailure: Error {
    var message = ""
    var path: String = ""
    /// The feed's memory limit refused the values (`ConversionMeter`).
    var refused = false
    /// The script's entry must stop (`ValueReader.pace()`): its budget, its time or its run is over.
    var stopped = false

    func prefixed(_ component: String) -> ConversionFailure {
        var copy = self
        copy.path = component + (path.hasPrefix("[") || path.isEmpty ? path : "." + path)
        return copy
    }
}

/// Walks one Lua value into a `LuaValue`, tracking the tables on the current path to find cycles.
struct ValueReader {
    let state: LuaState
    let thread: OpaquePointer
    let baseTop: Int32
    let maximumDepth: Int
    var budget: Int
    var ancestors: [UnsafeRawPointer] = []
    var scratch: [[(String, LuaValue)]] = []
    /// The last flat table's dictionary at each depth (`flatTable(_:depth:)`).
    var templates: [FlatTemplate?] = []
    /// Charges what is produced to the feed's memory account.
    var meter: ConversionMeter
    /// Values read and charged to the budget so far, and tables read since the clock was (`pace()`).
    var paidValues = 0
    var tablesSinceClock = 0

    var unpaidValues: Int { state.limits.maximumConvertedValues - budget - paidValues }

    init(state: LuaState, absolute: Int32) {
        self.state = state
        self.meter = ConversionMeter(state: state)
        self.thread = state.thread
        self.baseTop = lua_gettop(state.thread)
        self.maximumDepth = state.limits.maximumDepth
        self.budget = state.limits.maximumConvertedValues
    }

    mutating func read(_ index: Int32, depth: Int) throws(ConversionFailure) -> LuaValue {
        budget -= 1
        if budget < 0 {
            throw ConversionFailure(message: "more than \(state.limits.maximumConvertedValues) values to convert")
        }
        let text = lua_type(thread, index) == LUA_TSTRING ? Int(lua_rawlen(thread, index)) : 0
        guard meter.add(textBytes: text) else { throw ConversionFailure(refused: true) }
        switch lua_type(thread, index) {
        case LUA_TNIL, LUA_TNONE:
            return .nil
        case LUA_TBOOLEAN:
            return .boolean(lua_toboolean(thread, index) != 0)
        case LUA_TNUMBER:
            if lua_isinteger(thread, index) != 0 { return .integer(Int64(lua_tointegerx(thread, index, nil))) }
            return .number(lua_tonumberx(thread, index, nil))
        case LUA_TSTRING:
            return .string(string(at: index))
        case LUA_TFUNCTION:
            return .function(state.makeReference(at: index, pop: false))
        case LUA_TTABLE:
            return try table(index, depth: depth)
        default:
            let type = String(cString: lua_typename(thread, lua_type(thread, index)))
            throw ConversionFailure(message: "a \(type) value cannot leave Lua")
        }
    }

    func string(at index: Int32) -> String {
        state.decodedStrings.string(thread, at: index)
    }

    /// The string at `index` (which must be a string or a number) decoded as UTF-8, invalid bytes repaired.
    static func string(_ thread: OpaquePointer, at index: Int32) -> String {
        var length = 0
        let bytes = lua_tolstring(thread, index, &length)
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    private mutating func table(_ index: Int32, depth: Int) throws(ConversionFailure) -> LuaValue {
        guard depth < maximumDepth else {
            throw ConversionFailure(message: "tables are nested deeper than \(maximumDepth) levels")
        }
        try pace()
        let identity = lua_topointer(thread, index)!
        if ancestors.contains(identity) { throw ConversionFailure(message: "the table contains itself (a cycle)") }
        guard lua_checkstack(thread, 4) != 0 else {
            throw ConversionFailure(message: "tables are nested too deeply for the Lua stack")
        }
        ancestors.append(identity)
        defer { ancestors.removeLast() }
        let length = lua_rawlen(thread, index)
        let value =
            if length > 0, Self.isSequence(thread, index, length: length) {
                try array(index, length: Int(length), depth: depth)
            } else {
                try dictionary(index, depth: depth)
            }
        // An empty table is `.array([])`, which allocates nothing.
        if case .array(let elements) = value, elements.isEmpty { return value }
        guard meter.add(tableCosting: MemoryAccount.bytesPerConvertedTable) else {
            throw ConversionFailure(refused: true)
        }
        return value
    }

    /// Whether the keys are exactly `1...length` (`length` being a border of the table).
    static func isSequence(_ thread: OpaquePointer, _ index: Int32, length: lua_Unsigned) -> Bool {
        var count: lua_Unsigned = 0
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            var isInteger: Int32 = 0
            let key = lua_tointegerx(thread, -2, &isInteger)
            guard lua_type(thread, -2) == LUA_TNUMBER, isInteger != 0, key >= 1, lua_Unsigned(key) <= length else {
                lua_settop(thread, -3)
                return false
            }
            count += 1
            lua_settop(thread, -2)
        }
        return count == length
    }

    private mutating func array(_ index: Int32, length: Int, depth: Int) throws(ConversionFailure) -> LuaValue {
        var elements: [LuaValue] = []
        elements.reserveCapacity(length)
        for position in 1...length {
            lua_rawgeti(thread, index, lua_Integer(position))
            do {
                elements.append(try read(lua_gettop(thread), depth: depth + 1))
            } catch {
                throw error.prefixed("[\(position)]")
            }
            lua_settop(thread, -2)
        }
        return .array(elements)
    }

    private mutating func dictionary(_ index: Int32, depth: Int) throws(ConversionFailure) -> LuaValue {
        if let flat = try flatTable(index, depth: depth) { return flat }
        if scratch.count <= depth { scratch.append(contentsOf: repeatElement([], count: depth + 1 - scratch.count)) }
        scratch[depth].removeAll(keepingCapacity: true)
        lua_pushnil(thread)
        while lua_next(thread, index) != 0 {
            let key: String
            switch lua_type(thread, -2) {
            case LUA_TSTRING:
                key = string(at: -2)
                guard meter.add(values: 0, textBytes: Int(lua_rawlen(thread, -2))) else {
                    throw ConversionFailure(refused: true)
                }
            case LUA_TNUMBER where lua_isinteger(thread, -2) != 0:
                key = String(lua_tointegerx(thread, -2, nil))
            default:
                let type = String(cString: lua_typename(thread, lua_type(thread, -2)))
                throw ConversionFailure(message: "a table key must be a string or an integer, not a \(type)")
            }
            let value: LuaValue
            do {
                value = try read(lua_gettop(thread), depth: depth + 1)
            } catch {
                throw error.prefixed(key)
            }
            scratch[depth].append((key, value))
            lua_settop(thread, -2)
        }
        if scratch[depth].isEmpty { return .array([]) }
        var fields = [String: LuaValue](minimumCapacity: scratch[depth].count)
        for (key, value) in scratch[depth] where fields.updateValue(value, forKey: key) != nil {
            throw Self.collision(key)
        }
        return .table(fields)
    }

    /// The failure of a table two of whose distinct Lua keys gave one Swift key, `key`.
    static func collision(_ key: String) -> ConversionFailure {
        ConversionFailure(message: "two keys of one table read as \"\(key)\" (\(collision(of: key)))")
    }

    /// Why two distinct Lua keys gave one Swift key: an integer and its decimal text, or two strings Swift holds
    /// equal because they are the same text in two Unicode forms (`é` as one code point or as `e` and an accent).
    /// ASCII digits have one form only, so a key of digits can only come from an integer.
    private static func collision(of key: String) -> String {
        let isDecimal = key.utf8.allSatisfy {
            $0 == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
        return isDecimal ? "an integer and a string" : "the same text in two Unicode forms"
    }
}
