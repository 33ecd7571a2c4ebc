import FeedLayout

/// The table definitions of `DSLSchema`, one per shape.
extension DSLSchema {
    private static let insetsField = DSLField(
        "contentInsets", .table(.insets), default: "{}", "Insets inside the element's slot.")
    private static let edgeSpacingField = DSLField(
        "edgeSpacing", .table(.edgeSpacing), default: "{}", "Spacing outside the element's slot.")
    private static let supplementariesField = DSLField(
        "supplementaries", .array(.constructed([.supplementary])), default: "{}",
        "Anchored supplementaries (badges).")

    static let item = DSLTableSchema(
        kind: .item, summary: "One cell.",
        fields: [
            DSLField("width", .dimension, default: "fractionalWidth(1)", "The item's width."),
            DSLField("height", .dimension, default: "fractionalHeight(1)", "The item's height."),
            insetsField, edgeSpacingField, supplementariesField,
        ])

    static func group(_ kind: DSLTableKind, _ summary: String) -> DSLTableSchema {
        DSLTableSchema(
            kind: kind, summary: summary,
            fields: [
                DSLField("width", .dimension, default: "fractionalWidth(1)", "The group's width."),
                DSLField(
                    "height", .dimension, required: true, "The group's height.",
                    expecting: "a dimension such as height = absolute(50)"),
                DSLField(
                    "subitems", .array(.constructed(elementKinds)),
                    "Items and nested groups, repeated in order while they fit (required unless repeatingSubitem).",
                    expecting: "items or groups such as subitems = { layout.item { width = fractionalWidth(1) } }"),
                DSLField(
                    "repeatingSubitem", .constructed(elementKinds),
                    "One item or group repeated exactly count times at its own size (iOS 16).",
                    expecting: "an item such as repeatingSubitem = layout.item { width = fractionalWidth(0.5) }"),
                DSLField(
                    "count", .integer,
                    "Exactly this many copies of the single subitem, sharing the extent (or of repeatingSubitem)."),
                DSLField("interItemSpacing", .spacing, "Spacing between subitems."),
                insetsField, edgeSpacingField, supplementariesField,
            ])
    }

    static let customGroup = DSLTableSchema(
        kind: .customGroup, summary: "A group whose frames a function returns.",
        fields: [
            DSLField("width", .dimension, default: "fractionalWidth(1)", "The group's width."),
            DSLField(
                "height", .dimension, required: true, "The group's height.",
                expecting: "a dimension such as height = absolute(200)"),
            DSLField(
                "frames", .either([.function, .array(.table(.customFrame))]), required: true,
                "function(env) returning frames relative to the group's top-left corner, or the frames themselves.",
                expecting:
                    "frames such as frames = { { x = 0, y = 0, width = 195, height = 200 } }, "
                    + "or a function(env) that returns them"),
            insetsField, edgeSpacingField, supplementariesField,
        ])

    static let section = DSLTableSchema(
        kind: .section, summary: "A section's layout recipe.",
        fields: [
            DSLField(
                "group", .constructed(groupKinds), required: true, "The group repeated over the items.",
                expecting: "a group such as group = layout.group.horizontal { height = absolute(50), subitems = { … } }"
            ),
            insetsField,
            DSLField("interGroupSpacing", .number, default: "0", "Space between consecutive groups."),
            DSLField(
                "orthogonalScrolling", .choice(OrthogonalScrolling.allCases.map(\.rawValue)), default: "\"none\"",
                "How the section scrolls sideways."),
            DSLField("header", .constructed([.boundary]), "The section header (kind \"header\", aligned top)."),
            DSLField("footer", .constructed([.boundary]), "The section footer (kind \"footer\", aligned bottom)."),
            DSLField(
                "boundarySupplementaries", .array(.constructed([.boundary])), default: "{}",
                "Other boundary items, each with a kind and an alignment."),
            DSLField(
                "decorations", .array(.constructed([.background])), default: "{}", "Section backgrounds."),
            DSLField(
                "supplementariesFollowContentInsets", .boolean, default: "true",
                "Whether boundary items are sized inside the section's insets."),
            DSLField(
                "contentInsetsReference", .choice(ContentInsetsReference.allCases.map(\.rawValue)),
                default: "\"automatic\"", "The boundary contentInsets are measured from; automatic follows feed.lua."),
            DSLField(
                "supplementaryContentInsetsReference", .choice(ContentInsetsReference.allCases.map(\.rawValue)),
                default: "\"automatic\"",
                "The boundary header and footer are placed against; naming one ignores supplementariesFollowContentInsets."
            ),
            DSLField(
                "effects", .table(.scrollEffects),
                "Scale and alpha of an orthogonal row's items by distance from the visible centre."),
        ])

