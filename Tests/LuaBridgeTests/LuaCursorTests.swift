import LuaBridge
import Testing

/// Reading a call's result through a `LuaCursor` while it is still on the Lua stack.
@Suite struct LuaCursorTests {
    /// A state and a function returning what `body` returns.
    private func function(_ body: String) throws -> (LuaState, LuaFunctionReference) {
        let state = try LuaState(name: "c.lua")
        let function = try #require(
            try state.run("return function(...) \(body) end", chunkName: "c.lua").functionValue)
        return (state, function)
    }

    @Test(arguments: [
        ("return nil", LuaValueKind.nil), ("return", .nil), ("return true", .boolean), ("return 3", .integer),
        ("return 3.0", .number), ("return 'x'", .string), ("return {}", .table), ("return print", .function),
    ])
    func kinds(_ body: String, _ kind: LuaValueKind) throws {
        let (state, function) = try function(body)
        #expect(try state.call(function) { $0.kind } == kind)
    }

    @Test func scalarsReadOnlyAsTheirOwnKind() throws {
        let (state, function) = try function("return ...")
        let integer = try state.call(function, [.integer(7)]) { ($0.integer, $0.number, $0.string, $0.boolean) }
        #expect(integer.0 == 7 && integer.1 == nil && integer.2 == nil && integer.3 == nil)
        let float = try state.call(function, [.number(2.5)]) { ($0.integer, $0.number) }
        #expect(float.0 == nil && float.1 == 2.5)
        #expect(try state.call(function, [.string("héllo 🌍")]) { $0.string } == "héllo 🌍")
        #expect(try state.call(function, [.boolean(false)]) { $0.boolean } == false)
        #expect(try state.call(function, [.integer(1)]) { $0.tableShape } == nil)
    }

    @Test(arguments: [
        ("return {}", LuaTableShape.empty), ("return { 'a', 'b', 'c' }", .sequence(3)),
        ("return { x = 1 }", .keyed), ("return { 'a', x = 1 }", .keyed), ("return { [2] = 'b' }", .keyed),
        ("return { 'a', nil, 'c' }", .keyed), ("return { [1] = 'a', [2] = 'b' }", .sequence(2)),
    ])
    func shapesAgreeWithConversion(_ body: String, _ shape: LuaTableShape) throws {
        let (state, function) = try function(body)
        #expect(try state.call(function) { $0.tableShape } == shape)
        let converted = try state.call(function)
        switch (shape, converted) {
        case (.empty, .array(let values)): #expect(values.isEmpty)
        case (.sequence(let count), .array(let values)): #expect(values.count == count)
        case (.keyed, .table): break
        default: Issue.record("\(body): shape \(shape), converted \(converted)")
        }
    }

    @Test func elementsComeInOrderOneLevelDeeper() throws {
        let (state, function) = try function("return { 'a', 'b', { 'c' } }")
        let visited = try state.call(function) { cursor throws(LuaError) in
            var visited: [String] = []
            let walked = cursor.forEachElement(count: 3) { offset, element in
                visited.append("\(offset):\(element.depth):\(element.string ?? "table")")
            }
            #expect(walked)
            return visited
        }
        #expect(visited == ["0:1:a", "1:1:b", "2:1:table"])
    }

    @Test func entriesGiveEveryKeyWithItsValue() throws {
        let (state, function) = try function("return { name = 'n', [7] = 'seven', [2.5] = 'float', [true] = 'b' }")
        let entries = try state.call(function) { cursor throws(LuaError) in
            var entries: [String] = []
            let walked = cursor.forEachEntry { key, value in
                let name: String
                switch key {
                case .string(let text): name = text
                case .integer(let integer): name = "#\(integer)"
                case .other: name = "?"
                }
                entries.append("\(name)=\(value.string ?? "")@\(value.depth)")
            }
            #expect(walked)
            return entries.sorted()
        }
        #expect(entries == ["#7=seven@1", "?=b@1", "?=float@1", "name=n@1"])
    }

    @Test func nestedWalksLeaveTheStackAsTheyFoundIt() throws {
        let (state, function) = try function("return { { x = { 1, 2 } }, { x = { 3 } } }")
        let sums = try state.call(function) { cursor throws(LuaError) in
            var sums: [Int64] = []
            _ = cursor.forEachElement(count: 2) { _, item in
                var sum: Int64 = 0
                _ = item.forEachEntry { _, list in
                    guard case .sequence(let count) = list.tableShape else { return }
                    _ = list.forEachElement(count: count) { _, number in sum += number.integer ?? 0 }
                }
                sums.append(sum)
            }
            // The result is still where it was: reading it again gives the same value.
            #expect(
                try cursor.value()
                    == .array([
                        .table(["x": .array([.integer(1), .integer(2)])]), .table(["x": .array([.integer(3)])]),
                    ]))
            return sums
        }
        #expect(sums == [3, 3])
    }

    @Test func bodyErrorsComeOutUnchanged() throws {
        struct Stop: Error, Equatable {}
        let (state, function) = try function("return { 1, 2, 3 }")
        let outcome = try state.call(function) { cursor throws(LuaError) -> Result<Int, Stop> in
            var seen = 0
            do throws(Stop) {
                _ = try cursor.forEachElement(count: 3) { offset, _ throws(Stop) in
                    seen += 1
                    if offset == 1 { throw Stop() }
                }
            } catch {
                return .failure(error)
            }
            return .success(seen)
        }
        #expect(outcome == .failure(Stop()))
        // The state is still usable after an abandoned walk.
        #expect(try state.call(function) == .array([.integer(1), .integer(2), .integer(3)]))
    }

    @Test func valueConvertsWithTheChecksOfCall() throws {
        let (state, function) = try function("local t = {} t.self = t return t")
        let plain = #expect(throws: LuaError.self) { try state.call(function) }
        let read = #expect(throws: LuaError.self) {
            try state.call(function) { cursor throws(LuaError) in try cursor.value() }
        }
        #expect(read?.message == plain?.message)
        #expect(read?.kind == .conversion)
    }

    @Test func runtimeErrorsThrowAsCallDoes() throws {
        let (state, function) = try function("error('boom')")
        let plain = #expect(throws: LuaError.self) { try state.call(function) }
        let read = #expect(throws: LuaError.self) { try state.call(function) { $0.kind } }
        #expect(read?.message == plain?.message)
        #expect(read?.line == plain?.line)
    }
}

