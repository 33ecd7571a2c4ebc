import FeedDiff

/// A section whose own content changed, and which parts (docs/spec/contract.md §5 `changes.sections.updated`).
package struct SectionUpdate: Hashable, Sendable {
    package var id: String
    package var reasons: [SectionUpdateReason]

    package init(id: String, reasons: [SectionUpdateReason]) {
        self.id = id
        self.reasons = reasons
    }
}

/// A header or footer to update in place after the batch (`changes.supplementaries.updated`).
package struct SupplementaryUpdate: Hashable, Sendable {
    /// The section's new index.
    package var section: Int
    package var id: String
    /// `"header"` or `"footer"`.
    package var kind: String

    package init(section: Int, id: String, kind: String) {
        self.section = section
        self.id = id
        self.kind = kind
    }
}

extension ChangesDocument {
    /// Fills in why each updated section changed, what the app updates in place, and whether the batch is
    /// replaced by a full reload.
    ///
    /// - Parameters:
    ///   - oldParts: the part hashes of an old section, by id.
    ///   - newParts: the id and part hashes of the new section at an index.
    mutating func explainSections(
        oldParts: (String) -> SectionPartHashes?, newSection: (Int) -> (id: String, parts: SectionPartHashes?),
        newIndex: (String) -> Int?, options: DiffOptions
    ) {
        itemUpdates = options.itemUpdates
        var reasonsByID: [String: [SectionUpdateReason]] = [:]
        sectionUpdates = changeset.sections.updated.map { id in
            let parts = newIndex(id).flatMap { newSection($0).parts }
            let reasons = parts?.reasons(since: oldParts(id)) ?? SectionUpdateReason.allCases
            reasonsByID[id] = reasons
            return SectionUpdate(id: id, reasons: reasons)
        }
        for index in changeset.afterBatch.updatedSections {
            let id = newSection(index).id
            let reasons = reasonsByID[id] ?? SectionUpdateReason.allCases
            if reasons.contains(.layout) { invalidateLayout = true }
            for kind in reasons where kind != .layout {
                supplementaryUpdates.append(SupplementaryUpdate(section: index, id: id, kind: kind.rawValue))
            }
        }
        let operations = changeset.batch.operationCount + changeset.afterBatch.operationCount
        if options.reloadThreshold > 0 && operations > options.reloadThreshold {
            reloadData = true
            invalidateLayout = false
            supplementaryUpdates = []
            changeset.batch = BatchUpdate()
            changeset.afterBatch = AfterBatchUpdate()
        }
    }
}