    static let list = DSLTableSchema(
        kind: .list, summary: "A list section, as UICollectionLayoutListConfiguration.",
        fields: [
            DSLField(
                "appearance", .choice(ListAppearance.allCases.map(\.rawValue)), default: "\"plain\"",
                "The list style."),
            DSLField(
                "rowHeight", .dimension, default: "estimated(44)",
                "The height of every row; an estimate grows with the text size above large."),
            DSLField(
                "header", .boolean, default: "false", "Whether the list has a header (headerMode \"supplementary\")."),
            DSLField(
                "headerMode", .choice(ListHeaderMode.allCases.map(\.rawValue)), default: "\"none\"",
                "none, a header supplementary, or the first item styled as the header (iOS 14)."),
            DSLField(
                "footer", .boolean, default: "false", "Whether the list has a footer (footerMode \"supplementary\")."),
            DSLField(
                "footerMode", .choice(ListFooterMode.allCases.map(\.rawValue)), default: "\"none\"",
                "none or a footer supplementary (iOS 14)."),
            DSLField(
                "headerTopPadding", .number, default: "automatic",
                "Extra points above the header supplementary (iOS 15); at least 0."),
            DSLField("showsSeparators", .boolean, default: "true", "Whether rows show separators (iOS 14)."),
            DSLField(
                "separatorInsets", .table(.separatorInsets), default: "automatic",
                "Every row's separator insets; missing sides stay automatic (iOS 14.5)."),
        ])

    static let separatorInsets = DSLTableSchema(
        kind: .separatorInsets, summary: "Separator insets in points; a missing side is automatic.",
        fields: ["leading", "trailing"].map { DSLField($0, .number, "The \($0) inset, at least 0.") })

    static let supplementary = DSLTableSchema(
        kind: .supplementary, summary: "A supplementary anchored to an item or group (a badge).",
        fields: [
            DSLField(
                "kind", .string, required: true, "The element kind, unique in the section.",
                expecting: "a kind such as kind = \"badge\""),
            DSLField(
                "width", .dimension, required: true, "The supplementary's width.",
                expecting: "a dimension such as width = absolute(20)"),
            DSLField(
                "height", .dimension, required: true, "The supplementary's height.",
                expecting: "a dimension such as height = absolute(20)"),
            DSLField(
                "anchor", .table(.anchor), required: true, "Where it attaches on its container.",
                expecting: "an anchor such as anchor = { edges = { \"top\", \"trailing\" } }"),
            DSLField("itemAnchor", .table(.anchor), "The point of the supplementary put on the container anchor."),
            DSLField("zIndex", .integer, default: "1", "Stacking order."),
        ])

    static let boundary = DSLTableSchema(
        kind: .boundary, summary: "A header, footer or other boundary item of a section or of the feed.",
        fields: [
            DSLField(
                "kind", .string, "The element kind; implied for header and footer.",
                expecting: "a kind such as kind = \"sectionBadge\""),
            DSLField(
                "alignment", .choice(BoundaryAlignment.allCases.map(\.rawValue)),
                "Edge or corner of the section; implied for header (top) and footer (bottom)."),
            DSLField("width", .dimension, default: "fractionalWidth(1)", "The item's width."),
            DSLField(
                "height", .dimension, required: true, "The item's height.",
                expecting: "a dimension such as height = absolute(44)"),
            DSLField("offset", .table(.offset), default: "{ x = 0, y = 0 }", "Added to the aligned position."),
            DSLField("pinToVisibleBounds", .boolean, default: "false", "Whether it sticks while scrolling."),
            DSLField("extendsBoundary", .boolean, default: "true", "Whether it lies outside the section box."),
            insetsField,
            DSLField("zIndex", .integer, default: "0", "Stacking order."),
        ])

    static let background = DSLTableSchema(
        kind: .background, summary: "A section background decoration.",
        fields: [
            DSLField("kind", .string, default: "\"sectionBackground\"", "The decoration kind."),
            insetsField,
            DSLField("zIndex", .integer, default: "0", "Stacking order."),
        ])

    static let insets = DSLTableSchema(
        kind: .insets, summary: "Insets in points; missing sides are 0.",
        fields: ["top", "leading", "bottom", "trailing"].map {
            DSLField($0, .number, default: "0", "The \($0) inset.")
        })

    static let edgeSpacing = DSLTableSchema(
        kind: .edgeSpacing, summary: "Spacing outside an element's slot; missing sides have none.",
        fields: ["leading", "top", "trailing", "bottom"].map {
            DSLField($0, .spacing, "The \($0) spacing.")
        })

    static let anchor = DSLTableSchema(
        kind: .anchor, summary: "An anchor on a rectangle: edges (none = centre) and an offset.",
        fields: [
            DSLField(
                "edges", .array(.choice(RectEdge.allCases.map(\.rawValue))), default: "{}",
                "The edges to attach to; an axis no edge names is centred."),
            DSLField("offset", .table(.offset), default: "{ x = 0, y = 0 }", "Added to the anchored point."),
            DSLField(
                "fractional", .boolean, default: "false",
                "Whether the offset is a fraction of the supplementary's own size."),
        ])

    static let offset = DSLTableSchema(
        kind: .offset, summary: "A point offset.",
        fields: [
            DSLField("x", .number, default: "0", "Horizontal offset."),
            DSLField("y", .number, default: "0", "Vertical offset."),
        ])

