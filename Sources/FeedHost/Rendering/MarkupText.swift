import FeedJSON

/// Text made safe for XML and HTML: SVG text, attribute values, and JSON inside a `<script>` element.
enum MarkupText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, so the result is safe both as element text and inside a quoted
    /// attribute. What XML 1.0 forbids in a document becomes a space: control characters other than tab and
    /// newline, and the noncharacters U+FFFE and U+FFFF (one in a title made the whole SVG unreadable).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// JSON bytes made safe to embed in an HTML `<script>` element.
    ///
    /// `<`, `>` and `&` can only occur inside JSON strings, where `\u003c` and friends mean the same characters;
    /// with them escaped, no `</script>` or `<!--` in a title can end the element early. U+2028 and U+2029 are
    /// escaped too, for old JavaScript parsers.
    static func scriptSafeJSON(_ json: [UInt8]) -> String {
        var result = [UInt8]()
        result.reserveCapacity(json.count + 64)
        var index = 0
        while index < json.count {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: "<"): result += Array("\\u003c".utf8)
            case UInt8(ascii: ">"): result += Array("\\u003e".utf8)
            case UInt8(ascii: "&"): result += Array("\\u0026".utf8)
            case 0xE2
            where index + 2 < json.count && json[index + 1] == 0x80
                && (json[index + 2] == 0xA8 || json[index + 2] == 0xA9):
                result += Array((json[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A number as the JSON output prints it: at most three decimals, no trailing zeros, `-0` as `0`.
    static func number(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.number(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `[x, y, width, height]`, the frame notation of the JSON output.
    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "[\(number(x)), \(number(y)), \(number(width)), \(number(height))]"
    }
}
