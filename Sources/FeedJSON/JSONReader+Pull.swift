/// Reading a document a member or an element at a time, for readers that build only part of a large text
/// (the host's state files): each step throws exactly the error, at exactly the offset, that reading the whole
/// document as a tree would (`object(depth:)` and `array(depth:)` are built from these steps).
extension JSONReader {
    /// The next byte after whitespace, nil at the end of the text.
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Takes the `{` or `[` at `offset` of an object or array that sits `depth` containers deep, itself counted.
    package mutating func openContainer(depth: Int) throws(JSONSyntaxError) {
        guard depth <= rules.maximumDepth else { throw tooDeep() }
        offset += 1
    }

    /// Just after `{`: whether a member follows; false once the `}` of an empty object is taken.
    package mutating func objectHasMember() -> Bool {
        !closes(UInt8(ascii: "}"))
    }

    /// Just after `[`: whether an element follows; false once the `]` of an empty array is taken.
    package mutating func arrayHasElement() -> Bool {
        !closes(UInt8(ascii: "]"))
    }

    /// A member's key and its colon; its value comes next.
    package mutating func memberKey() throws(JSONSyntaxError) -> String {
        var key: [UInt8] = []
        try memberKey(into: &key, keeping: true)
        return String(decoding: key, as: UTF8.self)
    }

    /// A member's key, appended to `key` when `keeping` (as `scanString` does), and its colon.
    private mutating func memberKey(into key: inout [UInt8], keeping: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string key") }
        try scanString(into: &key, keeping: keeping)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error("expected ':' after object key")
        }
        offset += 1
    }

    /// After a member: true once a `,` is taken, false once the closing `}` is.
    package mutating func objectContinues() throws(JSONSyntaxError) -> Bool {
        try continues(closing: UInt8(ascii: "}"), or: "expected ',' or '}' after object member")
    }

    /// After an element: true once a `,` is taken, false once the closing `]` is.
    package mutating func arrayContinues() throws(JSONSyntaxError) -> Bool {
        try continues(closing: UInt8(ascii: "]"), or: "expected ',' or ']' after array element")
    }

    /// The value at `offset`, whose container sits `depth` deep, built with at most `maximumCost` values
    /// (`JSONReadingRules.maximumCost`) counted from zero; nil, once the value is checked and stepped over as
    /// `skip(depth:)` does, when it holds more. A syntax error in it is thrown either way.
    package mutating func value(depth: Int, atMost maximumCost: Int) throws(JSONSyntaxError) -> Value? {
        skipWhitespace()
        let start = offset
        let rulesCost = rules.maximumCost
        rules.maximumCost = maximumCost
        cost = 0
        defer { rules.maximumCost = rulesCost }
        do {
            return try value(depth: depth)
        } catch  where error.isOverCost {
            offset = start
            try skip(depth: depth)
            return nil
        }
    }

    /// Steps over the value at `offset`, checking it as `value(depth:)` would, without building it (keys,
    /// strings and numbers are scanned, not made): memory for one escape and a literal at most.
    package mutating func skip(depth: Int) throws(JSONSyntaxError) {
        switch peek() {
        case UInt8(ascii: "{")?:
            try openContainer(depth: depth + 1)
            guard objectHasMember() else { return }
            var key: [UInt8] = []
            repeat {
                try memberKey(into: &key, keeping: false)
                try skip(depth: depth + 1)
            } while try objectContinues()
        case UInt8(ascii: "[")?:
            try openContainer(depth: depth + 1)
            guard arrayHasElement() else { return }
            repeat { try skip(depth: depth + 1) } while try arrayContinues()
        case nil:
            throw error("unexpected end of text")
        case let byte?:
            try skipScalar(byte, depth: depth)
        }
    }

    /// Steps over a string or number without making it (a planted file of 100 MB of `0,` took 4.7 s when each
    /// was made); literals are read as always.
    private mutating func skipScalar(_ byte: UInt8, depth: Int) throws(JSONSyntaxError) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if rules.countsScalarsAsLevels, depth >= rules.maximumDepth { throw tooDeep() }
            if byte == UInt8(ascii: "\"") {
                var escape: [UInt8] = []
                try scanString(into: &escape, keeping: false)
            } else {
                _ = try stepOverNumber()
            }
        default:
            _ = try scalar(depth: depth)
        }
    }

    /// Only whitespace is left.
    package mutating func end() throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected text after the value") }
    }

    private mutating func closes(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func continues(closing: UInt8, or message: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of text") }
        switch bytes[offset] {
        case UInt8(ascii: ","):
            offset += 1
            return true
        case closing:
            offset += 1
            return false
        default:
            throw error(message)
        }
    }
}
