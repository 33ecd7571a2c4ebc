/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259), depth-limited, building any `JSONBuildable`.
package struct JSONReader<Value: JSONBuildable> {
    let bytes: [UInt8]
    var rules: JSONReadingRules
    var offset = 0
    /// The values read so far, as `JSONReadingRules.maximumCost` counts them.
    var cost = 0

    /// What an array or object counts towards `JSONReadingRules.maximumCost`, itself included: a Lua table
    /// takes 56 bytes besides its entries, and a value 16 (`LuaState.decodeJSON`).
    package static var containerCost: Int { 4 }

    package init(bytes: [UInt8], rules: JSONReadingRules) {
        self.bytes = bytes
        self.rules = rules
    }

    /// Reads one JSON document from `bytes` (surrounding whitespace allowed).
    ///
    /// - Throws: `JSONSyntaxError` at the first problem, including nesting deeper than the rules allow.
    package static func read(_ bytes: [UInt8], rules: JSONReadingRules) throws(JSONSyntaxError) -> Value {
        var reader = JSONReader(bytes: bytes, rules: rules)
        return try reader.document()
    }

    mutating func document() throws(JSONSyntaxError) -> Value {
        let value = try self.value(depth: 0)
        try end()
        return value
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset)
    }

    func tooDeep() -> JSONSyntaxError {
        error("nesting deeper than \(rules.maximumDepth) levels")
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> Value {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of text") }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            try spend(Self.containerCost)
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            try spend(Self.containerCost)
            return try array(depth: depth + 1)
        default:
            try spend(1)
            return try scalar(depth: depth)
        }
    }

    private mutating func spend(_ amount: Int) throws(JSONSyntaxError) {
        cost += amount
        guard let maximum = rules.maximumCost, cost > maximum else { return }
        throw JSONSyntaxError(message: "more values than there is room for", offset: offset, isOverCost: true)
    }

    mutating func scalar(depth: Int) throws(JSONSyntaxError) -> Value {
        if rules.countsScalarsAsLevels, depth >= rules.maximumDepth { throw tooDeep() }
        switch bytes[offset] {
        case UInt8(ascii: "\""): return .jsonString(try string())
        case UInt8(ascii: "t"): return try literal("true", .jsonBoolean(true))
        case UInt8(ascii: "f"): return try literal("false", .jsonBoolean(false))
        case UInt8(ascii: "n"): return try literal("null", .jsonNull)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: Value) throws(JSONSyntaxError) -> Value {
        let count = word.utf8.count
        guard offset + count <= bytes.count else { throw error("unexpected end of text") }
        for (index, expected) in word.utf8.enumerated() where bytes[offset + index] != expected {
            throw error("unexpected character")
        }
        offset += count
        return value
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> Value {
        try openContainer(depth: depth)
        var fields: [String: Value] = [:]
        guard objectHasMember() else { return .jsonObject(fields) }
        repeat {
            let key = try memberKey()
            if rules.chargesKeys { try spend(1 + key.utf8.count / 16) }
            fields[key] = try value(depth: depth)
        } while try objectContinues()
        return .jsonObject(fields)
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> Value {
        try openContainer(depth: depth)
        var elements: [Value] = []
        guard arrayHasElement() else { return .jsonArray(elements) }
        repeat {
            elements.append(try value(depth: depth))
        } while try arrayContinues()
        return .jsonArray(elements)
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        var scalars: [UInt8] = []
        try scanString(into: &scalars, keeping: true)
        return String(decoding: scalars, as: UTF8.self)
    }

    /// Checks the string at `offset` and steps over it, its bytes, escapes decoded, appended to `output` when
    /// `keeping` (otherwise `output` holds at most one escape's).
    @inline(__always)
    mutating func scanString(into output: inout [UInt8], keeping: Bool) throws(JSONSyntaxError) {
        offset += 1
        while true {
            guard offset < bytes.count else { throw error("unterminated string") }
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return
            case UInt8(ascii: "\\"):
                try escape(into: &output)
                if !keeping { output.removeAll(keepingCapacity: true) }
            case 0..<0x20:
                offset -= 1
                throw error("control character in a string")
            default:
                if keeping { output.append(byte) }
            }
        }
    }

    private mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
        guard offset < bytes.count else { throw error("unterminated string") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if scalar >= 0xD800, scalar < 0xDC00, offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                bytes[offset + 1] == UInt8(ascii: "u")
            {
                offset += 2
                let low = try hex4()
                guard low >= 0xDC00, low < 0xE000 else { throw error("invalid surrogate pair") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            output.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
        default:
            offset -= 1
            throw error("invalid escape")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("unterminated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case 48...57: digit = byte - 48
            case 65...70: digit = byte - 55
            case 97...102: digit = byte - 87
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func number() throws(JSONSyntaxError) -> Value {
        let start = offset
        let isInteger = try stepOverNumber()
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .jsonInteger(integer) }
        guard let number = Double(text) else { throw error("invalid number") }
        return .jsonNumber(number)
    }

    /// Checks the number at `offset` and steps over it; whether it has neither fraction nor exponent.
    mutating func stepOverNumber() throws(JSONSyntaxError) -> Bool {
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let digitsStart = offset
        while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 { offset += 1 }
        guard offset > digitsStart else { throw error("unexpected character") }
        if !rules.allowsLeadingZeros, bytes[digitsStart] == 48, offset - digitsStart > 1 {
            throw error("leading zero in a number")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            let fraction = offset
            while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 { offset += 1 }
            guard offset > fraction else { throw error("digits expected after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            let exponent = offset
            while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 { offset += 1 }
            guard offset > exponent else { throw error("digits expected in the exponent") }
        }
        return isInteger
    }
}
