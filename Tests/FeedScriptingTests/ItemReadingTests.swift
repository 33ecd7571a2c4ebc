import FeedJSON
import FeedScripting
import LuaBridge
import Testing

/// `items(ctx)` reads well-formed items straight off the Lua stack; every result and every message must be the
/// one the full path (convert to `LuaValue`, then decode) gives.
@Suite struct ItemReadingTests {
    private enum Outcome: Equatable {
        case items([SectionItem])
        case problems([String])
    }

    /// A script whose `items()` returns `expression`.
    private func script(_ expression: String, limits: LuaLimits = LuaLimits()) throws -> SectionScript {
        let source = "return { id = \"s\", layout = layout.list {},\n items = function() return \(expression) end }"
        return try SectionScript(name: "items.lua", source: source, state: LuaState(name: "items.lua", limits: limits))
    }

    /// The full path: the value converted (a conversion failure is a problem at `items`), then decoded by
    /// `ScriptDecoder`; the items, or the problems as `ScriptError` describes them.
    private func fullPath(_ script: SectionScript) -> Outcome {
        guard case .function(let function) = script.definition.items else { return .problems(["no function"]) }
        let value: LuaValue
        // The ids' bytes are looked at before conversion, as `SectionScript` does.
        let idsNotUTF8: Set<String>
        do {
            (value, idsNotUTF8) = try script.state.call(function, [.table([:])]) { cursor throws(LuaError) in
                (try cursor.value(), ItemIdsNotUTF8.paths(in: cursor, at: "items"))
            }
        } catch {
            return .problems([error.diagnostic(script: "items.lua", field: "items").description])
        }
        do {
            return .items(
                try ScriptDecoder(script: "items.lua").items(
                    from: value, field: "items", itemIdsNotUTF8: idsNotUTF8))
        } catch {
            return .problems(error.diagnostics.map(\.description))
        }
    }

    private func direct(_ script: SectionScript) -> Outcome {
        do {
            return .items(try script.items(context: ScriptFixtures.context()))
        } catch {
            return .problems(error.diagnostics.map(\.description))
        }
    }

    @Test(arguments: [
        // Well-formed items, read directly.
        "{ { id = 'a', title = 'A', rating = 4.5, count = 3, on = true }, { id = 'b', z = 1, a = 2, m = 3 } }",
        "{ { id = 7, tags = { 'x', 'y' }, meta = { b = { 1, 2.5 }, a = {} } }, { id = 8.0, n = -0.0 } }",
        "{ { id = 'ü-1', text = 'héllo 🌍', bytes = 'a\\0b', quote = '\"\\\\' } }",
        "{}",
        "{ { id = 'deep', a = { b = { c = { d = { e = 'x' } } } } } }",
        // 40 keys in a nested object (not a flat record), more than the insertion sort takes: the library's sort.
        "(function() local m = {} for i = 40, 1, -1 do m['k' .. (i * 7 % 41)] = i end return { { id = 'w', m = m } } end)()",
        // Everything below leaves the direct read for the full path.
        "{ { id = 'a' }, { id = 'a' } }",
        "{ { title = 'no id' } }",
        "{ { id = '' } }",
        "{ { id = 1.5 } }",
        "{ { id = {} } }",
        "{ {} }",
        "{ 'a', 'b' }",
        "{ { 1, 2 } }",
        "{ x = { id = 'a' } }",
        "{ { id = 'a', [3] = 'three' } }",
        "{ { id = 'a', nested = { [2] = 'b' } } }",
        "{ { id = 'a', f = print } }",
        "{ { id = 'a', x = 1/0 } }",
        "{ { id = 'a', x = { y = 0/0 } } }",
        "{ { id = 'a', ['é'] = 1, ['e\\204\\129'] = 2 } }",
        "{ { id = 'a', ['clé'] = 1, zed = 2 } }",
        "'items'",
        "nil",
        "{ { id = 'a', list = { 1, 2, 3, nil, 5 } } }",
    ])
    func directReadAgreesWithTheFullPath(_ expression: String) throws {
        let script = try script(expression)
        #expect(direct(script) == fullPath(script))
    }

    @Test func fieldsComeSortedByBytesWithoutTheID() throws {
        let items = try script("{ { id = 3, zeta = 'z', Alpha = 1, beta = { 'x', { k = false } }, empty = {} } }")
            .items(context: ScriptFixtures.context())
        #expect(items.count == 1)
        #expect(items.first?.id == "3")
        // Byte order: upper case before lower case.
        #expect(items.first?.fields.keys == ["Alpha", "beta", "empty", "zeta"])
        #expect(items.first?.fields["beta"] == .array([.string("x"), .object(JSONObject(["k": .bool(false)]))]))
        #expect(items.first?.fields["empty"] == .array([]))
    }

    @Test func limitsStillApply() throws {
        let cycle = try script("(function() local t = { id = 'a' } t.self = t return { t } end)()")
        #expect(
            ScriptFixtures.problems { _ = try cycle.items(context: ScriptFixtures.context()) } == [
                "items.lua: items[1].self: the table contains itself (a cycle)"
            ])
        // 1 array + 2 per item (its table and its id): the 21st value is the 10th item's id.
        let many = try script(
            "(function() local t = {} for i = 1, 12 do t[i] = { id = 'i' .. i } end return t end)()",
            limits: LuaLimits(maximumConvertedValues: 20))
        #expect(
            ScriptFixtures.problems { _ = try many.items(context: ScriptFixtures.context()) } == [
                "items.lua: items[10].id: more than 20 values to convert"
            ])
        // Depth 4: `ctx.env.container.contentSize` must still enter Lua.
        let deep = try script("{ { id = 'a', x = { y = { z = { w = 1 } } } } }", limits: LuaLimits(maximumDepth: 4))
        #expect(
            ScriptFixtures.problems { _ = try deep.items(context: ScriptFixtures.context()) } == [
                "items.lua: items[1].x.y.z: tables are nested deeper than 4 levels"
            ])
    }
}
