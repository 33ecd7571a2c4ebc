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
}
