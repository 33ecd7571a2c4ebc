import Testing

@testable import FeedDiff

/// The identifier table's slots are filled up to a load of 3/4: at that load, and with hashes cut to two bits
/// so every name of a table shares one of four probe starts and one fingerprint, every name is found, an absent
/// one is not (a probe still ends at an empty slot), a repeat is caught, and one name more grows the slots.
@Suite struct SlotLoadTests {
    @Test func capacityKeepsTheLoadAtMostThreeQuarters() {
        #expect(IdentifierTable.capacity(toHold: 12) == 16)
        #expect(IdentifierTable.capacity(toHold: 13) == 32)
        #expect(IdentifierTable.capacity(toHold: 98_304) == 1 << 17)
        #expect(IdentifierTable.capacity(toHold: 98_305) == 1 << 18)
        #expect(IdentifierTable.capacity(toHold: 100_000) == 1 << 18)
    }

    @Test(arguments: [UInt64.max, 0b11])
    func aFullTableFindsItsNamesAndOnlyThem(keptBits: UInt64) throws {
        try IdentifierHash.$keptBits.withValue(keptBits) {
            for count in [12, 13, 48, 49] {
                let ids = (0..<count).map { "id-\($0)" }
                let snapshot = try Snapshot(section: "s", items: ids)
                #expect(snapshot.itemTable.slots.count == IdentifierTable.capacity(toHold: count))
                for (index, id) in ids.enumerated() { #expect(snapshot.indexOfItem(id) == index, "\(id)") }
                for absent in ["id-\(count)", "id-", "di-0", ""] { #expect(snapshot.indexOfItem(absent) == nil) }
                let next = try Snapshot(section: "s", items: ids + ["new"], sharingIdentifiersWith: snapshot)
                #expect(next.sharesIdentifiers(with: snapshot))
                #expect(Changeset(from: snapshot, to: next).items.inserted == ["new"])
            }
        }
    }

    @Test(arguments: [UInt64.max, 0b11])
    func aRepeatInAFullTableIsCaught(keptBits: UInt64) {
        IdentifierHash.$keptBits.withValue(keptBits) {
            // 48 ids take 64 slots; the repeat is met with 47 names (a load of 0.73) placed.
            let ids = (0..<47).map { "id-\($0)" } + ["id-5"]
            let error = #expect(throws: SnapshotError.self) { try Snapshot(section: "s", items: ids) }
            #expect(error == .duplicateIdentifiers(sections: [], items: [.init(id: "id-5", sections: ["s", "s"])]))
        }
    }
}
