import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Decoding layout DSL values")
struct LayoutDecodingTests {
    let decoder = ScriptDecoder(script: "banners.lua")

    /// The tutorials' banner section: item filling its group with side insets 16, group full width × 250,
    /// groupPagingCentered, section insets top 16 / bottom 24.
    @Test func bannerSectionDecodes() throws {
        let item = DSLValues.table(
            .item, line: 3,
            [
                "width": DSLValues.fractionalWidth(1), "height": DSLValues.fractionalHeight(1),
                "contentInsets": .table(["leading": .integer(16), "trailing": .integer(16)]),
            ])
        let group = DSLValues.table(
            .horizontalGroup, line: 7,
            ["width": DSLValues.fractionalWidth(1), "height": DSLValues.absolute(250), "subitems": .array([item])])
        let section = DSLValues.table(
            .section, line: 11,
            [
                "group": group, "orthogonalScrolling": .string("groupPagingCentered"),
                "contentInsets": .table(["top": .integer(16), "bottom": .integer(24)]),
            ])
        let recipe = try decoder.sectionRecipe(from: section)
        #expect(recipe.recipe == .section(ScriptFixtures.bannerSection))
        #expect(recipe.sourceLines == ["layout": 11, "layout.group": 7, "layout.group.subitems[1]": 3])
        #expect(recipe.line(for: "layout.group.subitems[1].width") == 3)
        #expect(recipe.line(for: "layout.group.count") == 7)
    }

