import FeedScripting
import LuaBridge
import Testing

/// A value that cannot leave Lua is reported at the field it sits in, with the path inside the returned value
/// joined to the provider's field (`items[1].self`), and the message alone — the same whether the items are a
/// table or come from `items(ctx)`, so `--format json`'s `field` points at the table to fix.
@Suite struct ConversionPathTests {
    private static let cycle = "the table contains itself (a cycle)"

    private func problems(_ source: String, run: (SectionScript) throws -> Void = { _ in }) -> [Diagnostic] {
        do {
            try run(try ScriptFixtures.load(source, name: "s.lua"))
            return []
        } catch let error as ScriptError {
            return error.diagnostics
        } catch {
            Issue.record("unexpected \(error)")
            return []
        }
    }

    @Test(arguments: ["items = { a }", "items = function() return { a } end"])
    func anItemsCycleNamesTheItemsPath(items: String) {
        let found = problems(
            """
            local a = { id = "a" }; a.children = { a }
            return { id = "s", \(items), layout = layout.list {} }
            """
        ) { _ = try $0.items(context: ScriptFixtures.context()) }
        #expect(found.map(\.field) == ["items[1].children[1]"])
        #expect(found.map(\.message) == [Self.cycle])
        #expect(found.first?.description == "s.lua: items[1].children[1]: \(Self.cycle)")
    }

    @Test func aLayoutValueNamesTheLayoutPath() {
        let found = problems(
            """
            return { id = "s", items = {}, layout = function(env) return { group = { [true] = 1 } } end }
            """
        ) { _ = try $0.recipe(environment: ScriptFixtures.environment) }
        #expect(found.map(\.field) == ["layout.group"])
        #expect(found.map(\.message) == ["a table key must be a string or an integer, not a boolean"])
    }

    @Test func aWholeValueThatFailsKeepsTheField() {
        let found = problems(
            """
            return { id = "s", layout = layout.list {}, items = function() return coroutine or print end }
            """
        ) { _ = try $0.items(context: ScriptFixtures.context()) }
        #expect(found.map(\.field) == ["items"])
    }
}
