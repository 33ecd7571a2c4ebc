import FeedScripting
import LuaBridge
import Testing

/// Every decoder message says what was expected with a one-line example that fits the field.
@Suite struct TeachingMessageTests {
    static let item = "layout.item { width = fractionalWidth(1) }"
    static let group = "layout.group.horizontal { height = absolute(50), subitems = { \(item) } }"

    /// A script whose section layout has `fields` besides a valid group.
    static func section(_ fields: String) -> String {
        "return { id = \"s\", items = {}, layout = layout.section { group = \(group), \(fields) } }"
    }

    @Test func aPlainTableAsHeaderPointsToTheProvidersHeader() {
        #expect(
            ScriptFixtures.loadProblems(Self.section("header = { title = \"Top\" }")) == [
                "banners.lua:1: layout.header: expected layout.boundary { height = absolute(44) }, got a plain "
                    + "table; the header's data (title = …) belongs in the provider's header field, next to layout"
            ])
        #expect(
            ScriptFixtures.loadProblems(Self.section("footer = {}")).first?.hasSuffix(
                "belongs in the provider's footer field, next to layout") == true)
    }

    @Test func aCountOfZeroShowsACount() {
        let source =
            "return { id = \"s\", layout = layout.section { group = layout.group.horizontal { "
            + "height = absolute(50), count = 0, subitems = { \(Self.item) } } } }"
        #expect(
            ScriptFixtures.loadProblems(source) == [
                "banners.lua:1: layout.group.count: expected a count of at least 1 such as count = 2, got 0"
            ])
    }

    @Test(arguments: [
        ("", "banners.lua: id: missing required key; expected a section id such as id = \"featured\""),
        ("id = 7,", "banners.lua: id: expected a section id such as id = \"featured\", got number 7"),
        ("id = \"\",", "banners.lua: id: expected a non-empty section id such as id = \"featured\""),
    ])
    func theSectionIdHasASectionIdExample(field: String, message: String) {
        #expect(ScriptFixtures.loadProblems("return { \(field) layout = layout.list {} }") == [message])
    }

    @Test(arguments: [
        (
            "",
            "missing required key; expected frames such as frames = { { x = 0, y = 0, width = 195, height = 200 } }"
                + ", or a function(env) that returns them"
        ),
        (
            "frames = \"all\"",
            "expected frames such as frames = { { x = 0, y = 0, width = 195, height = 200 } }, or a "
                + "function(env) that returns them, got string \"all\""
        ),
    ])
    func customFramesReadAsEnglish(field: String, message: String) {
        let source =
            "return { id = \"s\", layout = layout.section { group = layout.group.custom { "
            + "height = absolute(50), \(field) } } }"
        #expect(ScriptFixtures.loadProblems(source) == ["banners.lua:1: layout.group.frames: \(message)"])
    }

    @Test func aLoneElementWhereAListGoesIsWrapped() {
        let source =
            "return { id = \"s\", layout = layout.section { group = layout.group.horizontal { "
            + "height = absolute(50), subitems = \(Self.item) } } }"
        #expect(
            ScriptFixtures.loadProblems(source) == [
                "banners.lua:1: layout.group.subitems: expected an array such as { layout.item { width = "
                    + "fractionalWidth(0.5) } }, got layout.item { … } (wrap it in braces: { layout.item { … } })"
            ])
    }

    @Test func aSpacingWhereANumberGoesShowsTheNumber() {
        #expect(
            ScriptFixtures.loadProblems(Self.section("interGroupSpacing = fixed(8)")) == [
                "banners.lua:1: layout.interGroupSpacing: expected a number such as 16, got fixed(8) (write 8)"
            ])
    }

    @Test func boundarySupplementariesShowKindAndAlignment() {
        #expect(
            ScriptFixtures.loadProblems(Self.section("boundarySupplementaries = 3")) == [
                "banners.lua:1: layout.boundarySupplementaries: expected an array such as { layout.boundary { kind = "
                    + "\"badge\", alignment = \"topTrailing\", height = absolute(44) } }, got number 3"
            ])
    }

    @Test func aGroupMismatchGivesAGroupExample() {
        #expect(
            ScriptFixtures.loadProblems("return { id = \"s\", layout = layout.section { group = \(Self.item) } }") == [
                "banners.lua:1: layout.group: expected layout.group.horizontal { height = absolute(50), subitems = "
                    + "{ … } }, layout.group.vertical { … } or layout.group.custom { … }, got layout.item { … }"
            ])
    }

    /// UIKit's words: left/right are leading/trailing, corners follow, and centring is what an unnamed axis does.
    @Test(arguments: [
        (
            "edges = { \"right\" }", "edges[1]",
            "unknown value \"right\"; did you mean \"trailing\"? (the DSL says leading and trailing, as UIKit does)"
        ),
        (
            "edges = { \"Left\" }", "edges[1]",
            "unknown value \"Left\"; did you mean \"leading\"? (the DSL says leading and trailing, as UIKit does)"
        ),
        (
            "edges = { \"center\" }", "edges[1]",
            "unknown value \"center\"; an axis no edge names is centred, e.g. edges = { \"top\" } is the top centre "
                + "and edges = {} the middle"
        ),
        (
            "edges = { \"up\" }", "edges[1]",
            "unknown value \"up\"; expected one of \"top\", \"leading\", \"bottom\", \"trailing\""
        ),
    ])
    func edgesTranslateUIKitWords(anchor: String, field: String, message: String) {
        let badge =
            "layout.supplementary { kind = \"badge\", width = absolute(20), height = absolute(20), "
            + "anchor = { \(anchor) } }"
        let source =
            "return { id = \"s\", layout = layout.section { group = layout.group.horizontal { "
            + "height = absolute(50), subitems = { layout.item { supplementaries = { \(badge) } } } } } }"
        #expect(
            ScriptFixtures.loadProblems(source) == [
                "banners.lua:1: layout.group.subitems[1].supplementaries[1].anchor.\(field): \(message)"
            ])
    }

    @Test(arguments: [
        (
            "\"topLeft\"",
            "unknown value \"topLeft\"; did you mean \"topLeading\"? (the DSL says leading and trailing, as UIKit does)"
        ),
        (
            "\"center\"",
            "unknown value \"center\"; \"top\" and \"bottom\" are centred horizontally and \"leading\" and "
                + "\"trailing\" vertically, e.g. alignment = \"top\""
        ),
    ])
    func boundaryAlignmentsTranslateUIKitWords(alignment: String, message: String) {
        let source = Self.section(
            "boundarySupplementaries = { layout.boundary { kind = \"x\", alignment = \(alignment), "
                + "height = absolute(10) } }")
        #expect(
            ScriptFixtures.loadProblems(source) == [
                "banners.lua:1: layout.boundarySupplementaries[1].alignment: \(message)"
            ])
    }

    @Test func insetSidesTranslateUIKitWords() {
        #expect(
            ScriptFixtures.loadProblems(Self.section("contentInsets = { left = 16, right = 16 }")) == [
                "banners.lua:1: layout.contentInsets.left: unknown key \"left\"; did you mean \"leading\"?",
                "banners.lua:1: layout.contentInsets.right: unknown key \"right\"; did you mean \"trailing\"?",
            ])
    }

    @Test func aBoundaryWithoutKindOrAlignmentShowsBoth() {
        let source = Self.section("boundarySupplementaries = { layout.boundary { height = absolute(10) } }")
        #expect(
            ScriptFixtures.loadProblems(source) == [
                "banners.lua:1: layout.boundarySupplementaries[1].kind: missing required key; expected a kind such as "
                    + "kind = \"sectionBadge\"",
                "banners.lua:1: layout.boundarySupplementaries[1].alignment: missing required key; expected an "
                    + "alignment such as alignment = \"top\", one of \"top\", \"bottom\", \"leading\", \"trailing\", "
                    + "\"topLeading\", \"topTrailing\", \"bottomLeading\", \"bottomTrailing\"",
            ])
    }

    /// A limit's diagnostic carries the limit, so the host can name the flag that raises it.
    @Test func limitDiagnosticsCarryTheLimit() throws {
        let state = try LuaState(name: "loop.lua", limits: LuaLimits(instructionBudget: 100_000))
        let error = #expect(throws: ScriptError.self) {
            _ = try SectionScript(name: "loop.lua", source: "while true do end", state: state)
        }
        #expect(error?.diagnostics.map(\.exceededLimit) == [.instructionBudget(100_000)])
        #expect(
            error?.diagnostics.map(\.description) == [
                "loop.lua:1: instruction budget exceeded: the script ran 100,000 instructions without finishing"
            ])
    }
}
