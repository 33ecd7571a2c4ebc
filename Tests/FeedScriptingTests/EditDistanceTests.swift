import FeedTestSupport
import Testing

@testable import FeedScripting

/// Did-you-mean distances: computed near the diagonal only, they must equal the whole table wherever they are
/// within their bound, and cost little on words of any length (a script's key or section id can be megabytes).
@Suite struct EditDistanceTests {
    /// The whole (m+1)·(n+1) table, optimal string alignment: the definition the banded version must agree with.
    private static func reference(_ a: [Character], _ b: [Character], countingSwaps: Bool) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j - 1] + cost, table[i - 1][j] + 1, table[i][j - 1] + 1)
                if countingSwaps, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    private static func word(_ random: inout SeededGenerator) -> [Character] {
        let letters: [Character] = ["a", "b", "c", "é"]
        return (0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! }
    }

    @Test func theBandAgreesWithTheWholeTable() {
        var random = SeededGenerator(seed: 5)
        var within = 0
        for _ in 0..<4_000 {
            let (a, b) = (Self.word(&random), Self.word(&random))
            let bound = Int.random(in: 0...4, using: &random)
            let swaps = Bool.random(using: &random)
            let exact = Self.reference(a, b, countingSwaps: swaps)
            #expect(
                EditDistance.distance(a, b, atMost: bound, countingSwaps: swaps) == min(exact, bound + 1),
                "\(String(a)) \(String(b)) bound \(bound) swaps \(swaps)")
            if exact <= bound { within += 1 }
        }
        // Both sides of the bound are exercised.
        #expect(within > 500)
        #expect(within < 3_500)
    }

    @Test func suggestionsStayTheSame() {
        #expect(EditDistance.closest(to: "widht", among: ["height", "width"], countingSwaps: true) == "width")
        #expect(EditDistance.closest(to: "Widht", among: ["width"], ignoringCase: true, countingSwaps: true) == "width")
        #expect(EditDistance.closest(to: "featurd", among: ["charts", "featured"]) == "featured")
        #expect(EditDistance.closest(to: "banana", among: ["charts", "featured"]) == nil)
        // Ties go to the earlier candidate.
        #expect(EditDistance.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    }

    @Test func longWordsCostLittle() {
        // A 4,000-letter id one letter off another is still found, through the band.
        let long = String(repeating: "ab", count: 2_000)
        let typo = String(long.dropLast()) + "x"
        #expect(EditDistance.closest(to: typo, among: ["charts", long]) == long)
        // A 5 MB key among the DSL's keys: no suggestion, and no table of 5 million rows (23 s and 1.8 GB before).
        let huge = String(repeating: "x", count: 5_000_000)
        #expect(EditDistance.closest(to: huge, among: ["width", "height"], ignoringCase: true) == nil)
        // Two 100k-letter words one edit apart are past the length suggestions are made for.
        let first = String(repeating: "a", count: 100_000)
        #expect(EditDistance.closest(to: first + "b", among: [first]) == nil)
        #expect(EditDistance.distance(Array(first), Array(first + "b"), atMost: 3) == 1)
    }
}
