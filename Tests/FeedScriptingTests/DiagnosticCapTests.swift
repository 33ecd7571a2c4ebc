import FeedScripting
import Testing

/// A script that repeats one mistake in thousands of DSL tables gets its first 1,000 problems, in order, and one
/// more that counts the rest (`DiagnosticLog`): 200,000 messages for 40,000 tables held 255 MB.
@Suite struct DiagnosticCapTests {
    @Test func repeatedMistakesKeepAThousandAndCountTheRest() {
        let problems = ScriptFixtures.loadProblems(
            """
            local subitems = {}
            for i = 1, 600 do subitems[i] = layout.item { widht = absolute(1), zz = 1 } end
            return { id = "s", items = {}, layout = layout.section {
              group = layout.group.horizontal { height = absolute(44), subitems = subitems } } }
            """, name: "s.lua")
        // 600 tables × 2 unknown keys = 1,200: 1,000 kept and 200 counted.
        #expect(problems.count == 1_001)
        #expect(
            problems.first == "s.lua:2: layout.group.subitems[1].widht: unknown key \"widht\"; did you mean \"width\"?")
        #expect(problems.dropLast().last?.hasPrefix("s.lua:2: layout.group.subitems[500].") == true)
        #expect(problems.last == "s.lua: 200 more problems in the script's values, like those above")
    }

    /// A script's own text in a message is cut: 40 scripts that each raised a 20 MB error held 3.2 GB and printed
    /// 800 MB (`QuotedText`).
    @Test func aScriptsLongErrorIsCutWithItsLength() {
        let problems = ScriptFixtures.loadProblems("error(string.rep(\"x\", 100000))", name: "s.lua")
        #expect(problems.count == 1)
        let problem = problems.first ?? ""
        #expect(problem.hasPrefix("s.lua:1: xxxx"), "\(problem.prefix(80))")
        #expect(problem.hasSuffix("x… (100000 bytes)"), "\(problem.suffix(80))")
        #expect(problem.utf8.count < QuotedText.messageBytes + 40)
    }

    /// A table's stray keys are quoted by their first 64 bytes, in the path and the message, so a thousand long
    /// keys give a thousand short messages.
    @Test func longUnknownKeysAreQuotedShort() {
        let problems = ScriptFixtures.loadProblems(
            """
            local t = {}
            for i = 1, 300 do t[string.rep("k", 3000) .. i] = 1 end
            return { id = "s", items = {}, layout = layout.list(t) }
            """, name: "s.lua")
        #expect(problems.count == 300)
        let key = String(repeating: "k", count: 64) + "… (3001 bytes)"
        #expect(problems.first?.hasPrefix("s.lua:3: layout.\(key): unknown key \"\(key)\"; ") == true)
        #expect(problems.allSatisfy { $0.utf8.count < 400 }, "\(problems.map(\.utf8.count).max() ?? 0)")
    }

    @Test(arguments: [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("eleven byte", 10, "eleven byt… (11 bytes)"),
        // A character is never cut in half: "é" is 2 bytes, so 5 bytes hold two of them.
        ("ééééé", 5, "éé… (10 bytes)"),
        ("a😀b", 3, "a… (6 bytes)"),
    ])
    func theHeadEndsOnACharacter(text: String, limit: Int, head: String) {
        #expect(QuotedText.head(text, limit: limit) == head)
    }

    /// An outline's problems are capped the same way: 100,000 children each with a wrong `expanded` gave as many.
    @Test func anOutlinesProblemsKeepAThousand() throws {
        let script = try ScriptFixtures.load(
            """
            return { id = "s", layout = layout.list {}, items = function()
              local children = {}
              for i = 1, 1500 do children[i] = { id = "c" .. i, expanded = "yes", children = { { id = "g" .. i } } } end
              return { { id = "top", expanded = true, children = children } }
            end }
            """, name: "s.lua")
        let problems = ScriptFixtures.problems { _ = try script.items(context: ScriptFixtures.context()) }
        #expect(problems.count == 1_001)
        #expect(
            problems.first
                == "s.lua: items[1].children[1].expanded: expected true or false (whether the item's children show)")
        #expect(problems.last == "s.lua: items: 500 more problems in the outline, like those above")
    }
}
