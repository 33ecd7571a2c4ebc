import FeedTestSupport
import LuaBridge
import Testing

/// Lua compiles a chain of `or`, a run of `elseif` or many labels and gotos in time that grows with their square,
/// in one C call no limit interrupts: `a or a or …` 100,000 times (500 KB) compiled for 14 s. A chunk with more
/// than 16,384 such jumps is refused before it is compiled, as `load`'s failure or the script's syntax error.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowTests.enabled)) struct CompileJumpLimitTests {
    static let message =
        "too many jumps to compile: more than 16384 of 'and', 'or', 'elseif', 'goto', 'break' and labels in one "
        + "chunk, which Lua compiles in time that grows with their square; split the code into smaller functions "
        + "in separate chunks (lib/ modules)"

    static let namesMessage =
        "too many names to compile: Lua looks each name up through the locals and upvalues of every function around "
        + "it, the chunk's own included, and this chunk's names would take more than 100000000 such comparisons, "
        + "compiling for seconds; declare fewer locals, nest fewer functions, or move code into separate chunks "
        + "(lib/ modules)"

    @Test func loadRefusesALongChainOfOr() throws {
        let state = try LuaState(name: "chain.lua", limits: LuaLimits(timeLimit: 5000))
        let start = ContinuousClock.now
        let value = try state.run(
            """
            local f, message = load('local a\\nreturn a ' .. string.rep('or a ', 100000))
            return tostring(f) .. ' ' .. message
            """, chunkName: "chain.lua")
        #expect(value == .string("nil (load):2: " + Self.message))
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    @Test func aScriptWithTooManyGotosIsASyntaxErrorAtItsLine() throws {
        let state = try LuaState(name: "gotos.lua")
        let body = String(repeating: "goto x\n", count: 20000)
        let error = #expect(throws: LuaError.self) {
            try state.run("do\n" + body + "end\n::x::", chunkName: "gotos.lua")
        }
        #expect(error?.kind == .syntax, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 16386)
        #expect(error?.message.hasSuffix(Self.message) == true, "\(error?.message ?? "")")
    }

    @Test func jumpsInStringsAndCommentsAndChunksUnderTheLimitCompile() throws {
        let state = try LuaState(name: "fine.lua")
        let value = try state.run(
            """
            local words = string.rep('or and goto :: ', 20000)
            local source = 'local a\\n-- ' .. words .. '\\n--[==[ ' .. words .. ' ]==]\\nreturn "' .. words
              .. '", [[' .. words .. ']] ' .. string.rep('or a ', 10000)
            local f = assert(load(source))
            return #f()
            """, chunkName: "fine.lua")
        #expect(value == .integer(20000 * 15))
    }

    /// Lua ends a line at `\r` as at `\n` (and takes `\r\n`, `\n\r` as one break). A scan that knew only `\n` read
    /// the rest of a file with CR breaks after `--\r` as one comment, and the rest of a line after a string's
    /// escaped `\r\n` as a string: a chain of 100,000 `or` behind either compiled unrefused, for 14 s.
    @Test(arguments: [
        ("local a\r--\r", 3),
        ("local a\r\n\n\rlocal s = '\\\r\n' ", 4),
        ("local a\r\nlocal s = [[\r\r\n]] ", 4),
    ])
    func chainsAfterCarriageReturnsAreRefusedAtTheirLine(head: String, line: Int) throws {
        let state = try LuaState(name: "cr.lua", limits: LuaLimits(timeLimit: 5000))
        let source = head + "return a" + String(repeating: " or a", count: 17000)
        let error = #expect(throws: LuaError.self) { try state.run(source, chunkName: "cr.lua") }
        #expect(error?.kind == .syntax, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == line)
        #expect(error?.message.hasSuffix(Self.message) == true, "\(error?.message ?? "")")
    }

    /// A name is looked up through every function around it: 100,000 references inside 90 nested functions of
    /// 199 locals each compiled for 3.7 s (7.7 s for `feed check` in a debug build); the same references in one
    /// function compile at once.
    @Test func namesDeepInNestedFunctionsAreRefusedAndShallowOnesCompile() throws {
        let state = try LuaState(name: "names.lua", limits: LuaLimits(timeLimit: 5000))
        let start = ContinuousClock.now
        let value = try state.run(
            """
            local locals = {}
            for i = 1, 199 do locals[i] = 'a' .. i end
            local function chunk(levels)
              local head = string.rep('local function f() local ' .. table.concat(locals, ',') .. ' ', levels)
              return head .. string.rep('zz() ', 100000) .. string.rep(' end', levels)
            end
            local deep, message = load(chunk(90))
            local shallow = load(chunk(1))
            return tostring(deep) .. ' ' .. message .. ' ' .. type(shallow)
            """, chunkName: "names.lua")
        #expect(value == .string("nil (load):1: " + Self.namesMessage + " function"))
        #expect(ContinuousClock.now - start < .seconds(4))
    }

    /// The chunk's own locals are searched too: 1,000,000 references to a global after 199 top-level locals (3 MB)
    /// compiled unrefused for 1.1 s of CPU (a `load` of 40 MB, within the budget, ~15 s in one call). A data
    /// table's keys are no lookups: 225,000 of them four functions deep compile, where they counted 1,125,000; a
    /// name after `;` is no key (`;zz=1` is a statement).
    @Test func namesAtTheTopLevelCountAndTableKeysDoNot() throws {
        let state = try LuaState(name: "top.lua", limits: LuaLimits(timeLimit: 5000))
        let value = try state.run(
            """
            local locals = {}
            for i = 1, 199 do locals[i] = 'a' .. i end
            local head = 'local ' .. table.concat(locals, ',') .. '\\n'
            local top, message = load(head .. string.rep('zz() ', 1000001))
            local assigned, again = load(head .. string.rep(';zz=1', 1000001))
            local rows = string.rep('{id = 1, title = "t", subtitle = "s", image = "i.png", badge = 2},\\n', 45000)
            local data = load('return function() local function a() local function b() local function c() return {\\n'
              .. rows .. '} end return c() end return b() end return a() end')
            return tostring(top) .. ' ' .. message .. ' ' .. #data()() .. ' '
              .. tostring(assigned == nil and again == message)
            """, chunkName: "top.lua")
        #expect(value == .string("nil (load):2: " + Self.namesMessage + " 45000 true"))
    }

    /// A name costs what Lua's search for it costs: the locals and upvalues it is compared with, not a flat
    /// amount per name. 1,000,000 references to a global with no locals around them compile in 0.1 s (20
    /// functions deep: 0.12 s), but counted one per name and function they were refused.
    /// (The time limit, which this test does not test, is 30 s: two 5 MB chunks compile in a debug build, and at a
    /// load of 13 they met 5 s.)
    @Test func namesWithoutLocalsAroundThemCompile() throws {
        let state = try LuaState(name: "cheap.lua", limits: LuaLimits(timeLimit: 30_000))
        let value = try state.run(
            """
            local top, message = load(string.rep('zz() ', 1000001))
            local deep, again = load(string.rep('return function() ', 20) .. string.rep('zz() ', 1000000)
              .. string.rep(' end', 20))
            return type(top) .. ' ' .. type(deep) .. ' ' .. tostring(message or again)
            """, chunkName: "cheap.lua")
        #expect(value == .string("function function nil"))
    }

    /// Every way of declaring a local makes the names after it cost more: parameters, `for` variables (with
    /// their hidden state), `<const>` locals, `local function`, a method's `self`. 199 of them before 1,000,000
    /// references to a global compiled for 0.7-1.1 s each (measured); each is refused at the line the names
    /// pass the limit on.
    @Test(arguments: [
        ("local function g(' .. names .. ')\\n", "' end'"),
        ("for ' .. table.concat(locals, ',', 1, 195) .. ' in next, {} do\\n", "' end'"),
        ("local ' .. table.concat(locals, ' <const> = 1 local ') .. ' <const> = 1\\n", "''"),
        ("' .. string.rep('local function f() end ', 199) .. '\\n", "''"),
        ("local t = {} function t:m(' .. table.concat(locals, ',', 1, 198) .. ')\\n", "' end'"),
    ])
    func localsDeclaredEveryWayCount(head: String, tail: String) throws {
        let value = try Self.runAfterLocals(
            """
            local f, message = load('\(head)' .. string.rep('zz() ', 1000000) .. \(tail))
            return tostring(f) .. ' ' .. message
            """)
        #expect(value == .string("nil (load):2: " + Self.namesMessage))
    }

    /// Runs `body` in a fresh state after it has made `locals`, the names `a1`…`a199`, and `names`, them joined
    /// by commas.
    static func runAfterLocals(_ body: String) throws -> LuaValue {
        let state = try LuaState(name: "locals.lua", limits: LuaLimits(timeLimit: 5000))
        return try state.run(
            "local locals = {}\nfor i = 1, 199 do locals[i] = 'a' .. i end\nlocal names = table.concat(locals, ',')\n"
                + body, chunkName: "locals.lua")
    }

    /// Locals go out of scope with their block: 100 blocks of 199 locals each, then 1,000,000 references to a
    /// global, compile in 0.09 s, and are not refused.
    @Test func localsOfClosedBlocksNoLongerCount() throws {
        let value = try Self.runAfterLocals(
            """
            local block = 'do local ' .. names .. ' end\\n'
            local f, message = load(string.rep(block, 100) .. string.rep('zz() ', 1000000))
            return type(f) .. ' ' .. tostring(message)
            """)
        #expect(value == .string("function nil"))
    }

    /// Names are resolved as Lua resolves them: a global costs the locals and upvalues of each function around
    /// it, and a function has only the upvalues its names make. 41,300 references to a global 5 functions deep
    /// among 199 locals each compile in 0.09 s (counting 255 possible upvalues a function, they were refused);
    /// a function that uses the 199 locals around it holds 199 upvalues, searched for every global inside it, so
    /// 300,000 references to one there are refused (1,000,000 compiled for 0.66 s), where the same without the
    /// upvalues would pass.
    @Test func upvaluesCountOnlyWhereNamesMakeThem() throws {
        let value = try Self.runAfterLocals(
            """
            local line = 'local ' .. names .. '\\n'
            local deep, message = load(line .. string.rep('return function() ' .. line, 5)
              .. string.rep('zz()\\n', 41300) .. string.rep(' end', 5))
            local uses = 'local x = ' .. table.concat(locals, '+') .. '\\n'
            local up, again = load(line .. 'local function g()\\n' .. uses .. string.rep('zz() ', 300000) .. ' end')
            return type(deep) .. ' ' .. tostring(message) .. ' ' .. tostring(up) .. ' ' .. again
            """)
        #expect(value == .string("function nil nil (load):4: " + Self.namesMessage))
    }
}
