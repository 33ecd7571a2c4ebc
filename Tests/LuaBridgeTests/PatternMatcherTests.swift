import Testing

@testable import LuaBridge

/// The budgeted `find`, `match`, `gmatch` and `gsub` give what Lua's own give, and stop runaway backtracking.
@Suite struct PatternMatcherTests {
    /// Runs `call` (an expression over `F`, the function table) with both implementations; returns both outcomes.
    private func compare(_ call: String) throws -> (ours: LuaValue, lua: LuaValue) {
        let state = try LuaState(name: "p.lua")
        state.exposeOriginalPatternFunctions(as: "original")
        let source = """
            local function show(ok, ...)
              if not ok then return "error" end
              local out = {}
              for i = 1, select("#", ...) do
                local v = select(i, ...)
                out[#out + 1] = math.type(v) or type(v)
                out[#out + 1] = tostring(v)
              end
              return table.concat(out, "|")
            end
            local function collect(F, ...)
              local ok, iterator = pcall(F.gmatch, ...)
              if not ok then return "error" end
              local parts = {}
              for i = 1, 50 do
                local result = show(pcall(iterator))
                if result == "" or result == "error" then parts[#parts + 1] = result break end
                parts[#parts + 1] = result
              end
              return table.concat(parts, " / ")
            end
            local function run(F) return \(call) end
            return { run(string), run(original) }
            """
        let pair = try #require(try state.run(source, chunkName: "p.lua").arrayValue)
        return (pair[0], pair[1])
    }

    static let calls: [String] = [
        #"show(pcall(F.find, "hello world", "o"))"#,
        #"show(pcall(F.find, "hello world", "l+"))"#,
        #"show(pcall(F.find, "hello world", "o", 6))"#,
        #"show(pcall(F.find, "hello world", "o", -3))"#,
        #"show(pcall(F.find, "hello world", "o", 100))"#,
        #"show(pcall(F.find, "hello world", "", 12))"#,
        #"show(pcall(F.find, "a.b", ".", 1, true))"#,
        #"show(pcall(F.find, "a.b", "%."))"#,
        #"show(pcall(F.find, "hello", "(h)(e)"))"#,
        #"show(pcall(F.find, "hello", "()ll()"))"#,
        #"show(pcall(F.match, "  trim me  ", "^%s*(.-)%s*$"))"#,
        #"show(pcall(F.match, "key = value", "(%w+)%s*=%s*(%w+)"))"#,
        #"show(pcall(F.match, "THE (quick) fox", "%((%a+)%)"))"#,
        #"show(pcall(F.match, "f(a(b)c)d", "%b()"))"#,
        #"show(pcall(F.match, "THE (quick) fox", "%f[%a]%a+", 5))"#,
        #"show(pcall(F.match, "aabb", "(%a)%1"))"#,
        #"show(pcall(F.match, "x = 1, y = 22", "%d+$"))"#,
        #"show(pcall(F.match, "[]", "[]]"))"#,
        #"show(pcall(F.match, "a-b", "[a-]+"))"#,
        #"show(pcall(F.match, "abc", "[^b]+"))"#,
        #"show(pcall(F.match, "abc", "$"))"#,
        #"show(pcall(F.match, "", ".-"))"#,
        #"show(pcall(F.match, "aaab", "a-b"))"#,
        #"show(pcall(F.match, "hello", "he?l?"))"#,
        #"show(pcall(F.match, "date: 2024-01-05", "(%d+)-(%d+)-(%d+)"))"#,
        #"show(pcall(F.match, "h\195\169llo", "[\128-\255]+"))"#,
        #"show(pcall(F.match, "a\0b", "%z"))"#,
        #"show(pcall(F.match, "a\0b", "\0(.)"))"#,
        #"show(pcall(F.match, "Ab1 _;\t\127", "%u%l%d%s%p"))"#,
        #"show(pcall(F.match, "Ab1 _;\t\127", "%A+%W%C"))"#,
        #"show(pcall(F.match, "0xFFg", "%x+"))"#,
        #"show(pcall(F.match, 12345, "%d%d"))"#,
        #"show(pcall(F.match, "abc", "(b)()"))"#,
        #"show(pcall(F.match, "abc", "("))"#,
        #"show(pcall(F.match, "abc", "%"))"#,
        #"show(pcall(F.match, "abc", "[a"))"#,
        #"show(pcall(F.match, "abc", "(()"))"#,
        #"show(pcall(F.match, "abc", "%b"))"#,
        #"show(pcall(F.match, "abc", "%f"))"#,
        #"show(pcall(F.match, "abc", "(%1)"))"#,
        #"show(pcall(F.match, "abc", ")"))"#,
        #"show(pcall(F.match, "abc", "%9"))"#,
        #"show(pcall(F.match, "abc", "()%1"))"#,
        #"show(pcall(F.match))"#,
        #"show(pcall(F.find, "abc", "b", 1.5))"#,
        #"collect(F, "hello world from lua", "%a+")"#,
        #"collect(F, "k1=v1, k2=v2", "(%w+)=(%w+)")"#,
        #"collect(F, "abc", "")"#,
        #"collect(F, "abc", "x*")"#,
        #"collect(F, "^a^b", "^.")"#,
        #"collect(F, "one two three", "%a+", 5)"#,
        #"collect(F, "one two", "%a+", -3)"#,
        #"show(pcall(F.gsub, "hello world", "o", "0"))"#,
        #"show(pcall(F.gsub, "hello world", "(o)", "[%1]"))"#,
        #"show(pcall(F.gsub, "hello", "", "-"))"#,
        #"show(pcall(F.gsub, "hello world", "%w+", "%0 %0", 1))"#,
        #"show(pcall(F.gsub, "hello world", "%w+", "%1!"))"#,
        #"show(pcall(F.gsub, "abc", "%w", { a = "1", b = 2 }))"#,
        #"show(pcall(F.gsub, "abc", "%w", { a = true }))"#,
        #"show(pcall(F.gsub, "abc", "%w", function(c) return c:upper() .. "." end))"#,
        #"show(pcall(F.gsub, "abc", "%w", function() return nil end))"#,
        #"show(pcall(F.gsub, "abc", "(%w)()", function(c, p) return p end))"#,
        #"show(pcall(F.gsub, "x", "x", "%2"))"#,
        #"show(pcall(F.gsub, "x", "x", "%"))"#,
        #"show(pcall(F.gsub, "x", "x", "%a"))"#,
        #"show(pcall(F.gsub, "$1,000", "%$", "USD"))"#,
        #"show(pcall(F.gsub, "abc", "^a", "z"))"#,
        #"show(pcall(F.gsub, "aaa", "a*", "-"))"#,
        #"show(pcall(F.gsub, "hello", "l", { l = 7 }))"#,
        #"show(pcall(F.gsub, "hello", "l", true))"#,
        #"show(pcall(F.gsub, "abc", "b", "%%"))"#,
        #"show(pcall(F.gsub, "a b c", " ", "", 0))"#,
        #"show(pcall(F.gsub, "abc", "%w", setmetatable({}, { __index = function(_, k) return k .. k end })))"#,
        #"show(pcall(F.gsub, "abc", "%w", function() return {} end))"#,
    ]

