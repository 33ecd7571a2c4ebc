import LuaBridge
import Testing

/// `LuaState.holdReadOnly`: one value shared by many calls that no call can change, by assignment, `rawset`,
/// metatables or the iterator `pairs` hands out, while reading, `pairs`, `ipairs` and `#` work as on a table.
@Suite struct ReadOnlyTableTests {
    static let env = LuaValue.table([
        "width": .integer(390), "sizeClass": .string("compact"),
        "container": .table(["contentSize": .table(["width": .integer(390), "height": .integer(844)])]),
        "list": .array([.integer(10), .integer(20), .integer(30)]),
    ])

    /// Loads `source` (a chunk returning a function) and calls that function with the held `env`, `times` times;
    /// the last call's result.
    func call(_ source: String, times: Int = 1) throws -> LuaValue {
        let state = try LuaState(name: "probe.lua")
        guard case .function(let function) = try state.run(source, chunkName: "probe.lua") else {
            Issue.record("the chunk returns no function")
            return .nil
        }
        let env = try state.holdReadOnly(Self.env, name: "env")
        var result = LuaValue.nil
        for _ in 0..<times {
            result = try state.call(
                function, arguments: { list throws(LuaError) in try list.append(held: env) },
                reading: { cursor throws(LuaError) in try cursor.value() })
        }
        return result
    }

    @Test func readingGoesThroughToEveryLevel() throws {
        let value = try call(
            """
            return function(env)
              return env.width .. env.sizeClass .. env.container.contentSize.height .. #env.list .. env.list[3]
            end
            """)
        #expect(value == .string("390compact844330"))
    }

    @Test(arguments: [
        ("env.width = 0", "probe.lua:2: env is read-only: cannot set 'width'"),
        ("env.extra = true", "probe.lua:2: env is read-only: cannot set 'extra'"),
        (
            "env.container.contentSize.width = 1",
            "probe.lua:2: env.container.contentSize is read-only: cannot set 'width'"
        ),
        ("env.list[4] = 1", "probe.lua:2: env.list is read-only: cannot set [4]"),
        ("rawset(env, 'width', 0)", "probe.lua:2: env is read-only: cannot set 'width'"),
        ("rawset(env.container, 'x', 0)", "probe.lua:2: env.container is read-only: cannot set 'x'"),
        ("table.insert(env.list, 40)", "probe.lua:2: env.list is read-only: cannot set [4]"),
    ])
    func everyWriteIsRefusedNamingTheLineAndField(write: String, message: String) throws {
        let error = #expect(throws: LuaError.self) {
            try call(
                """
                return function(env)
                  \(write)
                end
                """)
        }
        #expect(error?.kind == .sandbox)
        #expect(error?.description == message)
    }

    /// A write that were allowed would show in the second call; a caught refusal leaves nothing behind.
    @Test func aLaterCallSeesNothingAnEarlierOneTried() throws {
        let value = try call(
            """
            local calls = 0
            return function(env)
              calls = calls + 1
              if calls == 2 then
                return tostring(env.extra) .. tostring(env.width) .. tostring(env.container.marker)
                  .. tostring(rawget(env, "extra")) .. tostring(env.list[1])
              end
              pcall(function() env.extra = 1 end)
              pcall(rawset, env, "extra", 1)
              pcall(rawset, env, "width", 1)
              pcall(function() env.container.marker = 1 end)
              pcall(table.sort, env.list, function(a, b) return a > b end)
              pcall(setmetatable, env, nil)
              local _, iterated = pairs(env)
              pcall(rawset, iterated, "extra", 1)
              return "first"
            end
            """, times: 2)
        #expect(value == .string("nil390nilnil10"))
    }

    @Test func pairsAndIpairsGiveTheFieldsButNeverTheRealTable() throws {
        let value = try call(
            """
            return function(env)
              local names = {}
              for key, value in pairs(env) do names[#names + 1] = key .. "=" .. type(value) end
              table.sort(names)
              local sum = 0
              for _, number in ipairs(env.list) do sum = sum + number end
              local _, iterated = pairs(env)
              return table.concat(names, ",") .. ";" .. sum .. ";" .. tostring(rawequal(iterated, env))
                .. ";" .. tostring(getmetatable(env))
            end
            """)
        #expect(value == .string("container=table,list=table,sizeClass=string,width=number;60;true;read-only"))
    }
}