    @Test func wrongDimensionTeachesWithExample() {
        let group = DSLValues.table(
            .horizontalGroup, line: 12,
            [
                "width": .string("50%"), "height": DSLValues.absolute(10),
                "subitems": .array([DSLValues.table(.item, line: 13)]),
            ])
        let section = DSLValues.table(.section, line: 11, ["group": group])
        #expect(throws: ScriptError.self) { try decoder.sectionRecipe(from: section) }
        do {
            _ = try decoder.sectionRecipe(from: section)
        } catch {
            #expect(
                error.description
                    == "banners.lua:12: layout.group.width: expected a dimension such as fractionalWidth(0.5) or "
                    + "absolute(120), got string \"50%\"")
        }
    }

    @Test func bareNumberDimensionSuggestsConstructor() {
        let item = DSLValues.table(.item, line: 4, ["height": .integer(120)])
        let messages = diagnostics(of: item, wrappedIn: 5)
        #expect(
            messages == [
                "banners.lua:4: layout.group.subitems[1].height: expected a dimension such as fractionalWidth(0.5) "
                    + "or absolute(120), got number 120 (write absolute(120))"
            ])
    }

    @Test func unknownKeyNamesClosestKnownKey() {
        let item = DSLValues.table(.item, line: 4, ["widht": DSLValues.absolute(10)])
        #expect(
            diagnostics(of: item, wrappedIn: 5) == [
                "banners.lua:4: layout.group.subitems[1].widht: unknown key \"widht\"; did you mean \"width\"?"
            ])
    }

    @Test func unknownKeyWithoutNearMatchListsKnownKeys() {
        let item = DSLValues.table(.item, line: 4, ["color": .string("red")])
        #expect(
            diagnostics(of: item, wrappedIn: 5) == [
                "banners.lua:4: layout.group.subitems[1].color: unknown key \"color\"; layout.item accepts width, "
                    + "height, contentInsets, edgeSpacing, supplementaries"
            ])
    }

    @Test func misspelledEnumNamesClosestValue() {
        let group = DSLValues.table(
            .horizontalGroup, line: 2,
            ["height": DSLValues.absolute(10), "subitems": .array([DSLValues.table(.item, line: 1)])])
        let section = DSLValues.table(
            .section, line: 9, ["group": group, "orthogonalScrolling": .string("groupPageing")])
        #expect(
            messages(section) == [
                "banners.lua:9: layout.orthogonalScrolling: unknown value \"groupPageing\"; did you mean \"groupPaging\"?"
            ])
    }

    @Test func everyProblemIsReported() {
        let item = DSLValues.table(
            .item, line: 3, ["width": .boolean(true), "contentInset": DSLValues.insets(1, 1, 1, 1)])
        let group = DSLValues.table(.verticalGroup, line: 5, ["subitems": .array([item]), "count": .integer(0)])
        let section = DSLValues.table(
            .section, line: 8, ["group": group, "interGroupSpacing": .string("8"), "header": .boolean(true)])
        #expect(
            messages(section) == [
                "banners.lua:5: layout.group.height: missing required key; expected a dimension such as "
                    + "height = absolute(50)",
                "banners.lua:3: layout.group.subitems[1].contentInset: unknown key \"contentInset\"; did you mean "
                    + "\"contentInsets\"?",
                "banners.lua:3: layout.group.subitems[1].width: expected a dimension such as fractionalWidth(0.5) or "
                    + "absolute(120), got boolean true",
                "banners.lua:5: layout.group.count: expected a count of at least 1 such as count = 2, got 0",
                "banners.lua:8: layout.header: expected layout.boundary { height = absolute(44) }, got boolean true",
                "banners.lua:8: layout.interGroupSpacing: expected a number such as 16, got string \"8\"",
            ])
    }

    /// A whole number past the range is named as too large, not as a number that is not whole.
    @Test(arguments: [
        (LuaValue.integer(.max), "9223372036854775807"), (.number(1e15), "1000000000000000.0"),
        (.integer(.min), "-9223372036854775808"),
    ])
    func aWholeCountPastTheRangeSaysSo(count: LuaValue, written: String) {
        let item = DSLValues.table(
            .item, line: 3, ["width": DSLValues.absolute(10), "height": DSLValues.absolute(10)])
        let group = DSLValues.table(
            .verticalGroup, line: 5,
            ["subitems": .array([item]), "count": count, "height": DSLValues.absolute(10)])
        #expect(
            messages(DSLValues.table(.section, line: 8, ["group": group])) == [
                "banners.lua:5: layout.group.count: expected a whole number from -2147483648 to 2147483647, got "
                    + "number \(written)"
            ])
    }

    @Test func everyTableAndFieldDecodes() throws {
        let badge = DSLValues.table(
            .supplementary, line: 4,
            [
                "kind": .string("badge"), "width": DSLValues.absolute(20), "height": DSLValues.absolute(20),
                "anchor": .table([
                    "edges": .array([.string("top"), .string("trailing")]),
                    "offset": .table(["x": .number(0.3), "y": .number(-0.3)]), "fractional": .boolean(true),
                ]),
                "itemAnchor": .table(["edges": .array([.string("bottom")])]), "zIndex": .integer(3),
            ])
        let item = DSLValues.table(
            .item, line: 3,
            [
                "width": DSLValues.fractionalWidth(0.25), "height": DSLValues.estimated(44),
                "contentInsets": DSLValues.insets(1, 2, 3, 4),
                "edgeSpacing": .table(["leading": DSLValues.fixed(8), "top": DSLValues.flexible(0)]),
                "supplementaries": .array([badge]),
            ])
        let custom = DSLValues.table(
            .customGroup, line: 6,
            [
                "height": DSLValues.fractionalHeight(0.5),
                "frames": .array([
                    .table(["x": .integer(0), "y": .integer(0), "width": .integer(195), "height": .integer(200)]),
                    .table([
                        "x": .integer(195), "y": .integer(0), "width": .integer(195), "height": .integer(100),
                        "zIndex": .integer(2),
                    ]),
                ]),
            ])
        let group = DSLValues.table(
            .verticalGroup, line: 8,
            [
                "width": DSLValues.absolute(300), "height": DSLValues.estimated(100),
                "subitems": .array([item, custom]),
                "interItemSpacing": DSLValues.fixed(5), "contentInsets": DSLValues.insets(5, 5, 5, 5),
                "edgeSpacing": .table(["bottom": DSLValues.fixed(2)]),
            ])
        let section = DSLValues.table(
            .section, line: 10,
            [
                "group": group, "contentInsets": DSLValues.insets(8, 12, 20, 12), "interGroupSpacing": .integer(14),
                "orthogonalScrolling": .string("continuous"),
                "header": DSLValues.table(
                    .boundary, line: 11, ["height": DSLValues.absolute(44), "pinToVisibleBounds": .boolean(true)]),
                "footer": DSLValues.table(
                    .boundary, line: 12,
                    ["height": DSLValues.estimated(30), "extendsBoundary": .boolean(false), "zIndex": .integer(2)]),
                "boundarySupplementaries": .array([
                    DSLValues.table(
                        .boundary, line: 13,
                        [
                            "kind": .string("side"), "alignment": .string("topTrailing"),
                            "width": DSLValues.absolute(100), "height": DSLValues.absolute(20),
                            "offset": .table(["x": .integer(-4), "y": .integer(2)]),
                            "contentInsets": DSLValues.insets(0, 1, 0, 1),
                        ])
                ]),
                "decorations": .array([
                    DSLValues.table(.background, line: 14, ["contentInsets": DSLValues.insets(5, 5, 5, 5)]),
                    DSLValues.table(.background, line: 15, ["kind": .string("card"), "zIndex": .integer(-1)]),
                ]),
                "supplementariesFollowContentInsets": .boolean(false),
            ])
        let recipe = try decoder.sectionRecipe(from: section)
        #expect(recipe.recipe == .section(ScriptFixtures.everyFieldSection))
        #expect(recipe.customGroups.isEmpty)
    }

    @Test func listDecodesWithDefaults() throws {
        let list = DSLValues.table(.list, line: 2, ["appearance": .string("insetGrouped"), "header": .boolean(true)])
        let recipe = try decoder.sectionRecipe(from: list)
        #expect(
            recipe.recipe
                == .list(ListConfiguration(appearance: .insetGrouped, rowHeight: .estimated(44), hasHeader: true)))
    }

    @Test func countNeedsASingleSubitem() {
        let item = DSLValues.table(.item, line: 3)
        let group = DSLValues.table(
            .horizontalGroup, line: 4,
            ["height": DSLValues.absolute(60), "subitems": .array([item, item]), "count": .integer(2)])
        #expect(
            messages(DSLValues.table(.section, line: 5, ["group": group])) == [
                "banners.lua:4: layout.group.count: count repeats a single subitem, but the group has 2; write "
                    + "subitems = { item }, count = 2"
            ])
    }

    @Test func boundarySupplementariesNeedKindAndAlignmentAndUniqueKinds() {
        let header = DSLValues.table(.boundary, line: 3, ["height": DSLValues.absolute(44)])
        let duplicate = DSLValues.table(
            .boundary, line: 4,
            ["kind": .string("header"), "alignment": .string("top"), "height": DSLValues.absolute(44)])
        let bare = DSLValues.table(.boundary, line: 5, ["height": DSLValues.absolute(44)])
        let group = DSLValues.table(
            .horizontalGroup, line: 2,
            ["height": DSLValues.absolute(60), "subitems": .array([DSLValues.table(.item, line: 1)])])
        let section = DSLValues.table(
            .section, line: 6,
            ["group": group, "header": header, "boundarySupplementaries": .array([duplicate, bare])])
        #expect(
            messages(section) == [
                "banners.lua:4: layout.boundarySupplementaries[1].kind: duplicate boundary kind \"header\"; kinds are "
                    + "unique in a section",
                "banners.lua:5: layout.boundarySupplementaries[2].kind: missing required key; expected a kind such "
                    + "as kind = \"sectionBadge\"",
                "banners.lua:5: layout.boundarySupplementaries[2].alignment: missing required key; expected an "
                    + "alignment such as alignment = \"top\", one of \"top\", \"bottom\", \"leading\", \"trailing\", \"topLeading\", \"topTrailing\", "
                    + "\"bottomLeading\", \"bottomTrailing\"",
            ])
    }

    @Test func customGroupFunctionIsRecordedWithItsPlace() throws {
        let function = LuaValue.function(LuaFunctionReference(stateIdentifier: 1, slot: 7))
        let custom = DSLValues.table(.customGroup, line: 4, ["height": DSLValues.absolute(200), "frames": function])
        let outer = DSLValues.table(
            .horizontalGroup, line: 6,
            ["height": DSLValues.absolute(200), "subitems": .array([DSLValues.table(.item, line: 2), custom])])
        let recipe = try decoder.sectionRecipe(from: DSLValues.table(.section, line: 7, ["group": outer]))
        #expect(
            recipe.customGroups == [
                CustomGroupSource(
                    elementPath: [1], field: "layout.group.subitems[2]", line: 4,
                    frames: LuaFunctionReference(stateIdentifier: 1, slot: 7))
            ])
    }

    @Test(arguments: [
        (
            "fractionalWidth", -0.5,
            "fractionalWidth(-0.5) is not a size; use a finite number ≥ 0, e.g. fractionalWidth(1)"
        ),
        ("absolute", Double.infinity, "absolute(inf) is not a size; use a finite number ≥ 0, e.g. absolute(1)"),
    ])
    func invalidDimensionAmounts(name: String, amount: Double, message: String) {
        let item = DSLValues.table(.item, line: 4, ["width": DSLValues.value(name, amount, line: 9)])
        #expect(diagnostics(of: item, wrappedIn: 5) == ["banners.lua:9: layout.group.subitems[1].width: " + message])
    }

    /// Wraps an item in a group and a section and returns the diagnostics' descriptions.
    private func diagnostics(of item: LuaValue, wrappedIn line: Int) -> [String] {
        let group = DSLValues.table(
            .horizontalGroup, line: line, ["height": DSLValues.absolute(10), "subitems": .array([item])])
        return messages(DSLValues.table(.section, line: line, ["group": group]))
    }

    private func messages(_ section: LuaValue) -> [String] {
        do {
            _ = try decoder.sectionRecipe(from: section)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
