import FeedDiff
import FeedScripting

extension FeedPipeline {
    /// The snapshot of the sections in `order`; item ids repeated across sections are errors naming both scripts.
    ///
    /// Sections whose entries hold a snapshot section of their current run are taken over from the last
    /// snapshot, so only the changed sections' identifiers are hashed; that snapshot must share `base`'s
    /// identifiers, or the diff against `base` would hash them all again.
    func buildSnapshot(_ order: [Int], base: Snapshot?) -> [Diagnostic] {
        let previous = snapshot.flatMap { previous in base.map(previous.sharesIdentifiers) ?? true ? previous : nil }
        let reused = order.map { previous == nil ? nil : entries[$0].current(entries[$0].snapshotSection) }
        do {
            if let previous, reused.contains(where: { $0 != nil }) {
                let sources = zip(order, reused).map { index, reused -> Snapshot.SectionSource in
                    if let reused { return .reused(reused) }
                    let section = snapshotContent(of: index)
                    return .content(id: section.id, hash: section.hash, items: section.items)
                }
                snapshot = try Snapshot(sections: sources, reusingSectionsOf: previous)
            } else {
                snapshot = try Snapshot(
                    sections: order.map { snapshotContent(of: $0) }, sharingIdentifiersWith: base)
            }
            for (index, reused) in zip(order, reused) where reused == nil { try setOutline(of: entries[index].run) }
            stampSnapshotSections(order)
            return []
        } catch {
            snapshot = nil
            for entry in entries { entry.snapshotSection = nil }
            return snapshotDiagnostics(error, order: order)
        }
    }

    /// A section's identifier, content hash and items, as the snapshot takes them.
    private func snapshotContent(of index: Int) -> (id: String, hash: UInt64, items: [(id: String, hash: UInt64)]) {
        let runtime = entries[index].runtime
        return (id: runtime.result.id ?? "", hash: runtime.result.contentHash.value, items: runtime.takeSnapshotItems())
    }

    /// Records in each entry where its section is in the new snapshot (the first of a script listed twice).
    private func stampSnapshotSections(_ order: [Int]) {
        for entry in entries { entry.snapshotSection = nil }
        for (position, index) in order.enumerated() where entries[index].snapshotSection == nil {
            entries[index].snapshotSection = entries[index].stamped(position)
        }
    }

    /// Marks the section of an outline script's run as an outline in the snapshot (its rows' parents).
    private func setOutline(of run: SectionRun) throws(SnapshotError) {
        guard let id = run.id, run.items.first?.outline != nil else { return }
        try snapshot?.setParents(run.items.map { $0.outline?.parentRow ?? -1 }, ofSection: id)
    }

    /// A snapshot error as diagnostics: each repeated item id names the scripts that use it.
    private func snapshotDiagnostics(_ error: SnapshotError, order: [Int]) -> [Diagnostic] {
        guard case .duplicateIdentifiers(_, let items) = error else {
            return [Diagnostic(script: FeedFolder.manifestName, message: error.description)]
        }
        let scriptOf = Dictionary(order.map { (entries[$0].run.id ?? "", entries[$0].name) }) { first, _ in first }
        var problems = CappedProblems<Diagnostic>()
        for duplicate in items {
            let scripts = duplicate.sections.map { scriptOf[$0] ?? $0 }
            problems.add(Self.repeatedItem(duplicate.id, in: scripts.last ?? "", alsoIn: scripts.dropLast()))
        }
        return Self.capped(problems, lastScript: items.last.flatMap { $0.sections.last.map { scriptOf[$0] ?? $0 } })
    }

    /// Item ids used by more than one script, for a run that fails before its snapshot (which would find them).
    func repeatedItemIDs(_ order: [Int]) -> [Diagnostic] {
        var owner: [String: String] = [:]
        var problems = CappedProblems<Diagnostic>()
        var lastScript: String?
        for index in order {
            let script = entries[index].name
            var seen = Set<String>()
            for item in entries[index].run.items where seen.insert(item.id).inserted {
                if let first = owner[item.id] {
                    problems.add(Self.repeatedItem(item.id, in: script, alsoIn: [first]))
                    lastScript = script
                } else {
                    owner[item.id] = script
                }
            }
        }
        return Self.capped(problems, lastScript: lastScript)
    }

    /// The first 1,000 repeated ids and a count of the rest, said by the script of the last one: ten scripts of
    /// the same 100,000 ids gave 100,000 errors.
    private static func capped(_ problems: CappedProblems<Diagnostic>, lastScript: String?) -> [Diagnostic] {
        problems.diagnostics(
            script: lastScript ?? "", field: "items", place: "item ids used by more than one script"
        ) { $0 }
    }

    static func repeatedItem(_ id: String, in script: String, alsoIn others: [String]) -> Diagnostic {
        Diagnostic(
            script: script, field: "items",
            message: "item id \"\(id)\" is also used by \(others.joined(separator: ", ")); item ids must be unique "
                + "across the feed")
    }
}