/// Reads reuse the strings they have decoded; Lua freeing strings and reusing their memory between reads must
/// never show a read an earlier string.
@Suite struct DecodedStringTests {
    @Test func callbackArgumentsStayRightWhileLuaReusesMemory() throws {
        let state = try LuaState(name: "s.lua")
        let mismatches = Box()
        let check = state.makeFunction(named: "check") { _, arguments in
            guard arguments.count == 2, case .string(let text) = arguments[0], case .integer(let number) = arguments[1]
            else { return .success(.nil) }
            if text != "value \(number)" { mismatches.count += 1 }
            return .success(.nil)
        }
        try state.setGlobal("check", .function(check))
        // Thousands of short-lived strings: the collector frees them and new ones take their addresses.
        _ = try state.run(
            "for i = 1, 20000 do local t = { ('value ' .. i) } check(t[1], i) end", chunkName: "s.lua")
        #expect(mismatches.count == 0)
    }

    @Test func aCursorReadThatCallsLuaStillReadsItsOwnStrings() throws {
        let state = try LuaState(name: "s.lua")
        let make = try #require(
            try state.run(
                "return function(n) local t = {} for i = 1, n do t[i] = { name = 'item ' .. i } end return t end",
                chunkName: "s.lua"
            ).functionValue)
        let names = try state.call(make, [.integer(300)]) { cursor throws(LuaError) in
            var names: [String] = []
            _ = cursor.forEachElement(count: 300) { offset, item in
                // Lua runs in the middle of the read, making and dropping strings of its own.
                if offset % 50 == 0 { _ = try? state.call(make, [.integer(200)]) }
                _ = item.forEachEntry { _, value in names.append(value.string ?? "") }
            }
            return names
        }
        #expect(names == (1...300).map { "item \($0)" })
    }

    private final class Box: @unchecked Sendable {
        var count = 0
    }
}
