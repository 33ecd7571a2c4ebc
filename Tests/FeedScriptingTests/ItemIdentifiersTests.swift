import Testing

@testable import FeedScripting

/// The id set of the item reader finds exactly the repeats a `Set<String>` finds.
@Suite struct ItemIdentifiersTests {
    /// Random ids, ASCII and not, with repeats, past the capacity given (the table grows): every answer is the
    /// `Set<String>`'s.
    @Test func agreesWithASetOfStrings() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["s", "0", "-", "1", "a", "Z", "K", " ", "é", "e\u{301}", "\u{212A}", "🌍"]
        for round in 0..<60 {
            var ids = ItemIdentifiers(capacity: 4)
            var reference = Set<String>()
            // Non-ASCII pieces only in half of the rounds, so those rounds stay in the ASCII table.
            let usable = round % 2 == 0 ? 8 : pieces.count
            for _ in 0..<200 {
                let id = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    pieces[Int.random(in: 0..<usable, using: &generator)]
                }.joined()
                let inserted = ids.insert(id)
                let expected = reference.insert(id).inserted
                #expect(inserted == expected, "\(id)")
            }
        }
    }

    /// A section-sized list (ids alike but for their numbers, so their hashes share many bits), every id
    /// repeated later out of order: each repeat is found, and no new id is taken for one.
    @Test func findsRepeatsInALargeList() {
        let count = 40_000
        var ids = ItemIdentifiers(capacity: count)
        let fresh = (0..<count).map { ids.insert("s7-\($0)") }
        let repeated = (0..<count).map { ids.insert("s7-\(($0 &* 7_919) % count)") }
        let unseen = (count..<count + 100).map { ids.insert("s7-\($0)") }
        #expect(fresh.allSatisfy { $0 })
        #expect(repeated.allSatisfy { !$0 })
        #expect(unseen.allSatisfy { $0 })
    }

    /// A non-ASCII id `String` calls equal to an ASCII one already there (the Kelvin sign and `K`) is a repeat.
    @Test func canonicallyEqualIdsRepeat() {
        var ids = ItemIdentifiers(capacity: 2)
        let answers = ["K", "a", "\u{212A}", "a", "é", "e\u{301}"].map { ids.insert($0) }
        #expect(answers == [true, true, false, false, true, false])
    }

    /// Ids that all land on one slot under FNV-1a's published basis (found here by trying numbers, as an attacker
    /// would ahead of time for a data file) spread over the slots under the process's basis.
    @Test func precomputedCollisionsDoNotCollideHere() {
        let published: UInt64 = 0xCBF2_9CE4_8422_2325
        let mask: UInt64 = 1023
        var colliding: [String] = []
        var number = 0
        while colliding.count < 64 {
            let id = "c\(number)"
            if let hash = ItemIdentifiers.asciiHash(id, basis: published), hash & mask == 0 { colliding.append(id) }
            number += 1
        }
        let slots = Set(colliding.map { ItemIdentifiers.asciiHash($0, basis: ItemIdentifiers.processBasis)! & mask })
        // 64 ids over 1,024 slots: about 62 distinct slots expected (56 or more for 5,000 random bases, computed
        // ahead); one shared slot is what the published basis gives.
        #expect(slots.count > 40, "\(slots.count) slots")
        var ids = ItemIdentifiers(capacity: colliding.count)
        var inserted = 0
        for id in colliding where ids.insert(id) { inserted += 1 }
        let repeated = ids.insert(colliding[17])
        #expect(inserted == colliding.count)
        #expect(!repeated)
    }
}