    @Test(arguments: calls)
    func agreesWithLua(_ call: String) throws {
        let (ours, lua) = try compare(call)
        #expect(ours == lua)
    }

    @Test(arguments: [
        "return ('a'):rep(30000):find('.-.-.-b')",
        "local s = ('a'):rep(30000)\nreturn s:match('(.-)%1(.-)%2b')",
        "local n = 0\nfor w in ('a'):rep(30000):gmatch('.-.-.-b') do n = n + 1 end return n",
        "local s = ('a'):rep(30000)\nreturn (s:gsub('.-.-.-b', 'x'))",
        "while true do pcall(string.find, ('a'):rep(2000), '.-.-.-b') end",
    ])
    func backtrackingEndsOnTheBudget(_ source: String) throws {
        // A small budget keeps the debug build quick; the release build spends the default 50M steps in about
        // a second (see `feed-bench script.pattern-backtracking`).
        let state = try LuaState(name: "slow.lua", limits: LuaLimits(instructionBudget: 2_000_000))
        let error = #expect(throws: LuaError.self) { try state.run(source, chunkName: "slow.lua") }
        #expect(error?.kind == .budgetExceeded, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.chunkName == "slow.lua")
        #expect(error?.line != nil)
        #expect(try state.run("return ('x = 1'):match('%w+ = (%d)')", chunkName: "slow.lua") == .string("1"))
    }

    /// A plain search charged only the positions whose first byte matched, so scanning a long string for a byte
    /// it lacks cost nothing: a loop of such calls ran past the budget and, between two ticks of the count hook,
    /// past the time limit (9.4 s under `--script-timeout 1`, debug build, 8 MiB of `a`s).
    @Test(arguments: ["s:find('b', 1, true)", "s:find('bc')"])
    func aPlainSearchIsChargedTheBytesItScans(_ call: String) throws {
        let state = try LuaState(name: "scan.lua", limits: LuaLimits(instructionBudget: 1_000_000))
        let error = #expect(throws: LuaError.self) {
            try state.run("local s = ('a'):rep(1 << 18)\nfor i = 1, 100 do \(call) end", chunkName: "scan.lua")
        }
        #expect(error?.kind == .budgetExceeded, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.line == 2)
        #expect(try state.run("return ('a.b'):find('.', 1, true)", chunkName: "scan.lua") == .integer(2))
    }

    /// A plain search pays for the bytes up to its match, not for a whole block ahead of it: charging 4,096
    /// positions a call made a tokenizer that finds a separator every 8 bytes pay ~1,025 units a call, 256 times
    /// the bytes it scanned, and run out of a budget that its work fits many times over.
    @Test func aPlainSearchThatMatchesSoonPaysOnlyForWhatItScanned() throws {
        let state = try LuaState(name: "split.lua", limits: LuaLimits(instructionBudget: 2_000_000))
        let script = """
            local s = ('abcdefg,'):rep(1 << 15)
            local count, position = 0, 1
            while true do
              local found = s:find(',', position, true)
              if not found then return count end
              count, position = count + 1, found + 1
            end
            """
        #expect(try state.run(script, chunkName: "split.lua") == .integer(1 << 15))
    }

    @Test func gsubResultsCountAgainstTheCap() throws {
        let state = try LuaState(name: "g.lua", limits: LuaLimits(memoryLimit: 8 << 20))
        let error = #expect(throws: LuaError.self) {
            try state.run("local big = ('x'):rep(1000000)\nreturn ('a'):rep(100):gsub('a', big)", chunkName: "g.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.line == 2)
    }
}