    static let customFrame = DSLTableSchema(
        kind: .customFrame, summary: "One frame of a custom group, relative to its top-left corner.",
        fields: [
            DSLField("x", .number, required: true, "Left edge.", expecting: "a number such as x = 0"),
            DSLField("y", .number, required: true, "Top edge.", expecting: "a number such as y = 0"),
            DSLField("width", .number, required: true, "Width.", expecting: "a number such as width = 195"),
            DSLField("height", .number, required: true, "Height.", expecting: "a number such as height = 200"),
            DSLField("zIndex", .integer, default: "0", "Stacking order."),
        ])

    static let measuredSize = DSLTableSchema(
        kind: .measuredSize,
        summary: "What `measure` and `measureSupplementary` return; a missing side keeps the proposal.",
        fields: [
            DSLField("width", .number, "The measured width."),
            DSLField("height", .number, "The measured height."),
        ])

    static let scrollEffects = DSLTableSchema(
        kind: .scrollEffects,
        summary: "An orthogonal row's items scaled and faded by their distance from the row's visible centre.",
        fields: [
            DSLField("scale", .table(.effectRange), "The scale: 1 at the centre, `min` from the visible edge on."),
            DSLField("alpha", .table(.effectRange), "The alpha: 1 at the centre, `min` from the visible edge on."),
        ])

    static let effectRange = DSLTableSchema(
        kind: .effectRange, summary: "Where an effect ends, at the row's visible edge.",
        fields: [
            DSLField(
                "min", .number, required: true, "The value from the visible edge on, 0 to 1.",
                expecting: "a number from 0 to 1 such as min = 0.85")
        ])

    static let provider = DSLTableSchema(
        kind: .provider, summary: "The table a section script returns.",
        fields: [
            DSLField(
                "id", .string, required: true, "The section's identifier, unique in the feed.",
                expecting: "a section id such as id = \"featured\""),
            DSLField(
                "items", .either([.function, .array(.item)]), default: "{}",
                "function(ctx) returning the items, or the items; each has a unique id.",
                expecting:
                    "items such as items = { { id = \"app-1\", title = \"Maps\" } }, or a function(ctx) that returns them"
            ),
            DSLField(
                "layout", .either([.function, .constructed([.section, .list])]), required: true,
                "function(env) returning the section layout, or the layout itself.",
                expecting: "a layout such as layout = layout.list {}, or a function(env) that returns one"),
            DSLField("header", .payload, "The payload of the section's header."),
            DSLField("footer", .payload, "The payload of the section's footer."),
            DSLField(
                "measure", .function,
                "function(item, proposal, env) returning { width =, height = } for an item's estimated sides.",
                expecting: "a function such as measure = function(item, proposal, env) return { height = 80 } end"),
            DSLField(
                "measureSupplementary", .function,
                "function(kind, payload, proposal, env) returning { width =, height = } for a header's, footer's "
                    + "or badge's estimated sides.",
                expecting:
                    "a function such as measureSupplementary = function(kind, payload, proposal, env) "
                    + "return { height = 60 } end"),
            DSLField(
                "cell", .either([.string, .payload]),
                "The cell template of every item (cell(function(c) … end)), or the name of one in cells.",
                expecting: "a template such as cell = cell(function(c) … end), or the name of one in cells"),
            DSLField(
                "cells", .payload, "Cell templates by name; an item picks one with its own cell field.",
                expecting: "templates by name such as cells = { app = cell(function(c) … end) }"),
            DSLField(
                "supplementaryCells", .payload, "Templates of supplementary views by kind (header, footer, badges).",
                expecting: "templates by kind such as supplementaryCells = { header = cell(function(c) … end) }"),
        ])

    static let manifest = DSLTableSchema(
        kind: .manifest, summary: "What feed.lua returns: section order and feed-wide layout configuration.",
        fields: [
            DSLField("sections", .array(.string), "Section ids in feed order."),
            DSLField(
                "scrollDirection", .choice(ScrollDirection.allCasesForSchema), default: "\"vertical\"",
                "The feed's scroll direction."),
            DSLField("interSectionSpacing", .number, default: "0", "Space between consecutive sections."),
            DSLField(
                "contentInsetsReference", .choice(ContentInsetsReference.allCases.map(\.rawValue)),
                default: "\"safeArea\"", "The boundary sections measure their contentInsets from."),
            DSLField(
                "header", .constructed([.boundary]),
                "The feed's global header (kind \"header\", aligned top, or leading when scrolling sideways)."),
            DSLField(
                "footer", .constructed([.boundary]),
                "The feed's global footer (kind \"footer\", aligned bottom, or trailing when scrolling sideways)."),
            DSLField("headerPayload", .payload, "The payload of the feed's header, shown in every output."),
            DSLField("footerPayload", .payload, "The payload of the feed's footer, shown in every output."),
        ])
}

extension ScrollDirection {
    /// `ScrollDirection` is not `CaseIterable` in the model; the schema lists its raw values itself.
    static let allCasesForSchema = ["vertical", "horizontal"]
}
