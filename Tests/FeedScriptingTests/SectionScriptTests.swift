import FeedJSON
import FeedLayout
import FeedScripting
import LuaBridge
import Testing

@Suite("Section scripts in a Lua state")
struct SectionScriptTests {
    /// The tutorials' banner section (App Store example, `createBannerSection`) written as a script.
    static let bannerScript = """
        return {
          id = "banners",
          items = function(ctx)
            local list = {}
            for i, banner in ipairs(ctx.data("banners.json")) do
              list[i] = { id = banner.id, kind = "banner", imageUrl = banner.imageUrl }
            end
            return list
          end,
          layout = function(env)
            local item = layout.item {
              width = fractionalWidth(1), height = fractionalHeight(1),
              contentInsets = { leading = 16, trailing = 16 },
            }
            local group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(250), subitems = { item },
            }
            return layout.section {
              group = group,
              orthogonalScrolling = "groupPagingCentered",
              contentInsets = { top = 16, bottom = 24 },
            }
          end,
        }
        """

    @Test func bannerScriptDecodesIntoTheSeedsSection() throws {
        let script = try ScriptFixtures.load(Self.bannerScript)
        #expect(script.definition.id == "banners")
        let files = ["banners.json": #"[{"id": 1, "imageUrl": "a.png"}, {"id": "b-2", "imageUrl": "b.png"}]"#]
        let items = try script.items(context: ScriptFixtures.context(files: files))
        #expect(
            items == [
                SectionItem(id: "1", fields: JSONObject(["kind": .string("banner"), "imageUrl": .string("a.png")])),
                SectionItem(id: "b-2", fields: JSONObject(["kind": .string("banner"), "imageUrl": .string("b.png")])),
            ])
        let recipe = try script.recipe(environment: ScriptFixtures.environment)
        #expect(recipe.recipe == .section(ScriptFixtures.bannerSection))
        // Lines of the constructor calls in the script text above.
        #expect(recipe.sourceLines == ["layout": 18, "layout.group": 15, "layout.group.subitems[1]": 11])
    }

