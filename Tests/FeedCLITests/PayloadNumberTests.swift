import FeedHost
import FeedJSON
import FeedTestSupport
import Foundation
import Testing

/// Payload values travel exactly (issue 18, item 9): what `ctx.data` returns reaches the output unchanged, numbers
/// keep their value in the output and in the content hash, and every change to them is an update.
@Suite struct PayloadNumberTests {
    /// Random JSON made of what a data file holds and Lua can carry back: nested objects (never empty: an empty
    /// object is an empty Lua table, written as `[]`) and arrays (never holding `null`: Lua has no null), strings
    /// with escapes and astral characters, integers of every size and doubles from huge to subnormal.
    struct RandomJSON {
        var generator: SeededGenerator

        mutating func value(depth: Int) -> String {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &generator) {
            case 0: return integer()
            case 1: return double()
            case 2: return string()
            case 3: return Bool.random(using: &generator) ? "true" : "false"
            case 4:
                let count = Int.random(in: 0..<4, using: &generator)
                return "[" + (0..<count).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
            default: return object(depth: depth + 1, extra: [])
            }
        }

        mutating func object(depth: Int, extra: [String]) -> String {
            // Each key starts with its index: keys that differ only in escapes (`\/` and `/`) would repeat.
            let members = (0..<Int.random(in: 1..<5, using: &generator)).map { index in
                "\"k\(index)" + string().dropFirst() + ": " + value(depth: depth)
            }
            return "{" + (extra + members).joined(separator: ", ") + "}"
        }

        mutating func integer() -> String {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return String(Int.random(in: -1000...1000, using: &generator))
            case 1: return String(Int64.random(in: Int64.min...Int64.max, using: &generator))
            default:
                return String([Int64.max, Int64.min, 9_007_199_254_740_993][Int.random(in: 0..<3, using: &generator)])
            }
        }

        mutating func double() -> String {
            let special: [Double] = [
                0.0001, 0.0002, 37.774929, 1e-300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 0.1,
                2.5e-5, 123456.789e10,
            ]
            var number: Double
            if Bool.random(using: &generator) {
                number = special[Int.random(in: 0..<special.count, using: &generator)]
            } else {
                repeat {
                    number = Double(bitPattern: generator.next())
                } while !number.isFinite
            }
            if Bool.random(using: &generator) { number = -number }
            // Swift prints the shortest text that reads back as the same double: valid JSON for finite values.
            return number.description
        }

        mutating func string() -> String {
            let pieces = [
                "a", "Z", "é", "日本", "😀", "𝄞", "\\\"", "\\\\", "\\n", "\\t", "\\u0001", "\\u00e9", "\\ud83d\\ude00",
                "/",
                " ", "\\/",
            ]
            let count = Int.random(in: 0..<6, using: &generator)
            return "\"" + (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
                + "\""
        }
    }

    @Test(arguments: 0..<8)
    func whatCtxDataReturnsReachesTheOutputUnchanged(seed: UInt64) throws {
        var random = RandomJSON(generator: SeededGenerator(seed: 0x9A7_0AD + seed))
        let items = (0..<40).map { random.object(depth: 0, extra: ["\"id\": \"item-\($0)\""]) }
        let data = "[" + items.joined(separator: ",\n") + "]"
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.write("data/top.json", data)
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json"])
        #expect(result.status == 0, "\(result.errors)")
        // One parser reads both sides, so any difference is the host's.
        let expected = try #require(try JSONParser.parse(Array(data.utf8)).arrayValue)
        let document = try JSONParser.parse(Array(result.outputBytes))
        let written = try #require(document["sections"]?.arrayValue?.first?["items"]?.arrayValue)
        #expect(written.count == expected.count)
        for (item, source) in zip(written, expected) {
            guard case .object(var fields) = source else { continue }
            fields["id"] = nil
            let output = item["fields"] ?? .null
            #expect(Self.same(output, .object(fields)), "item \(item["id"] ?? .null): wrote \(output) for \(fields)")
        }
    }

    /// Equal JSON values; a whole double and the same integer are one number (`-0.0` is written `0`).
    static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let integer), .number(let number)), (.number(let number), .integer(let integer)):
            return Double(integer) == number && Int64(exactly: number) == integer
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
        case (.number(let left), .number(let right)):
            return left.bitPattern == right.bitPattern
        default:
            return lhs == rhs
        }
    }

    @Test func numbersKeepTheirValueAndEveryChangeIsAnUpdate() throws {
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.write("data/top.json", #"[{"id": "a", "lat": 37.774929, "price": 0.0001, "count": 7}]"#)
        let first = try fixture.feed("build", "--format", "json")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains(#""fields":{"count":7,"lat":37.774929,"price":0.0001}"#), "\(first.output)")
        fixture.write("data/top.json", #"[{"id": "a", "lat": 37.774929, "price": 0.0002, "count": 7}]"#)
        let second = try fixture.feed("build", "--format", "json")
        #expect(second.status == 0)
        let changes = try #require(try parseJSON(second.outputBytes)["changes"] as? [String: Any])
        #expect((changes["items"] as? [String: Any])?["updated"] as? [String] == ["a"])
    }
}
