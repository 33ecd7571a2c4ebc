import FeedTestSupport
import Foundation
import Testing

/// docs/errors.md against the real binary: a broken feed for every row of the catalogue, whose `feed check`
/// must print the documented message at the documented place.
@Suite struct ErrorCatalogueTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The row's first cell in docs/errors.md, without backticks.
        var problem: String
        /// The files of the broken feed folder.
        var files: [String: String]
        /// What precedes the message on its line: `script:line: field.path`.
        var location: String
        var flags: [String] = []
        var testDescription: String { problem }
    }

    /// A section script `s.lua` whose layout section has the given fields.
    static func section(_ fields: String, items: String = #"{ { id = "a" } }"#) -> [String: String] {
        ["s.lua": "return { id = \"s\", items = \(items), layout = layout.section { \(fields) } }"]
    }

    /// `local a1, a2, …, a199` and a line break.
    static let localsLine = "local " + (1...199).map { "a\($0)" }.joined(separator: ",") + "\n"

    static let item = "layout.item { width = fractionalWidth(1), height = absolute(50) }"
    /// A valid `group =` field, for cases about the section's other fields.
    static let group = "group = layout.group.horizontal { height = absolute(50), subitems = { \(item) } }"
    static func group(_ fields: String, subitems: String = item) -> String {
        "group = layout.group.horizontal { height = absolute(50), \(fields) subitems = { \(subitems) } }"
    }
    static let list = "layout = layout.list {}"

    /// A script whose `cells.app` template has a button `get` (with `button` fields) constrained by `make` (line 3);
    /// its items are `items` and it uses `app` by default.
    static func cell(_ make: String, button: String = "", items: String = #"{ { id = "a" } }"#) -> [String: String] {
        [
            "s.lua": """
            return { id = "s", items = \(items), \(list), cell = "app", cells = { app = cell(function(c)
              local get = c:button { name = "get", title = "GET", \(button) }
              get:makeConstraints(function(make) \(make) end)
            end) } }
            """
        ]
    }

    static let cases: [Case] = [
        Case(
            problem: "a dimension", files: section(group(#"width = "50%","#)), location: "s.lua:1: layout.group.width"),
        Case(
            problem: "a spacing", files: section(group("interItemSpacing = 8,")),
            location: "s.lua:1: layout.group.interItemSpacing"),
        Case(
            problem: "insets", files: section("\(group), contentInsets = 16"), location: "s.lua:1: layout.contentInsets"
        ),
        Case(
            problem: "an inset side", files: section(#"\#(group), contentInsets = { top = "16px" }"#),
            location: "s.lua:1: layout.contentInsets.top"),
        Case(
            problem: "a negative inset", files: section("\(group), contentInsets = { top = -4 }"),
            location: "s.lua:1: layout.contentInsets.top"),
        Case(
            problem: "edge spacing", files: section(group("edgeSpacing = 8,")),
            location: "s.lua:1: layout.group.edgeSpacing"),
        Case(
            problem: "a boolean", files: section(#"\#(group), supplementariesFollowContentInsets = "yes""#),
            location: "s.lua:1: layout.supplementariesFollowContentInsets"),
        Case(problem: "a count", files: section(group("count = 2.5,")), location: "s.lua:1: layout.group.count"),
        Case(problem: "a count of zero", files: section(group("count = 0,")), location: "s.lua:1: layout.group.count"),
        Case(
            problem: "a negative size", files: section(group("width = fractionalWidth(-1),")),
            location: "s.lua:1: layout.group.width"),
        Case(problem: "a group", files: section("group = \(item)"), location: "s.lua:1: layout.group"),
        Case(
            problem: "one element for a list",
            files: section("group = layout.group.horizontal { height = absolute(50), subitems = \(item) }"),
            location: "s.lua:1: layout.group.subitems"),
        Case(
            problem: "a spacing for a number", files: section("\(group), interGroupSpacing = fixed(8)"),
            location: "s.lua:1: layout.interGroupSpacing"),
        Case(
            problem: "no subitems",
            files: section("group = layout.group.horizontal { height = absolute(50), subitems = {} }"),
            location: "s.lua:1: layout.group.subitems"),
        Case(
            problem: "count with several subitems", files: section(group("count = 2,", subitems: "\(item), \(item)")),
            location: "s.lua:1: layout.group.count"),
        Case(
            problem: "a section layout",
            files: [
                "s.lua":
                    "return { id = \"s\", items = {}, layout = layout.group.horizontal { height = absolute(50), subitems = { \(item) } } }"
            ],
            location: "s.lua: layout"),
        Case(
            problem: "a boundary", files: section("\(group), header = { height = absolute(44) }"),
            location: "s.lua:1: layout.header"),
        Case(
            problem: "custom frames", files: section("group = layout.group.custom { height = absolute(50) }"),
            location: "s.lua:1: layout.group.frames"),
        Case(
            problem: "frames of a wrong type",
            files: section("group = layout.group.custom { height = absolute(50), frames = 4 }"),
            location: "s.lua:1: layout.group.frames"),
        Case(
            problem: "unknown key", files: section("\(group), contentInset = {}"),
            location: "s.lua:1: layout.contentInset"),
        Case(
            problem: "unknown key in an offset",
            files: section("\(group), header = layout.boundary { height = absolute(44), offset = { dx = 1 } }"),
            location: "s.lua:1: layout.header.offset.dx"),
        Case(
            problem: "a UIKit side name", files: section("\(group), contentInsets = { left = 16 }"),
            location: "s.lua:1: layout.contentInsets.left"),
        Case(
            problem: "unknown enum string", files: section(#"\#(group), orthogonalScrolling = "groupPageing""#),
            location: "s.lua:1: layout.orthogonalScrolling"),
        Case(
            problem: "unknown edge",
            files: section(
                group(
                    "",
                    subitems:
                        #"layout.item { supplementaries = { layout.supplementary { kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "right" } } } } }"#
                )),
            location: "s.lua:1: layout.group.subitems[1].supplementaries[1].anchor.edges[1]"),
        Case(
            problem: "two edges on one axis",
            files: section(
                group(
                    "",
                    subitems:
                        #"layout.item { supplementaries = { layout.supplementary { kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "leading", "trailing" } } } } }"#
                )),
            location: "s.lua:1: layout.group.subitems[1].supplementaries[1].anchor.edges"),
        Case(
            problem: "a centred edge",
            files: section(
                group(
                    "",
                    subitems:
                        #"layout.item { supplementaries = { layout.supplementary { kind = "badge", width = absolute(20), height = absolute(20), anchor = { edges = { "center" } } } } }"#
                )),
            location: "s.lua:1: layout.group.subitems[1].supplementaries[1].anchor.edges[1]"),
        Case(
            problem: "missing required key", files: section("\(group), header = layout.boundary {}"),
            location: "s.lua:1: layout.header.height"),
        Case(problem: "nothing returned", files: ["s.lua": "local x = 1"], location: "s.lua"),
        Case(problem: "no id", files: ["s.lua": "return { items = {}, \(list) }"], location: "s.lua: id"),
        Case(
            problem: "an id of a wrong type", files: ["s.lua": "return { id = 7, items = {}, \(list) }"],
            location: "s.lua: id"),
        Case(
            problem: "item without an id",
            files: [
                "s.lua": #"return { id = "s", items = { { id = "a" }, { id = "b" }, { title = "x" } }, \#(list) }"#
            ],
            location: "s.lua: items[3]"),
        Case(
            problem: "duplicate item id in one script",
            files: [
                "s.lua":
                    #"return { id = "s", items = { { id = "a" }, { id = "app-2" }, { id = "c" }, { id = "d" }, { id = "app-2" } }, \#(list) }"#
            ],
            location: "s.lua: items[5].id"),
        Case(
            problem: "duplicate item id across scripts",
            files: [
                "charts.lua": #"return { id = "charts", items = { { id = "app-1" } }, \#(list) }"#,
                "featured.lua": #"return { id = "featured", items = { { id = "app-1" } }, \#(list) }"#,
            ],
            location: "featured.lua: items"),
        Case(
            problem: "items returns something else",
            files: ["s.lua": #"return { id = "s", items = function() return "x" end, \#(list) }"#],
            location: "s.lua: items"),
        Case(
            problem: "measure answer",
            files: [
                "s.lua":
                    #"return { id = "s", items = { { id = "a" } }, measure = function() return 80 end, layout = layout.section { group = layout.group.horizontal { height = estimated(44), subitems = { layout.item { height = estimated(44) } } } } }"#
            ],
            location: "s.lua:1: measure(items[1])"),
        Case(
            problem: "a table in itself",
            files: [
                "s.lua": #"local a = { id = "a" }; a.children = { a }; return { id = "s", items = { a }, \#(list) }"#
            ],
            location: "s.lua: items[1].children[1]"),
        Case(
            problem: "a key that is not a string or integer",
            files: [
                "s.lua": #"return { id = "s", items = function() return { { id = "a", [true] = 1 } } end, \#(list) }"#
            ],
            location: "s.lua: items[1]"),
        Case(
            problem: "a function in an item",
            files: ["s.lua": #"return { id = "s", items = { { id = "a", onTap = print } }, \#(list) }"#],
            location: "s.lua: items[1].onTap"),
        Case(
            problem: "listed but missing",
            files: [
                "s.lua": #"return { id = "s", items = {}, \#(list) }"#,
                "feed.lua": #"return { sections = { "s", "charts" } }"#,
            ],
            location: "feed.lua: sections[2]"),
        Case(
            problem: "two scripts, one id",
            files: [
                "charts.lua": #"return { id = "featured", items = {}, \#(list) }"#,
                "featured.lua": #"return { id = "featured", items = {}, \#(list) }"#,
            ],
            location: "featured.lua: id"),
        Case(
            problem: "unlisted script (a warning)",
            files: [
                "reviews.lua": #"return { id = "reviews", items = {}, \#(list) }"#,
                "feed.lua": "return { sections = {} }",
            ],
            location: "warning: reviews.lua"),
        Case(
            problem: "missing data file",
            files: [
                "s.lua": #"return { id = "s", items = function(ctx) return ctx.data("apps.json") end, \#(list) }"#,
                "data/games.json": "[]",
            ],
            location: "s.lua:1: items"),
        Case(
            problem: "path leaving data/",
            files: [
                "s.lua": #"return { id = "s", items = function(ctx) return ctx.data("../secrets.json") end, \#(list) }"#
            ],
            location: "s.lua:1: items"),
        Case(
            problem: "a data file feed watch never watches",
            files: [
                "s.lua": #"return { id = "s", items = function(ctx) return ctx.data(".cache.json") end, \#(list) }"#,
                "data/.cache.json": "[]",
            ],
            location: "s.lua:1: items"),
        Case(
            problem: "bad JSON",
            files: [
                "s.lua": #"return { id = "s", items = function(ctx) return ctx.data("apps.json") end, \#(list) }"#,
                "data/apps.json": "[\n{\"id\": 1}\n{\"id\": 2}]",
            ],
            location: "s.lua:1: items"),
        Case(
            problem: "empty after reading data (a warning)",
            files: [
                "s.lua":
                    #"return { id = "s", items = function(ctx) local out = {} for _, app in ipairs(ctx.data("apps.json")) do out[#out + 1] = app end return out end, \#(list) }"#,
                "data/apps.json": #"{ "apps": [ { "id": "a" } ] }"#,
            ],
            location: "warning: s.lua: items"),
        Case(
            problem: "require outside lib/",
            files: [
                "s.lua": "local r = require \"recipe\"\nreturn { id = \"s\", items = {}, \(list) }",
                "lib/recipes.lua": "return {}",
            ],
            location: "s.lua:1"),
        Case(
            problem: "require cycle",
            files: [
                "s.lua": "local a = require \"a\"\nreturn { id = \"s\", items = {}, \(list) }",
                "lib/a.lua": "local b = require \"b\"\nreturn {}", "lib/b.lua": "\nlocal a = require \"a\"\nreturn {}",
            ],
            location: "s.lua"),
        Case(
            problem: "require chain too deep",
            files: (1...101).reduce(into: [
                "s.lua": "local m = require \"m1\"\nreturn { id = \"s\", items = {}, \(list) }"
            ]) {
                $0["lib/m\($1).lua"] = "local x = require \"m\($1 + 1)\"\nreturn x"
            },
            location: "s.lua"),
        Case(
            problem: "a chunk Lua would compile for seconds",
            files: ["s.lua": "do\n" + String(repeating: "goto x\n", count: 16385) + "end\n::x::"],
            location: "s.lua:16386"),
        Case(
            // 199 locals at the top level and in each of 10 functions: a global 10 functions deep costs each
            // function's 199 locals, its `_ENV` upvalue and step (11 × 202), then `_ENV` found among the innermost
            // function's 199 locals and 1 upvalue (200): 2,422, so the 41,289th passes 100,000,000, on line
            // 11 + 41,289.
            problem: "too many names in one chunk",
            files: [
                "s.lua": Self.localsLine + String(repeating: "return function() " + Self.localsLine, count: 10)
                    + String(repeating: "zz()\n", count: 41400) + String(repeating: " end", count: 10)
            ],
            location: "s.lua:41300"),
        Case(problem: "sandbox", files: ["s.lua": "io.write(1)"], location: "s.lua:1"),
        Case(
            problem: "json.encode of too much",
            files: ["s.lua": "local s = string.rep('x', 8 << 20) return json.encode({ s, s, s })"],
            location: "s.lua:1"),
        Case(
            problem: "an item whose fields come through __index",
            files: [
                "s.lua": "return { id = \"s\", items = function() return { setmetatable({}, { __index = { id = "
                    + "\"a\" } }) } end, \(list) }"
            ],
            location: "s.lua:1: items[1]"),
        Case(
            problem: "instruction budget", files: ["s.lua": "while true do end"], location: "s.lua:1",
            flags: ["--instruction-budget", "100000"]),
        Case(
            problem: "memory cap", files: ["s.lua": "local t = {} for i = 1, 1e8 do t[i] = i end"], location: "s.lua:1",
            flags: ["--memory-cap", "8M"]),
        Case(
            problem: "feed memory limit",
            files: [
                "s.lua": "local t = {} for i = 1, 1000 do t[i] = i end\n"
                    + "return { id = 's', items = function(ctx) local all = {} for i = 1, 1000 do "
                    + "all[i] = { id = 'i' .. i, v = t } end return all end, \(list) }"
            ],
            location: "s.lua: items", flags: ["--memory-limit", "16M", "--memory-cap", "8M"]),
        Case(
            // Comparing long strings is one instruction the budget never sees: only the time limit ends it.
            problem: "time limit",
            files: [
                "s.lua":
                    "local a, b = ('x'):rep(1 << 20) .. 'a', ('x'):rep(1 << 20) .. 'b'\nwhile true do local e = a == b end"
            ],
            location: "s.lua:2", flags: ["--script-timeout", "0.2"]),
        Case(
            // The script's own limit is off: only the feed's deadline ends the loop.
            problem: "feed time limit",
            files: ["s.lua": "local n = 0\nwhile true do n = n + 1 end"],
            location: "s.lua:2",
            flags: ["--script-timeout", "0", "--instruction-budget", "999999999999", "--feed-timeout", "0.2"]),
        Case(
            problem: "string.rep beyond the cap", files: ["s.lua": "local s = string.rep('x', 1e9)"],
            location: "s.lua:1", flags: ["--memory-cap", "8M"]),
        Case(
            problem: "nothing fits",
            files: section(group("", subitems: "layout.item { width = absolute(400) }")),
            location: "s.lua:1: layout.group.subitems[1].width"),
        Case(
            problem: "insets eat the width",
            files: section("\(group), contentInsets = { leading = 200, trailing = 200 }"),
            location: "s.lua:1: layout.contentInsets"),
        Case(
            problem: "too many badges",
            files: [
                "s.lua": """
                local badges = {}
                for i = 1, 100 do
                  badges[i] = layout.supplementary { kind = "b" .. i, width = absolute(8), height = absolute(8), anchor = { edges = { "top" } } }
                end
                return { id = "s", items = function() local t = {} for i = 1, 21000 do t[i] = { id = i } end return t end,
                  layout = layout.section { group = layout.group.vertical { height = absolute(44), subitems = {
                    layout.item { supplementaries = badges } } } } }
                """
            ],
            location: "s.lua:6: layout.group.supplementaries"),
        Case(
            problem: "duplicate boundary kind",
            files: section(
                #"\#(group), header = layout.boundary { height = absolute(10) }, boundarySupplementaries = { layout.boundary { kind = "x", alignment = "top", height = absolute(10) }, layout.boundary { kind = "header", alignment = "top", height = absolute(10) } }"#
            ),
            location: "s.lua:1: layout.boundarySupplementaries[2].kind"),
        Case(
            problem: "a constraint's number",
            files: cell("make.top:equalToSuperview():offset(1e308)"), location: "s.lua:3"),
        Case(
            problem: "a priority", files: cell("make.top:equalToSuperview():priority(0 / 0)"), location: "s.lua:3"),
        Case(
            problem: "a button's inset", files: cell("", button: "contentInsets = { top = -4 }"),
            location: "s.lua:2: cells.app.get.contentInsets.top"),
        Case(
            problem: "a corner radius", files: cell("", button: "cornerRadius = -4"),
            location: "s.lua:2: cells.app.get.cornerRadius"),
        Case(
            problem: "a screen too narrow for its margins", files: section(group),
            location: "command line: environment.layoutMargins", flags: ["--width", "10"]),
        Case(
            problem: "a label's text too long",
            files: [
                "s.lua": """
                return { id = "s", \(list), items = { { id = "a", title = string.rep("t", 5000) } },
                  cell = cell(function(c) c:label { name = "t", text = field "title" } end) }
                """
            ],
            location: "s.lua:2: items[1].title"),
        Case(
            problem: "too much text for a section's cells",
            files: [
                "s.lua": """
                return { id = "s", \(list), items = function()
                  local t = {} for i = 1, 2100 do t[i] = { id = "i" .. i, title = string.rep("a", 4000) } end return t
                end, cell = cell(function(c) c:label { name = "t", text = field "title" } end) }
                """
            ],
            location: "s.lua:3: cell"),
        Case(
            problem: "a template too big for its items",
            files: [
                "s.lua": """
                return { id = "s", \(list), items = function()
                  local t = {} for i = 1, 2000 do t[i] = { id = "i" .. i } end return t
                end, cell = cell(function(c)
                  local above
                  for i = 1, 60 do
                    local l = c:label { name = "l" .. i, text = field "title" }
                    l:makeConstraints(function(make)
                      make.leading:equalToSuperview()
                      if above then make.top:equalTo(above.snp.bottom) else make.top:equalToSuperview() end
                    end)
                    above = l
                  end
                end) }
                """
            ],
            location: "s.lua:3: cell"),
        Case(
            problem: "too many views",
            files: [
                "s.lua": """
                return { id = "s", \(list), items = function()
                  local t = {} for i = 1, 33000 do t[i] = { id = i } end return t
                end, cell = cell(function(c)
                  for i = 1, 64 do c:view { name = "v" .. i }:makeConstraints(function(make) make.edges:equalToSuperview() end) end
                end) }
                """
            ],
            location: "s.lua:3: cell"),
        Case(
            problem: "an item naming no template (a warning)",
            files: cell(
                "make.edges:equalToSuperview()", items: #"{ { id = "a", cell = "app" }, { id = "b", cell = "ap" } }"#),
            location: "warning: s.lua:1: items[2].cell"),
    ]

    /// The catalogue: `(heading, problem, message)` for every table row of docs/errors.md.
    static let catalogue: [(heading: String, problem: String, message: String)] = {
        var rows: [(String, String, String)] = []
        var heading = ""
        for line in KitFolders.read(KitFolders.docs + "/errors.md").split(separator: "\n") {
            if line.hasPrefix("## ") { heading = String(line.dropFirst(3)) }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1] != "problem", !cells[1].hasPrefix("---") else { continue }
            let spans = cells[2].split(separator: "`", omittingEmptySubsequences: false)
            guard spans.count >= 3 else { continue }
            rows.append((heading, cells[1].replacingOccurrences(of: "`", with: ""), String(spans[1])))
        }
        return rows
    }()

    @Test func everyRowHasACase() {
        #expect(Self.catalogue.count == Self.cases.count)
        #expect(Set(Self.catalogue.map(\.problem)) == Set(Self.cases.map(\.problem)))
    }

    @Test(arguments: cases)
    func hostPrintsTheDocumentedMessage(_ example: Case) throws {
        let row = try #require(Self.catalogue.first { $0.problem == example.problem }, "no row in docs/errors.md")
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (name, text) in example.files { scratch.write(name, text) }
        let run = try FeedBinary.run(["check", scratch.path, "--format", "text"] + example.flags)
        let isWarning = example.location.hasPrefix("warning:")
        #expect(run.status == (isWarning ? 0 : 1), "\(run.errors)")
        let line = (isWarning ? "" : "error: ") + "\(example.location): \(row.message)"
        #expect(
            run.errors.split(separator: "\n").contains { $0 == line }, "expected the line \(line)\ngot \(run.errors)")
    }

    /// One run lists the problems of every broken script, each at its script, line and field.
    @Test func everyBrokenScriptIsListed() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        scratch.write("a.lua", "local r = require \"recipe\"")
        scratch.write("lib/recipes.lua", "return {}")
        scratch.write("b.lua", "return { id = \"b\", \(Self.list), header = 4 }")
        let badGroup = Self.group("count = 0,")
        scratch.write("c.lua", "return { items = {}, layout = layout.section { \(badGroup) } }")
        scratch.write("d.lua", "while true do end")
        let run = try FeedBinary.run(["check", scratch.path, "--format", "text", "--instruction-budget", "100000"])
        #expect(run.status == 1)
        #expect(
            run.errors.split(separator: "\n") == [
                "error: a.lua:1: require: module \"recipe\" not found (no lib/recipe.lua); did you mean \"recipes\"?",
                "error: b.lua: header: expected a table of fields such as { title = \"Top Charts\" }, got number 4",
                "error: c.lua: id: missing required key; expected a section id such as id = \"featured\"",
                "error: c.lua:1: layout.group.count: expected a count of at least 1 such as count = 2, got 0",
                "error: d.lua:1: instruction budget exceeded: the script ran 100,000 instructions without finishing; if "
                    + "the work is real, raise the budget with --instruction-budget, e.g. --instruction-budget 200000",
                "feed: 5 errors in 4 files",
            ])
    }

    /// Every DSL message says what was expected: a kind with an example, the closest name, or the choices.
    @Test func dslMessagesSayWhatWasExpected() {
        let dsl = Self.catalogue.filter { $0.heading.hasPrefix("Values") || $0.heading == "Names" }
        #expect(dsl.count >= 15)
        for row in dsl {
            let teaches = ["expected", "did you mean", "e.g.", "write "].contains { row.message.contains($0) }
            #expect(teaches, "\(row.problem): \(row.message)")
        }
    }
}
