import FeedScripting
import FeedTestSupport
import Testing

@testable import FeedHost

/// The feed order a run predicts before its scripts declare their ids (`SectionOrder.order`), and the did-you-mean
/// of a listed id no script declares.
@Suite struct SectionOrderTests {
    /// The prediction is the order `resolve` gives, over lists with repeated, missing and unlisted ids and scripts
    /// declaring one id twice.
    @Test func thePredictedOrderIsTheResolvedOrder() {
        var random = SeededGenerator(seed: 34)
        for _ in 0..<2_000 {
            let ids = Self.ids(count: Int.random(in: 0...6, using: &random), among: 5, using: &random)
            let declared = ids.enumerated().map { SectionOrder.Declared(script: "f\($0.offset).lua", id: $0.element) }
            let listed =
                Bool.random(using: &random)
                ? nil : Self.ids(count: Int.random(in: 0...8, using: &random), among: 7, using: &random)
            let resolved = SectionOrder.resolve(declared, listed: listed).order
            #expect(SectionOrder.order(declared, listed: listed) == resolved, "\(ids) listed \(listed ?? [])")
        }
    }

    /// Listed sections first in the list's order, each once, then the unlisted ones in file order; a later script
    /// declaring an id is left out (worked by hand, as `resolve` and `order` share their placement).
    @Test(arguments: [
        (["c", "x", "a", "c"] as [String]?, [3, 0, 1]),
        (nil, [0, 1, 3]),
        ([], [0, 1, 3]),
        (["b", "a"], [1, 0, 3]),
    ])
    func listedSectionsComeFirstInTheListsOrder(listed: [String]?, expected: [Int]) {
        let declared = ["a", "b", "a", "c"].enumerated().map {
            SectionOrder.Declared(script: "f\($0.offset).lua", id: $0.element)
        }
        #expect(SectionOrder.order(declared, listed: listed) == expected)
        #expect(SectionOrder.resolve(declared, listed: listed).order == expected)
    }

    /// `count` ids drawn from `s0`…, `among` of them, so some repeat.
    private static func ids(count: Int, among: Int, using random: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in "s\(Int.random(in: 0..<among, using: &random))" }
    }

    /// A missing id is offered only declared ids the list does not name: one it names is placed already.
    @Test func aListedIDIsNotOfferedForAMissingOne() {
        let declared = [
            SectionOrder.Declared(script: "top-charts.lua", id: "top-charts"),
            SectionOrder.Declared(script: "top.lua", id: "top"),
        ]
        let found = SectionOrder.resolve(declared, listed: ["top-charts", "top-chart"]).diagnostics
        #expect(
            found.map(\.description) == [
                "feed.lua: sections[2]: section \"top-chart\" is listed but no script declares it; add top-chart.lua "
                    + "with return { id = \"top-chart\", … }, or remove it from sections",
                "top.lua: section \"top\" is not listed in feed.lua; it follows the listed sections (add \"top\" to "
                    + "sections to place it)",
            ])
        let unlisted = SectionOrder.resolve(declared, listed: ["top", "top-chart"]).diagnostics
        #expect(unlisted.first?.message.contains("(did you mean \"top-charts\"?)") == true)
    }

    /// The first 20 missing ids get a did-you-mean, and no more: each is compared with every declared id not
    /// listed.
    @Test func onlyTheFirstMissingIDsAreOfferedADidYouMean() {
        let declared = [SectionOrder.Declared(script: "reviews.lua", id: "reviews")]
        let letters = "abcdefghijklmnopqrtuvwxyz".map(String.init)
        let found = SectionOrder.resolve(declared, listed: letters.map { "review" + $0 }).diagnostics
        let offered = found.map { $0.message.contains("(did you mean \"reviews\"?)") }
        #expect(offered.count == letters.count + 1)
        #expect(offered.prefix(SectionOrder.suggestedMissingIDs).allSatisfy { $0 })
        #expect(!offered.dropFirst(SectionOrder.suggestedMissingIDs).contains(true))
    }
}
