import FeedScripting
import Testing

/// The host reads an item's own fields only, as `rawget` does: an item (or the list) whose fields would come
/// through a metatable's `__index` read as one without them (an empty table, an item without its title) and
/// nothing said why. It is refused, naming the script, the line of `items(ctx)` and the item.
@Suite struct InheritedFieldsTests {
    static let message =
        "the table has a metatable with __index, whose fields the host does not see: it reads a table's own "
        + "fields only (as rawget does); copy the fields into the table itself"

    static func itemsProblems(_ body: String) -> [String] {
        ScriptFixtures.problems {
            let script = try ScriptFixtures.load(
                """
                return {
                  id = "s",
                  items = function(ctx)
                    \(body)
                  end,
                  layout = layout.list {},
                }
                """)
            _ = try script.items(context: ScriptFixtures.context())
        }
    }

    @Test(arguments: [
        // Every field inherited: read as an empty table, it was reported as an item without an id.
        ("return { setmetatable({}, { __index = { id = 'a' } }) }", "items[1]"),
        // The id its own, the title inherited: it was read without its title, and nothing said so.
        ("return { { id = 'a' }, setmetatable({ id = 'b' }, { __index = { title = 't' } }) }", "items[2]"),
        ("return { { id = 'a' }, setmetatable({ id = 'b' }, { __index = function() return 't' end }) }", "items[2]"),
        // The list itself: it was read as no items at all.
        ("return setmetatable({}, { __index = { { id = 'a' } } })", "items"),
    ])
    func aTableWithAnIndexMetamethodIsRefusedNamingTheItem(body: String, field: String) {
        #expect(Self.itemsProblems(body) == ["banners.lua:3: \(field): \(Self.message)"])
    }

    /// A metatable without `__index` hides nothing: such items read as before.
    @Test func aMetatableWithoutIndexIsFine() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "s",
              items = function(ctx)
                local tag = { __tostring = function() return 'item' end }
                return { setmetatable({ id = 'a', title = 't' }, tag), setmetatable({ id = 'b' }, tag) }
              end,
              layout = layout.list {},
            }
            """)
        let items = try script.items(context: ScriptFixtures.context())
        #expect(items.map(\.id) == ["a", "b"])
    }

    /// Static items are read the same way: `items = { … }` in the provider is checked when the script loads (no
    /// line: the items are a value, not a call).
    @Test(arguments: [
        ("{ { id = 'a' }, setmetatable({}, { __index = { id = 'b' } }) }", "items[2]"),
        ("setmetatable({}, { __index = { { id = 'a' } } })", "items"),
    ])
    func staticItemsWithAnIndexMetamethodAreRefused(items: String, field: String) {
        let problems = ScriptFixtures.loadProblems("return { id = \"s\", items = \(items), layout = layout.list {} }")
        #expect(problems == ["banners.lua: \(field): \(Self.message)"])
    }
}