    @Test func wrongFieldPointsAtItsConstructorLine() {
        let source = """
            return {
              id = "banners",
              layout = function(env)
                return layout.section {
                  group = layout.group.horizontal {
                    width = "50%", height = absolute(250),
                    subitems = { layout.item { widht = fractionalWidth(1) } },
                  },
                  orthogonalScrolling = "groupPageing",
                }
              end,
            }
            """
        let script = try? ScriptFixtures.load(source)
        let problems = ScriptFixtures.problems { _ = try script?.recipe(environment: ScriptFixtures.environment) }
        #expect(
            problems == [
                "banners.lua:5: layout.group.width: expected a dimension such as fractionalWidth(0.5) or "
                    + "absolute(120), got string \"50%\"",
                "banners.lua:7: layout.group.subitems[1].widht: unknown key \"widht\"; did you mean \"width\"?",
                "banners.lua:4: layout.orthogonalScrolling: unknown value \"groupPageing\"; did you mean "
                    + "\"groupPaging\"?",
            ])
    }

    @Test func constructorsCheckTheirArgumentsAtOnce() {
        #expect(
            ScriptFixtures.loadProblems("local w = fractionalWidth(\"half\")\nreturn {}") == [
                "banners.lua:1: fractionalWidth expects one number such as fractionalWidth(1), got string \"half\""
            ])
        #expect(
            ScriptFixtures.loadProblems("\nlocal i = layout.item(5)\nreturn {}") == [
                "banners.lua:2: layout.item expects a table of named fields such as layout.item { width = "
                    + "fractionalWidth(0.5) }, got number 5"
            ])
    }

    @Test func providerProblemsAreAllReported() {
        #expect(
            ScriptFixtures.loadProblems(
                "return { items = { { id = 1 }, { id = 1 }, { title = \"x\" } }, layout = layout.list {} }")
                == [
                    "banners.lua: id: missing required key; expected a section id such as id = \"featured\"",
                    "banners.lua: items[2].id: duplicate item id \"1\" (first used by items[1]); ids are unique in "
                        + "a section",
                    "banners.lua: items[3]: missing id; every item needs an id unique in its section, such as "
                        + "id = \"app-1\"",
                ])
    }

    @Test func syntaxAndRuntimeErrorsBecomeDiagnostics() {
        #expect(ScriptFixtures.loadProblems("return {") == ["banners.lua:1: unexpected symbol near <eof>"])
        let problems = ScriptFixtures.loadProblems("local x = nil\nreturn x.y")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("banners.lua:2: attempt to index") == true)
    }

    @Test func ctxDataRefusesPathsLeavingData() throws {
        let script = try ScriptFixtures.load(
            "return { id = \"s\", layout = layout.list {},\n items = function(ctx) return ctx.data(\"../x\") end }")
        let problems = ScriptFixtures.problems { _ = try script.items(context: ScriptFixtures.context()) }
        #expect(
            problems == [
                "banners.lua:2: items: ctx.data: \"../x\" leaves data/; data names cannot contain .., e.g. "
                    + "ctx.data(\"charts/top.json\")"
            ])
    }

    @Test func ctxDataReportsMissingFilesAndBadJSON() throws {
        let script = try ScriptFixtures.load(
            "return { id = \"s\", layout = layout.list {},\n items = function(ctx) return ctx.data(ctx.vars.file) end }"
        )
        let missing = ScriptFixtures.problems {
            _ = try script.items(context: ScriptFixtures.context(vars: ["file": "none.json"]))
        }
        #expect(missing == ["banners.lua:2: items: ctx.data(\"none.json\"): no such file data/none.json"])
        let broken = ScriptFixtures.problems {
            _ = try script.items(
                context: ScriptFixtures.context(vars: ["file": "bad.json"], files: ["bad.json": "[1,"]))
        }
        // The file, line and column of the problem, as an editor counts them: `[1,` ends before line 1, column 4.
        #expect(broken == ["banners.lua:2: items: data/bad.json:1:4: unexpected end of text"])
    }

    @Test func varsAndEnvAreVisibleToScripts() throws {
        let script = try ScriptFixtures.load(
            """
            return {
              id = "s",
              items = function(ctx)
                return { { id = ctx.vars.prefix .. "-1", width = ctx.env.width, sizeClass = ctx.env.sizeClass,
                           count = ctx.env.itemCount, section = ctx.env.sectionIndex, scale = ctx.env.scale,
                           height = ctx.env.height } }
              end,
              layout = function(env)
                return layout.list { appearance = env.sizeClass == "compact" and "insetGrouped" or "plain" }
              end,
            }
            """)
        let items = try script.items(context: ScriptFixtures.context(vars: ["prefix": "app"]))
        #expect(
            items == [
                SectionItem(
                    id: "app-1",
                    fields: JSONObject([
                        "width": .integer(390), "height": .integer(844), "sizeClass": .string("compact"),
                        "count": .integer(3), "section": .integer(0), "scale": .integer(3),
                    ]))
            ])
        let compact = try script.recipe(environment: ScriptFixtures.environment)
        #expect(compact.recipe == .list(ListConfiguration(appearance: .insetGrouped)))
        let wide = ScriptEnvironment(
            layout: LayoutEnvironment(width: 1024, height: 768, scale: 2), itemCount: 1, sectionIndex: 0)
        #expect(try script.recipe(environment: wide).recipe == .list(ListConfiguration(appearance: .plain)))
    }

    @Test func nonFiniteNumbersInItemsNameTheItem() throws {
        let script = try ScriptFixtures.load(
            "return { id = \"s\", layout = layout.list {},\n items = function() return { { id = 5, score = 0/0 } } end }"
        )
        #expect(
            ScriptFixtures.problems { _ = try script.items(context: ScriptFixtures.context()) } == [
                "banners.lua: items[1].score: expected a finite number in item \"5\", got number nan; fields hold "
                    + "JSON values such as 4.5"
            ])
    }

    @Test func manifestScriptDecodes() throws {
        let manifest = try ManifestScript.load(
            source: """
                return { sections = { "banners", "featured" }, interSectionSpacing = 8,
                         header = layout.boundary { height = absolute(44) } }
                """,
            state: LuaState(name: "feed.lua"))
        #expect(manifest.sections == ["banners", "featured"])
        #expect(manifest.configuration.interSectionSpacing == 8)
        #expect(
            manifest.configuration.boundarySupplementaries == [
                BoundarySupplementary(
                    kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                    alignment: .top)
            ])
    }
}
