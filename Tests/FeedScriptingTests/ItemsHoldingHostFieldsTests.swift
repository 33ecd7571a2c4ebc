import FeedJSON
import FeedScripting
import FeedTestSupport
import LuaBridge
import Testing

/// `SectionScript.readItems` says when no item can hold a field the host reads (`SectionItem.HostField`), so the
/// host skips looking at each: never when one does, and for items that are plain records.
@Suite struct ItemsHoldingHostFieldsTests {
    private static func read(_ itemsEntry: String) throws -> (items: [SectionItem], mayHoldHostFields: Bool) {
        let source = "return { id = \"s\", layout = layout.list {},\n items = \(itemsEntry) }"
        let script = try SectionScript(name: "items.lua", source: source, state: LuaState(name: "items.lua"))
        return try script.readItems(context: ScriptFixtures.context())
    }

    /// Read from every item's fields, decoded when kept encoded (where `field(_:)` would see none).
    private static func holdsAHostField(_ items: [SectionItem]) -> Bool {
        items.contains { item in SectionItem.HostField.allCases.contains { item.fields[$0.rawValue] != nil } }
    }

    /// Items returned by `items()` in each shape, and whether the reader may say none holds a host field.
    private static let cases: [(entry: String, plain: Bool)] = [
        ("function() return { { id = 'a', title = 'A' }, { id = 'b', score = 2, on = true } } end", true),
        ("function() return {} end", true),
        ("function() return { { id = 'a' }, { id = 'b', supplementaries = { badge = false } } } end", false),
        ("function() return { { id = 'a', separator = 'none' } } end", false),
        ("function() return { { id = 'a', cell = 'app' } } end", false),
        ("function() return { { id = 'a', children = { { id = 'b' } } } } end", false),
        ("function() return { { id = 'a', tags = { 'x' } } } end", true),
        ("function() return { { id = 'a', rating = 2.0 } } end", true),
        ("function() return { { id = 'a', rating = 2.0 }, { id = 'b', rating = 2.5, cell = 'app' } } end", false),
        ("function() return { { id = 'a', tags = { 'x' } }, { id = 'b', tags = {}, separator = {} } } end", false),
        ("function() return { { id = 'a', rating = 2.0 }, { id = 'b', rating = 3.0 } } end", true),
        ("{ { id = 'a', title = 'A' } }", false),
    ]

    @Test func noItemHoldsAHostFieldWhenTheReaderSaysSo() throws {
        for (entry, _) in Self.cases {
            let read = try Self.read(entry)
            if !read.mayHoldHostFields { #expect(!Self.holdsAHostField(read.items), "\(entry)") }
        }
    }

    /// Items without a host field say so, whether kept encoded, decoded (a float with a whole value) or walked (a
    /// nested table); an item with one, after others or not, and static items may hold one.
    @Test func plainRecordsHoldNone() throws {
        for (entry, plain) in Self.cases {
            #expect(try Self.read(entry).mayHoldHostFields == !plain, "\(entry)")
        }
    }
}
