import LuaBridge
import Testing

/// Swift functions called from Lua: arguments, results, positions, failures.
@Suite struct LuaCallbackTests {
    @Test func constructorsSeeTheCallersLine() throws {
        let state = try LuaState(name: "banners.lua")
        state.register("item", in: "layout.group") { context, arguments in
            var fields = arguments.first?.tableValue ?? [:]
            fields["line"] = .integer(Int64(context.line ?? -1))
            fields["chunk"] = .string(context.chunkName ?? "?")
            return .success(.table(fields))
        }
        let value = try state.run(
            "local a = 1\n\nreturn layout.group.item { width = 3 }", chunkName: "banners.lua")
        #expect(value == .table(["width": .integer(3), "line": .integer(3), "chunk": .string("banners.lua")]))
    }

    @Test func failuresBecomeErrorsAtTheCallersLine() throws {
        let state = try LuaState(name: "charts.lua")
        state.register("check") { _, _ in .failure(LuaHostError("width: expected a dimension")) }
        let error = #expect(throws: LuaError.self) { try state.run("\n\ncheck()", chunkName: "charts.lua") }
        #expect(error?.description == "charts.lua:3: width: expected a dimension")
        #expect(error?.kind == .runtime)
        // pcall sees the same message, so scripts can handle host failures.
        let caught = try state.run("local ok, e = pcall(function() check() end) return e", chunkName: "charts.lua")
        #expect(caught == .string("charts.lua:1: width: expected a dimension"))
    }

    @Test func argumentsThatCannotConvertAreReported() throws {
        let state = try LuaState(name: "a.lua")
        state.register("take") { _, _ in .success(.nil) }
        let error = #expect(throws: LuaError.self) {
            try state.run("local t = {} t.t = t take(1, t)", chunkName: "a.lua")
        }
        #expect(error?.message == "bad argument #2 to 'take' (t: the table contains itself (a cycle))")
    }

    @Test func returnedFunctionReferencesArePushedBack() throws {
        let state = try LuaState(name: "w.lua")
        state.register("wrap") { _, arguments in
            .success(.table(["frames": arguments.first ?? .nil, "kind": .string("custom")]))
        }
        let value = try state.run(
            "local g = wrap(function(env) return env.width / 2 end)\nreturn g.frames({ width = 10 }), g.kind",
            chunkName: "w.lua")
        #expect(value == .number(5))
    }

    @Test func callbacksMayCallBackIntoLua() throws {
        let state = try LuaState(name: "r.lua")
        state.register("apply") { _, arguments in
            guard let function = arguments.first?.functionValue else { return .failure(LuaHostError("no function")) }
            do {
                return .success(try state.call(function, Array(arguments.dropFirst())))
            } catch {
                return .failure(LuaHostError((error as? LuaError)?.description ?? "\(error)"))
            }
        }
        #expect(try state.run("return apply(function(x) return x + 1 end, 41)", chunkName: "r.lua") == .integer(42))
        let error = #expect(throws: LuaError.self) {
            try state.run("return apply(function() while true do end end)", chunkName: "r.lua")
        }
        #expect(error?.kind == .budgetExceeded)
    }

    @Test func recursionThroughCallbacksEndsAsAnError() throws {
        let state = try LuaState(name: "deep.lua")
        state.register("apply") { _, arguments in
            guard let function = arguments.first?.functionValue else { return .failure(LuaHostError("no function")) }
            do {
                return .success(try state.call(function, []))
            } catch {
                return .failure(LuaHostError((error as? LuaError)?.message ?? "\(error)"))
            }
        }
        let error = #expect(throws: LuaError.self) {
            try state.run("local function f() return apply(f) end\nreturn f()", chunkName: "deep.lua")
        }
        #expect(error?.message.contains("stack overflow") == true, "\(error.map(String.init(describing:)) ?? "")")
        #expect(try state.run("return 1", chunkName: "deep.lua") == .integer(1))
    }
}
