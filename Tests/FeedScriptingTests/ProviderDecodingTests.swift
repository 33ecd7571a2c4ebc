import FeedJSON
import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Decoding providers, items and feed.lua")
struct ProviderDecodingTests {
    let decoder = ScriptDecoder(script: "featured.lua")

    private func messages(_ body: () throws -> Void) -> [String] {
        ScriptFixtures.problems(body)
    }

    @Test func integerIdsBecomeDecimalStringsAndFieldsTravelSorted() throws {
        let items = try decoder.items(
            from: .array([
                .table(["id": .integer(7), "title": .string("Maps"), "rating": .number(4.5)]),
                .table([
                    "id": .string("app-2"), "tags": .array([.string("a"), .boolean(false)]),
                    "meta": .table(["z": .integer(1), "a": .array([])]),
                ]),
            ]))
        #expect(items.map(\.id) == ["7", "app-2"])
        #expect(items[0].fields.keys == ["rating", "title"])
        #expect(items[0].fields["rating"] == .number(4.5))
        let meta = JSONValue.object(JSONObject(["a": .array([]), "z": .integer(1)]))
        #expect(items[1].fields == JSONObject(["meta": meta, "tags": .array([.string("a"), .bool(false)])]))
    }

    @Test func itemProblemsNameTheItem() {
        let found = messages {
            _ = try decoder.items(
                from: .array([
                    .table(["id": .string("a"), "score": .number(.infinity)]),
                    .table(["title": .string("no id")]),
                    .table(["id": .string("a")]),
                    .table(["id": .boolean(true)]),
                    .string("b"),
                    .table(["id": .integer(3), "onTap": .function(LuaFunctionReference(stateIdentifier: 1, slot: 2))]),
                ]))
        }
        #expect(
            found == [
                "featured.lua: items[1].score: expected a finite number in item \"a\", got number inf; fields hold "
                    + "JSON values such as 4.5",
                "featured.lua: items[2]: missing id; every item needs an id unique in its section, such as "
                    + "id = \"app-1\"",
                "featured.lua: items[3].id: duplicate item id \"a\" (first used by items[1]); ids are unique in a "
                    + "section",
                "featured.lua: items[4].id: expected a string or integer id such as \"app-1\" or 7, got boolean true",
                "featured.lua: items[5]: expected an item such as { id = \"app-1\", title = \"Maps\" }, got string "
                    + "\"b\"",
                "featured.lua: items[6].onTap: a function cannot travel in fields in item \"3\"; use strings, "
                    + "numbers, booleans and tables",
            ])
    }

    @Test func providerWithStaticItemsAndLayoutDecodes() throws {
        let group = DSLValues.table(
            .verticalGroup, line: 5,
            [
                "width": DSLValues.fractionalWidth(0.9), "height": DSLValues.absolute(80),
                "subitems": .array([DSLValues.table(.item, line: 4)]),
            ])
        let measure = LuaFunctionReference(stateIdentifier: 3, slot: 9)
        let provider = LuaValue.table([
            "id": .string("featured"),
            "items": .array([.table(["id": .string("app-1"), "kind": .string("app")])]),
            "layout": DSLValues.table(
                .section, line: 6, ["group": group, "orthogonalScrolling": .string("continuous")]),
            "header": .table(["title": .string("Featured")]),
            "measure": .function(measure),
        ])
        let definition = try decoder.sectionDefinition(from: provider)
        #expect(definition.id == "featured")
        #expect(definition.items == .fixed([SectionItem(id: "app-1", fields: JSONObject(["kind": .string("app")]))]))
        #expect(definition.header == JSONObject(["title": .string("Featured")]))
        #expect(definition.footer == nil)
        #expect(definition.measure == measure)
        guard case .fixed(let recipe) = definition.layout, case .section(let section) = recipe.recipe else {
            Issue.record("expected a fixed section layout")
            return
        }
        #expect(section.orthogonalScrolling == .continuous)
        #expect(section.group.size == LayoutSize(width: .fractionalWidth(0.9), height: .absolute(80)))
    }

    @Test func providerProblemsAreAllReported() {
        let found = messages {
            _ = try decoder.sectionDefinition(
                from: .table([
                    "lyout": .function(LuaFunctionReference(stateIdentifier: 1, slot: 1)),
                    "items": .string("none"), "header": .string("Top"),
                ]))
        }
        #expect(
            found == [
                "featured.lua: lyout: unknown key \"lyout\"; did you mean \"layout\"?",
                "featured.lua: id: missing required key; expected a section id such as id = \"featured\"",
                "featured.lua: layout: missing required key; expected a layout such as layout = layout.list {}, or a "
                    + "function(env) that returns one",
                "featured.lua: items: expected items such as items = { { id = \"app-1\", title = \"Maps\" } }, or a "
                    + "function(ctx) that returns them, got string \"none\"",
                "featured.lua: header: expected a table of fields such as { title = \"Top Charts\" }, got string "
                    + "\"Top\"",
            ])
    }

    @Test func providerThatIsNotATable() {
        #expect(
            messages { _ = try decoder.sectionDefinition(from: .string("x")) } == [
                "featured.lua: expected a table such as { id = \"banners\", items = { … }, layout = function(env) … "
                    + "end }, got string \"x\""
            ])
    }

    @Test func manifestDecodesIntoConfiguration() throws {
        let manifest = try ScriptDecoder(script: "feed.lua").manifest(
            from: .table([
                "sections": .array([.string("banners"), .string("featured")]),
                "scrollDirection": .string("horizontal"), "interSectionSpacing": .integer(20),
                "header": DSLValues.table(.boundary, line: 3, ["height": DSLValues.absolute(50)]),
                "footer": DSLValues.table(
                    .boundary, line: 4, ["height": DSLValues.absolute(30), "alignment": .string("bottomLeading")]),
            ]))
        #expect(manifest.sections == ["banners", "featured"])
        #expect(
            manifest.configuration
                == LayoutConfiguration(
                    scrollDirection: .horizontal, interSectionSpacing: 20,
                    boundarySupplementaries: [
                        BoundarySupplementary(
                            kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                            alignment: .leading),
                        BoundarySupplementary(
                            kind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
                            alignment: .bottomLeading),
                    ]))
    }

    @Test func manifestProblems() {
        let found = messages {
            _ = try ScriptDecoder(script: "feed.lua").manifest(
                from: .table([
                    "sections": .array([.string("a"), .string("a")]), "scrollDirection": .string("vertcal"),
                ]))
        }
        #expect(
            found == [
                "feed.lua: sections[2]: section \"a\" is listed twice; list each section once",
                "feed.lua: scrollDirection: unknown value \"vertcal\"; did you mean \"vertical\"?",
            ])
    }

    @Test func measuredSizeKeepsProposalForMissingSide() throws {
        let proposed = Size(width: 358, height: 44)
        #expect(
            try decoder.measuredSize(
                from: .table(["height": .integer(80)]), proposed: proposed, field: "measure", line: nil)
                == Size(width: 358, height: 80))
        #expect(
            messages {
                _ = try decoder.measuredSize(
                    from: .table(["hieght": .integer(80)]), proposed: proposed, field: "measure", line: 4)
            }
                == ["featured.lua:4: measure.hieght: unknown key \"hieght\"; did you mean \"height\"?"])
    }
}
