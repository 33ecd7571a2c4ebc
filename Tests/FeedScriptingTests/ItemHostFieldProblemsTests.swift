import FeedJSON
import FeedLayout
import FeedScripting
import Testing

/// The host fields items may set per item, `supplementaries = { kind = false }` and a list row's `separator`:
/// every mistake is found, but a section that repeats them in every item keeps 1,000 messages and sums up the
/// rest (`CappedProblems`), and only the first 20 unknown badge kinds search for a did-you-mean (200 items naming
/// 1,000 unknown kinds among 1,000 took 84 s, 2,000 items 2.4 GB; 2,000 items with 1,000 unknown separator
/// fields took 25 s and 1.6 GB).
@Suite struct ItemHostFieldProblemsTests {
    private static let kinds = (1...50).map { "badge\($0)" }

    private static func items(_ count: Int, members: [String: JSONValue]) -> [SectionItem] {
        (0..<count).map {
            SectionItem(id: "i\($0)", fields: JSONObject(["supplementaries": .object(JSONObject(members))]))
        }
    }

    private func problems(_ items: [SectionItem]) -> [Diagnostic] {
        do {
            _ = try HiddenSupplementaries.hidden(in: items, kinds: Self.kinds, script: "s.lua")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func knownKindsAreHiddenPerItem() throws {
        let hidden = try HiddenSupplementaries.hidden(
            in: Self.items(3, members: ["badge2": .bool(false), "badge7": .bool(true)]), kinds: Self.kinds,
            script: "s.lua")
        #expect(hidden == [0: ["badge2"], 1: ["badge2"], 2: ["badge2"]])
    }

    @Test func manyMistakesKeepAThousandAndSumUpTheRest() {
        var members: [String: JSONValue] = [:]
        for index in 1...30 { members["bodge\(index)"] = .bool(false) }
        members["badge1"] = .string("no")
        let found = problems(Self.items(40, members: members))
        // 40 items × 31 mistakes = 1,240: 1,000 kept, 240 summed up.
        #expect(found.count == 1_001)
        #expect(found.last?.field == "items")
        #expect(found.last?.message == "240 more problems in items' supplementaries fields, like those above")
        // Each item's members in key order: `badge1` (not a boolean) first, then `bodge1`…`bodge30`. The first 20
        // problems may search: item 1's `badge1` and 19 unknown kinds get one. 1,000 kept reach into item 33.
        let suggested = found.filter { $0.message.contains("did you mean") }
        #expect(suggested.count == 19)
        #expect(suggested.first?.message == "unknown supplementary kind \"bodge1\"; did you mean \"badge1\"?")
        #expect(found.filter { $0.message == "expected true or false such as badge1 = false" }.count == 33)
        let listed = found.filter { $0.message.hasSuffix("\"badge8\" (50 kinds in all)") }
        #expect(listed.count == 1_000 - 19 - 33)
    }

    @Test func separatorMistakesKeepAThousandAndSumUpTheRest() {
        var separator: [String: JSONValue] = ["leading": .string("wide")]
        for index in 1...30 { separator["k\(index)"] = .bool(true) }
        let items = (0..<40).map {
            SectionItem(id: "i\($0)", fields: JSONObject(["separator": .object(JSONObject(separator))]))
        }
        var found: [Diagnostic] = []
        do {
            _ = try ListRowStyles.rows(
                in: items, recipe: SectionRecipe(recipe: .list(ListConfiguration())), script: "s.lua")
        } catch {
            found = error.diagnostics
        }
        // 40 items × 31 mistakes = 1,240: 1,000 kept, in item order, and 240 summed up.
        #expect(found.count == 1_001)
        #expect(found.first?.field == "items[1].separator.k1")
        #expect(found.dropLast().last?.field.hasPrefix("items[33].") == true)
        #expect(found.last?.message == "240 more problems in items' separator fields, like those above")
    }
}
