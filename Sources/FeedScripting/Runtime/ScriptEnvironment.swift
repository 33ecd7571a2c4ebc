import FeedLayout
import LuaBridge

/// The `env` table a script sees (docs/spec/contract.md §2): the container, its size class and pixel scale, the section's item
/// count and index.
///
/// `MeasureArguments` compares these fields one by one on every `measure` call: a new field belongs there too.
package struct ScriptEnvironment: Hashable, Sendable {
    /// The container (for `layout(env)` the feed's viewport; for a custom group's `frames(env)` the container the
    /// layout engine gives that group).
    package var layout: LayoutEnvironment
    package var itemCount: Int
    package var sectionIndex: Int
    /// The feed's size class; it stays the feed's when a custom group sees a smaller container.
    package var sizeClass: SizeClass
    /// `--set` pairs (`env.vars`), as `ctx.vars` of `items(ctx)`.
    package var vars: [String: String]
    /// `feed.lua`'s scroll direction and content-insets reference, which decide `env.container`'s insets.
    package var containerSettings: ContainerSettings
    /// For a custom group's `frames(env)`: the group's own `contentInsets`, which its container reports in place of
    /// `feed.lua`'s reference (the group's geometry, docs/spec/layout.md §2.6); nil elsewhere.
    package var groupInsets: EdgeInsets?

    /// - Parameters:
    ///   - sizeClass: defaults to the size class of `layout`'s width.
    ///   - containerSettings: `feed.lua`'s configuration; the defaults without one.
    package init(
        layout: LayoutEnvironment, itemCount: Int, sectionIndex: Int, sizeClass: SizeClass? = nil,
        vars: [String: String] = [:], containerSettings: ContainerSettings = ContainerSettings()
    ) {
        self.layout = layout
        self.itemCount = itemCount
        self.sectionIndex = sectionIndex
        self.sizeClass = sizeClass ?? layout.sizeClass
        self.vars = vars
        self.containerSettings = containerSettings
    }

    /// The same environment with a custom group's container: its size and its own `contentInsets` (UIKit's header
    /// gives the provider "the group's current geometry", §2.6), so no reference's insets narrow it; the size
    /// class stays the feed's. Until session 41 it reported the screen's side safe area instead.
    package func withContainer(width: Double, height: Double, insets: EdgeInsets) -> ScriptEnvironment {
        var copy = self
        copy.layout.width = width
        copy.layout.height = height
        copy.groupInsets = insets
        return copy
    }

    /// `{ width =, height =, sizeClass =, scale =, itemCount =, sectionIndex =, container =, traits =, safeArea =,
    /// layoutMargins =, readableWidth =, vars = }` (docs/reference.md); `sectionIndex` is 0-based, as in the JSON
    /// output. Whole numbers arrive as Lua integers, so `"w" .. env.width` reads `w390`, not `w390.0`.
    package var luaValue: LuaValue {
        .table([
            "width": Self.number(layout.width), "height": Self.number(layout.height),
            "sizeClass": .string(sizeClass.rawValue), "scale": Self.number(layout.scale),
            "itemCount": .integer(Int64(itemCount)), "sectionIndex": .integer(Int64(sectionIndex)),
            "container": container, "traits": traits, "safeArea": Self.insets(layout.safeArea),
            "layoutMargins": Self.insets(layout.layoutMargins), "readableWidth": Self.number(layout.readableWidth),
            "vars": .table(vars.mapValues(LuaValue.string)),
        ])
    }

    /// `NSCollectionLayoutContainer` as a section provider sees it: the container's size and the insets of
    /// `feed.lua`'s content-insets reference across the scroll axis, before and after (docs/spec/layout.md §1.2).
    private var container: LuaValue {
        var container = layout.container(containerSettings)
        if let groupInsets {
            container.contentInsets = groupInsets
            container.effectiveContentSize = Size(
                width: layout.width - groupInsets.leading - groupInsets.trailing,
                height: layout.height - groupInsets.top - groupInsets.bottom)
        }
        let size = container.contentSize
        let effective = container.effectiveContentSize
        return .table([
            "contentSize": Self.size(size.width, size.height),
            "effectiveContentSize": Self.size(effective.width, effective.height),
            "contentInsets": Self.insets(container.contentInsets),
            "effectiveContentInsets": Self.insets(container.contentInsets),
        ])
    }

    /// `UITraitCollection`'s fields a layout depends on.
    private var traits: LuaValue {
        let traits = layout.traits
        return .table([
            "horizontalSizeClass": .string(sizeClass.rawValue),
            "verticalSizeClass": .string(traits.verticalSizeClass.rawValue),
            "userInterfaceIdiom": .string(traits.userInterfaceIdiom.rawValue),
            "displayScale": Self.number(layout.scale), "layoutDirection": .string(traits.layoutDirection.rawValue),
            "preferredContentSizeCategory": .string(traits.preferredContentSizeCategory.name),
        ])
    }

    private static func size(_ width: Double, _ height: Double) -> LuaValue {
        .table(["width": number(width), "height": number(height)])
    }

    private static func insets(_ insets: EdgeInsets) -> LuaValue {
        .table([
            "top": number(insets.top), "leading": number(insets.leading), "bottom": number(insets.bottom),
            "trailing": number(insets.trailing),
        ])
    }

    private static func number(_ value: Double) -> LuaValue {
        if value == value.rounded(), abs(value) < 1e15 { return .integer(Int64(value)) }
        return .number(value)
    }
}
