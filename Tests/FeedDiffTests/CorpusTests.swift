import FeedDiff
import Testing

/// Every case harvested from the anchors' test suites (`Tests/FeedDiffTests/Corpus/diff-cases.json`, harvested by the first wave's research).
@Suite struct CorpusTests {
    @Test func corpusIsPresent() {
        #expect(CorpusCase.all.count >= 27)
    }

    @Test(arguments: CorpusCase.all)
    func corpusCase(_ testCase: CorpusCase) throws {
        let expect = testCase.expect
        #expect(expect.unknownKeys.isEmpty, "unhandled expectation keys \(expect.unknownKeys)")
        if let duplicate = expect.rejectedDuplicate {
            try expectRejection(of: duplicate, in: testCase)
            return
        }
        let old = try Snapshot(shape: testCase.oldShape)
        let new = try Snapshot(shape: testCase.newShape, sharingIdentifiersWith: old)
        let changes = Changeset(from: old, to: new)
        Oracle.check(changes, from: old, to: new, testCase.name)
        #expect(changes.isEmpty == expect.noChanges)
        // Content changes are reconfigured after the batch by default, so only both together are empty.
        #expect((changes.batch.isEmpty && changes.afterBatch.isEmpty) == expect.noChanges)
        // The same case sent with reloads (the default before issue 13) passes the oracle and names the same ids.
        let reloading = Changeset(from: old, to: new, itemUpdates: .reload)
        Oracle.check(reloading, from: old, to: new, testCase.name + " (reload)")
        #expect(reloading.sections == changes.sections && reloading.items == changes.items)
        #expect(reloading.batch.isEmpty == expect.noChanges)

        #expect(changes.sections.deleted == expect.sectionDeletes)
        #expect(changes.sections.deleted.compactMap { old.indexOfSection($0) } == expect.sectionDeletesAt)
        #expect(changes.sections.inserted == expect.sectionInserts)
        #expect(changes.sections.inserted.compactMap { new.indexOfSection($0) } == expect.sectionInsertsAt)
        #expect(changes.sections.updated == expect.sectionReloads)
        #expect(changes.sections.moved.count == expect.sectionMoveCount)
        if let moves = expect.sectionMoves { #expect(Set(changes.sections.moved) == Set(moves)) }
        if let options = expect.sectionMoveOptions {
            #expect(options.map(Set.init).contains(Set(changes.sections.moved.map(\.id))))
        }

        #expect(changes.items.deleted == expect.itemDeletes)
        #expect(changes.items.deleted.compactMap { old.path(ofItem: $0) } == expect.itemDeletesAt)
        #expect(changes.items.inserted == expect.itemInserts)
        #expect(changes.items.inserted.compactMap { new.path(ofItem: $0) } == expect.itemInsertsAt)
        #expect(Set(changes.items.updated) == Set(expect.itemUpdates))
        #expect(changes.items.moved.count == expect.itemMoveCount)
        if let moves = expect.itemMoves { #expect(Set(changes.items.moved) == Set(moves)) }
        if let options = expect.itemMoveOptions {
            #expect(options.map(Set.init).contains(Set(changes.items.moved.map(\.id))))
        }

        // With no section changes the batch lists exactly the id-level deletions and insertions.
        if changes.sections.isEmpty {
            #expect(changes.batch.deleteItems == expect.itemDeletesAt)
            #expect(changes.batch.insertItems == expect.itemInsertsAt)
        }
        // The diff is the same when the snapshots were built apart (the re-interning path).
        let apart = try Snapshot(shape: testCase.newShape)
        #expect(Changeset(from: old, to: apart) == changes)
    }

    /// A strict engine rejects the snapshot holding the duplicate, naming it and its sections.
    private func expectRejection(of duplicate: String, in testCase: CorpusCase) throws {
        for sections in [testCase.old, testCase.new] {
            let holders = sections.filter { $0.items.map { Token.parse($0).id }.contains(duplicate) }.map(\.id)
            let count = sections.flatMap(\.items).filter { Token.parse($0).id == duplicate }.count
            guard count > 1 else { continue }
            let error = #expect(throws: SnapshotError.self) {
                try Snapshot(shape: sections.map { ($0.id, $0.items) })
            }
            guard case .duplicateIdentifiers(let sectionNames, let items)? = error else {
                Issue.record("expected a duplicate error, got \(String(describing: error))")
                continue
            }
            #expect(sectionNames.isEmpty)
            #expect(items.map(\.id) == [duplicate])
            #expect(Set(items.first?.sections ?? []) == Set(holders))
            #expect(items.first?.sections.count == count)
            #expect(error?.description.contains("'\(duplicate)'") == true)
        }
    }
}
