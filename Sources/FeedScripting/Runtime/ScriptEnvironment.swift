import FeedLayout
import LuaBridge

/// The `env` table a script sees (docs/spec/contract.md §2): the container, its size class and pixel scale, the section's item
/// count and index.
package struct ScriptEnvironment: Hashable, Sendable {
    /// The container (for `layout(env)` the feed's viewport; for a custom group's `frames(env)` the container the
    /// layout engine gives that group).
    package var layout: LayoutEnvironment
    package var itemCount: Int
    package var sectionIndex: Int
    /// The feed's size class; it stays the feed's when a custom group sees a smaller container.
    package var sizeClass: SizeClass

    /// - Parameter sizeClass: defaults to the size class of `layout`'s width.
    package init(layout: LayoutEnvironment, itemCount: Int, sectionIndex: Int, sizeClass: SizeClass? = nil) {
        self.layout = layout
        self.itemCount = itemCount
        self.sectionIndex = sectionIndex
        self.sizeClass = sizeClass ?? layout.sizeClass
    }

    /// The same environment with another container size; the size class stays the feed's.
    package func withContainer(width: Double, height: Double) -> ScriptEnvironment {
        var copy = self
        copy.layout.width = width
        copy.layout.height = height
        return copy
    }

    /// `{ width =, height =, sizeClass =, scale =, itemCount =, sectionIndex = }`; `sectionIndex` is 0-based, as in
    /// the JSON output. Whole numbers arrive as Lua integers, so `"w" .. env.width` reads `w390`, not `w390.0`.
    package var luaValue: LuaValue {
        .table([
            "width": Self.number(layout.width), "height": Self.number(layout.height),
            "sizeClass": .string(sizeClass.rawValue), "scale": Self.number(layout.scale),
            "itemCount": .integer(Int64(itemCount)), "sectionIndex": .integer(Int64(sectionIndex)),
        ])
    }

    private static func number(_ value: Double) -> LuaValue {
        if value == value.rounded(), abs(value) < 1e15 { return .integer(Int64(value)) }
        return .number(value)
    }
}
