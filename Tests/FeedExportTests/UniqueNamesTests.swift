import FeedTestSupport
import Testing

@testable import FeedExport

/// `UniqueNames` numbers clashing names as the first free `base2`, `base3`, … would, at a cost that grows with the
/// names given, not with their square.
@Suite struct UniqueNamesTests {
    /// The rule written out: the first of `base`, `base2`, `base3`, … not taken.
    private static func firstFree(_ base: String, _ taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }

    /// Bases drawn from a few that also look like numbered forms of each other (`a`, `a2`, `a22`).
    @Test func namesAreTheFirstFreeNumberedForm() {
        var random = SeededGenerator(seed: 18)
        let bases = ["a", "a2", "a22", "b", "Item", "a3"]
        for _ in 0..<50 {
            var names = UniqueNames(reserved: ["Item", "a4"])
            var reference: Set<String> = ["Item", "a4"]
            for _ in 0..<200 {
                let base = bases.randomElement(using: &random)!
                #expect(names.claim(base) == Self.firstFree(base, &reference))
            }
        }
    }

    @Test func manyNamesOfOneBaseCostLinearly() {
        var names = UniqueNames()
        let given = (0..<3_000).map { _ in names.claim("elementAKind") }
        #expect(given.first == "elementAKind")
        #expect(given.last == "elementAKind3000")
        #expect(Set(given).count == 3_000)
        // One lookup for the base and one for its next number: 2 a name after the first.
        #expect(names.probes <= 2 * 3_000)
    }
}
