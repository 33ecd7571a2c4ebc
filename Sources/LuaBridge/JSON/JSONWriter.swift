/// A failure while writing JSON.
struct JSONWriteError: Error {
    var message: String
}

/// Writes compact JSON into a byte buffer, keys in byte order, with size and depth limits.
struct JSONWriter {
    let maximumBytes: Int
    let maximumDepth: Int
    var output: [UInt8] = []

    init(maximumBytes: Int, maximumDepth: Int) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    mutating func write(_ value: LuaValue, depth: Int) throws(JSONWriteError) {
        guard depth <= maximumDepth else { throw JSONWriteError(message: "nesting deeper than \(maximumDepth) levels") }
        switch value {
        case .nil:
            append("null")
        case .boolean(let flag):
            append(flag ? "true" : "false")
        case .integer(let integer):
            append(String(integer))
        case .number(let number):
            guard number.isFinite else { throw JSONWriteError(message: "\(number) has no JSON form") }
            append(number.description)
        case .string(let text):
            writeString(text)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                try write(element, depth: depth + 1)
            }
            output.append(UInt8(ascii: "]"))
        case .table(let fields):
            output.append(UInt8(ascii: "{"))
            let keys = fields.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(key)
                output.append(UInt8(ascii: ":"))
                try write(fields[key]!, depth: depth + 1)
            }
            output.append(UInt8(ascii: "}"))
        case .function:
            throw JSONWriteError(message: "a function has no JSON form")
        }
        guard output.count <= maximumBytes else {
            throw JSONWriteError(message: "the text would exceed the limit of \(maximumBytes) bytes")
        }
    }

    private mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }

    private mutating func writeString(_ text: String) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                append("\\u00")
                output.append(digits[Int(byte >> 4)])
                output.append(digits[Int(byte & 15)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
