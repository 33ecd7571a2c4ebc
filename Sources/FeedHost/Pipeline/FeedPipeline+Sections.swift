import FeedDiff
import FeedLayout
import TextShaping

extension FeedPipeline {
    /// The snapshot and layout of the sections in `order` whose runs succeeded; the document's sections when
    /// every section laid out (and the run reached the snapshot).
    ///
    /// - Returns: the entry indices whose runs become their last good ones.
    func buildSections(
        _ order: [Int], base: Snapshot?, into document: inout FeedDocument, progress: inout RunProgress
    ) -> [Int] {
        var usable = withinFeedBudget(order.filter { entries[$0].run.succeeded }, progress: &progress)
        // The snapshot finds item ids repeated across scripts; a run that stops before it looks for them itself.
        let reachedSnapshot =
            usable.count == order.count && progress.diagnostics.allSatisfy({ $0.severity == .warning })
            || keepsLastGoodSections
        var snapshotProblems: [Diagnostic] = []
        if reachedSnapshot {
            let assemblyStart = Clock.now()
            snapshotProblems = buildSnapshot(usable, base: base ?? snapshot)
            progress.diagnostics += snapshotProblems
            progress.timings.assembly = Clock.now() - assemblyStart
        } else {
            progress.diagnostics += repeatedItemIDs(order)
        }
        // The sections that ran are laid out even when others failed, so their layout problems are reported in
        // the same run; the document only takes a layout of every section.
        var laidOut: LayoutResult?
        if snapshotProblems.isEmpty && !usable.isEmpty {
            let layoutStart = Clock.now()
            laidOut = layOut(&usable, base: base, progress: &progress)
            progress.timings.layout = Clock.now() - layoutStart
        }
        if let laidOut, reachedSnapshot {
            // What solving left behind goes back before the documents take their pages (`Feed`'s builds only:
            // a watch rebuild frees little, and often).
            if dropsRunData { FreedMemory.release() }
            let assembled = Clock.now()
            fill(&document, with: usable, layout: laidOut)
            let unplaced = unplacedContent(document.sections) + wrappedLineProblems(document.sections)
            progress.diagnostics += unplaced
            if keepsLastGoodSections && !unplaced.isEmpty {
                leaveOut(unplaced, from: &usable, base: base, into: &document, progress: &progress)
            }
            progress.timings.assembly += Clock.now() - assembled
            return usable
        }
        if !keepsLastGoodSections { layout = nil }
        return keepsLastGoodSections ? [] : usable
    }

    /// Solves the layout of `usable`; in watch mode a section the layout rejects falls back to its last good run
    /// (and `usable` loses sections without one), and the snapshot is built again for what is left.
    private func layOut(_ usable: inout [Int], base: Snapshot?, progress: inout RunProgress) -> LayoutResult? {
        var (layout, problems) = solve(usable)
        progress.diagnostics += problems
        guard layout == nil, keepsLastGoodSections, let fallback = fallBackToLastGood(usable, rejected: problems)
        else { return layout }
        usable = fallback
        // The sections put back got new revisions, so the snapshot takes their last good runs.
        let retryProblems = buildSnapshot(usable, base: base ?? snapshot)
        if retryProblems.isEmpty && !usable.isEmpty { (layout, problems) = solve(usable) }
        progress.diagnostics += (retryProblems + problems).filter { !progress.diagnostics.contains($0) }
        return layout
    }

    /// Leaves out the sections whose content is not finite, or wraps into too many lines (`unplaced`, their
    /// errors), as a rejected layout is left out (`layOut`): their last good runs stand in, or they are dropped and
    /// the rest laid out again. Found only once the content is laid out, they were printed with `null` frames
    /// beside their errors.
    private func leaveOut(
        _ unplaced: [Diagnostic], from usable: inout [Int], base: Snapshot?, into document: inout FeedDocument,
        progress: inout RunProgress
    ) {
        guard let fallback = fallBackToLastGood(usable, rejected: unplaced) else { return }
        usable = fallback
        var problems = buildSnapshot(usable, base: base ?? snapshot)
        var laidOut: LayoutResult?
        if problems.isEmpty && !usable.isEmpty { (laidOut, problems) = solve(usable) }
        // The sections left solved before: what they report again is not news.
        progress.diagnostics += problems.filter { !progress.diagnostics.contains($0) }
        guard let laidOut else {
            usable = []
            layout = nil
            document.sections = []
            document.supplementaries = []
            document.contentSize = .zero
            return
        }
        fill(&document, with: usable, layout: laidOut)
    }

    /// The document's sections, size, global boundaries and scroll state from `layout`.
    private func fill(_ document: inout FeedDocument, with usable: [Int], layout: LayoutResult) {
        self.layout = layout
        document.contentSize = layout.contentSize
        document.scrollDirection = layout.configuration.scrollDirection
        document.sections = assemble(usable, layout: layout)
        document.supplementaries = globalSupplementaries(layout)
        document.measureEffects(settings: layout.configuration.containerSettings)
        if let offset = configuration.scrollOffset {
            document.scroll(
                to: offset, layout: layout, in: configuration.bars.scrollContainer(in: layout.environment))
            document.applyEffects(rowOffset: offset, scrollDirection: layout.configuration.scrollDirection)
        }
    }

    /// Sorts the run's problems (feed.lua's first, then by script in file-name order, each in the order found)
    /// into the document, with the log and timings of the run.
    func finish(_ document: inout FeedDocument, _ progress: RunProgress) {
        let ranks = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.name, $0) })
        func rank(_ script: String) -> Int {
            ranks[script] ?? (script == FeedFolder.manifestName ? -1 : Int.max)
        }
        let sorted = progress.diagnostics.enumerated().sorted { lhs, rhs in
            (rank(lhs.element.script), lhs.offset) < (rank(rhs.element.script), rhs.offset)
        }.map(\.element)
        document.errors = sorted.filter { $0.severity == .error }
        document.warnings = sorted.filter { $0.severity == .warning }
        if entries.contains(where: { $0.run.cells != nil }) {
            document.warnings += FontLibrary.shared.takeUnreported().map {
                Diagnostic(.warning, script: "fonts", message: $0)
            }
        }
        if !document.errors.isEmpty && !keepsLastGoodSections {
            document.sections = []
            document.contentSize = .zero
            snapshot = nil
        }
        // After the layout, so `print` inside `layout(env)` and `measure` is in it too.
        log = manifestEntry.printed + entries.flatMap(\.runtime.printed)
        timings = progress.timings
    }
}
