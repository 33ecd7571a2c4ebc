import Dispatch
import FeedDiff
import FeedJSON
import FeedLayout
import FeedScripting
import LuaBridge
import Synchronization
import TextShaping

/// The feed pipeline: discover → run scripts (in parallel, one Lua state each) → lay out → snapshot → document.
///
/// A pipeline lives as long as its feed is watched: runtimes keep their Lua states, and `run(rerunning:)` runs
/// only the scripts named (plus scripts never run), reusing every other section's last result. Diffing against a
/// baseline is `FeedComparison`'s job; `FeedBuild` joins the two with the state file.
///
/// `@unchecked Sendable`: one thread drives a pipeline at a time; inside a run it hands each runtime to one task.
package final class FeedPipeline: @unchecked Sendable {
    package private(set) var folder: FeedFolder
    package var configuration: PipelineConfiguration
    /// Keep a failing script's last good section in the document (`feed watch`); its errors are still reported.
    package var keepsLastGoodSections = false
    /// The timings of the last run.
    package private(set) var timings = PipelineTimings()
    /// The `print` lines of the last run, prefixed with their script's name, in file-name order.
    package private(set) var log: [String] = []
    /// The snapshot of the last run's sections and items (nil when it failed).
    package private(set) var snapshot: Snapshot?
    /// The layout of the last run that laid the feed out (nil when it failed, unless `keepsLastGoodSections`).
    package private(set) var layout: LayoutResult?

    private(set) var runtimes: [ScriptRuntime]
    private(set) var manifest: FeedManifest?
    private var manifestDiagnostics: [Diagnostic] = []
    private var manifestLoaded = false
    /// `print` lines of `feed.lua`'s last load, with what the log cap dropped.
    private var manifestPrinted: [String] = []
    private var hasRun: Set<String> = []
    /// The memory all the feed's Lua states and the values they return share (`ScriptLimits.memoryLimit`).
    let memory = MemoryAccount(limit: ScriptLimits.defaultMemoryLimit)
    /// The cancellation of the run in progress (or the last one), for `cancel()` from another thread.
    private let runCancellation = Mutex<LuaCancellation?>(nil)
    /// The last layout and the sections changed since (`FeedPipeline+Relayout.swift`).
    var layoutCache: LayoutCache?
    /// The parts of the last laid-out document's sections, in feed order (`FeedPipeline+Parts.swift`).
    var parts: [SectionParts] = []
    /// Scripts that ran or were laid out again since `parts` were assembled.
    var partsStale: Set<String> = []
    /// The section index of each script in `snapshot`, and the scripts that ran or were laid out again since.
    private var snapshotSections: [String: Int] = [:]
    private var snapshotStale: Set<String> = []

    package init(folder: FeedFolder, configuration: PipelineConfiguration = PipelineConfiguration()) {
        self.folder = folder
        self.configuration = configuration
        runtimes = folder.scripts.map { ScriptRuntime(file: $0, folder: folder) }
    }

    /// Lists the folder again (for `feed watch`): new scripts get runtimes, removed ones are dropped, the others
    /// keep their state and last results.
    package func rediscover() throws(HostError) {
        let fresh = try FeedFolder.discover(at: folder.path)
        let existing = Dictionary(uniqueKeysWithValues: runtimes.map { ($0.file.name, $0) })
        runtimes = fresh.scripts.map { existing[$0.name] ?? ScriptRuntime(file: $0, folder: fresh) }
        if fresh.manifest != folder.manifest { manifestLoaded = false }
        folder = fresh
    }

    /// The scripts a change to `relativePath` (relative to the feed folder) affects: the script itself, every
    /// script that read a changed `data/` file or required a changed `lib/` module (and `feed.lua`, which may
    /// require modules too); `feed.lua` alone for `feed.lua`, which re-orders and re-configures the feed without
    /// running any section script again (sections that change position are laid out again).
    package func scripts(affectedBy relativePath: String) -> Set<String> {
        if relativePath == FeedFolder.manifestName { return [relativePath] }
        if relativePath.hasPrefix("data/") {
            let name = DependencyPath.normalized(relativePath.dropFirst(5))
            return Set(
                runtimes.filter { $0.result.dataFiles.contains { DependencyPath.normalized($0[...]) == name } }
                    .map(\.file.name))
        }
        if relativePath.hasPrefix("lib/"), relativePath.hasSuffix(".lua") {
            let module = relativePath.dropFirst(4).dropLast(4).split(separator: "/").joined(separator: ".")
            let requirers = Set(runtimes.filter { $0.result.modules.contains(module) }.map(\.file.name))
            return folder.manifest == nil ? requirers : requirers.union([FeedFolder.manifestName])
        }
        return runtimes.contains { $0.file.name == relativePath } ? [relativePath] : []
    }

    /// Runs the pipeline and returns the laid-out document, without changes (see `FeedComparison`).
    ///
    /// - Parameters:
    ///   - names: script file names to run again (`feed.lua` reloads the manifest); nil runs everything. Scripts
    ///     that have never run are always run.
    /// - Returns: the document; on any error its `sections` are empty (unless `keepsLastGoodSections`) and
    ///   `errors` lists every problem of every script.
    ///   - base: a snapshot whose identifier table the new snapshot shares, so diffing against it is linear (the
    ///     baseline's); the last run's snapshot when nil.
    package func run(rerunning names: Set<String>? = nil, sharingIdentifiersWith base: Snapshot? = nil) -> FeedDocument
    {
        var timings = PipelineTimings()
        let environment = configuration.environment
        let cancellation = LuaCancellation()
        runCancellation.withLock { $0 = cancellation }
        memory.limit = configuration.limits.feedMemoryLimit
        for runtime in runtimes { runtime.beginRun(cancellation: cancellation) }
        if !manifestLoaded || names == nil || names?.contains(FeedFolder.manifestName) == true { loadManifest() }

        // Step 1, in parallel: run each file and call items(ctx).
        let scriptsStart = Clock.now()
        let predicted = predictedIndices()
        let toLoad = runtimes.indices.filter { index in
            let name = runtimes[index].file.name
            return names == nil || names?.contains(name) == true || !hasRun.contains(name)
        }
        let configuration = self.configuration
        let memory = self.memory
        parallel(toLoad) { runtime, index in
            runtime.load(configuration: configuration, predictedIndex: predicted[index], memory: memory)
        }
        for index in toLoad { hasRun.insert(runtimes[index].file.name) }

        // Feed order: feed.lua's list, then the others in file-name order.
        let declared = runtimes.map {
            SectionOrder.Declared(script: $0.file.name, id: $0.result.id ?? $0.file.baseName)
        }
        let (order, orderDiagnostics) = SectionOrder.resolve(declared, listed: manifest?.sections)

        // Step 2, in parallel: layout(env), now that each section's index and item count are known.
        let reloaded = Set(toLoad)
        let toLay = order.enumerated().filter { position, index in
            reloaded.contains(index) || runtimes[index].result.environment?.sectionIndex != position
        }
        let positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        parallel(toLay.map(\.element)) { runtime, index in
            runtime.lay(configuration: configuration, index: positions[index] ?? 0)
        }
        let changed = (toLoad + toLay.map(\.element)).map { runtimes[$0].file.name }
        layoutCache?.markStale(changed)
        partsStale.formUnion(changed)
        snapshotStale.formUnion(changed)
        timings.scripts = Clock.now() - scriptsStart
        var diagnostics = manifestDiagnostics + orderDiagnostics
        if runtimes.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning, script: folder.path,
                    message: "no section scripts: the feed is every *.lua at its top level"))
        }
        for runtime in runtimes {
            timings.lua += runtime.result.luaNanoseconds
            timings.encoding += runtime.result.encodingNanoseconds
            diagnostics += runtime.result.diagnostics
        }
        // Failed scripts are reported above; in watch mode their last good section stands in. A run becomes the
        // last good one only once laid out, so a section the layout engine rejects falls back too.
        if keepsLastGoodSections {
            for runtime in runtimes where !runtime.result.succeeded { _ = runtime.restoreLastGood() }
        }
        var usable = order.filter { runtimes[$0].result.succeeded }
        var document = FeedDocument(environment: environment)
        // The snapshot finds item ids repeated across scripts; a run that stops before it looks for them itself.
        let reachedSnapshot =
            usable.count == order.count && diagnostics.allSatisfy({ $0.severity == .warning }) || keepsLastGoodSections
        var snapshotProblems: [Diagnostic] = []
        if reachedSnapshot {
            let assemblyStart = Clock.now()
            snapshotProblems = buildSnapshot(usable, base: base ?? snapshot)
            diagnostics += snapshotProblems
            timings.assembly = Clock.now() - assemblyStart
        } else {
            diagnostics += repeatedItemIDs(order)
        }
        // The sections that ran are laid out even when others failed, so their layout problems are reported in
        // the same run; the document only takes a layout of every section.
        var laidOut = false
        if snapshotProblems.isEmpty && !usable.isEmpty {
            let layoutStart = Clock.now()
            var (layout, layoutProblems) = solve(usable)
            diagnostics += layoutProblems
            if layout == nil, keepsLastGoodSections, let fallback = fallBackToLastGood(usable, rejected: layoutProblems)
            {
                usable = fallback
                // A section put back ran no differently this time, but its parts and the snapshot just built may
                // show the rejected result.
                partsStale.formUnion(runtimes.map(\.file.name))
                snapshotStale.formUnion(runtimes.map(\.file.name))
                let retryProblems = buildSnapshot(usable, base: base ?? snapshot)
                if retryProblems.isEmpty && !usable.isEmpty { (layout, layoutProblems) = solve(usable) }
                diagnostics += (retryProblems + layoutProblems).filter { !diagnostics.contains($0) }
            }
            timings.layout = Clock.now() - layoutStart
            if let layout, reachedSnapshot {
                let assembled = Clock.now()
                laidOut = true
                self.layout = layout
                document.contentSize = layout.contentSize
                document.sections = assemble(usable, layout: layout)
                document.supplementaries = globalSupplementaries(layout)
                if let offset = configuration.scrollOffset {
                    document.scroll(
                        to: offset, layout: layout, in: configuration.bars.scrollContainer(in: layout.environment))
                    document.applyEffects(rowOffset: offset, scrollDirection: layout.configuration.scrollDirection)
                }
                timings.assembly += Clock.now() - assembled
            }
        }
        if !laidOut && !keepsLastGoodSections { self.layout = nil }
        if laidOut || !keepsLastGoodSections {
            for index in usable { runtimes[index].commit() }
        }
        let ranks = Dictionary(uniqueKeysWithValues: runtimes.enumerated().map { ($1.file.name, $0) })
        let sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let left = ranks[lhs.element.script] ?? (lhs.element.script == FeedFolder.manifestName ? -1 : Int.max)
            let right = ranks[rhs.element.script] ?? (rhs.element.script == FeedFolder.manifestName ? -1 : Int.max)
            return (left, lhs.offset) < (right, rhs.offset)
        }.map(\.element)
        document.errors = sorted.filter { $0.severity == .error }
        document.warnings = sorted.filter { $0.severity == .warning }
        if runtimes.contains(where: { $0.result.cells != nil }) {
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
        log = manifestPrinted + runtimes.flatMap(\.printed)
        self.timings = timings
        return document
    }

    /// Stops the run in progress (from any thread): every script still running ends at its next hook tick with
    /// a "cancelled" error, and the run finishes quickly with those errors. A later run is not affected.
    package func cancel() {
        runCancellation.withLock { $0?.cancel() }
    }

    /// Adds the diff's time to the last run's timings.
    func recordDiffTime(_ nanoseconds: UInt64) {
        timings.diff = nanoseconds
    }

    // MARK: Steps

    /// Runs `feed.lua` in its own Lua state, when the folder has one.
    private func loadManifest() {
        manifestLoaded = true
        manifest = nil
        manifestDiagnostics = []
        manifestPrinted = []
        guard let file = folder.manifest else { return }
        let printed = Lines()
        defer { manifestPrinted = printed.lines }
        do {
            let source = String(decoding: try file.read(), as: UTF8.self)
            let folder = self.folder
            let state = try LuaState(
                name: file.name, limits: configuration.limits.luaLimits, account: memory,
                log: { printed.append($0) },
                moduleSource: { name throws(ModuleUnreadable) in try folder.moduleSource(named: name) },
                moduleSuggestion: { folder.moduleName(near: $0) })
            defer { if let dropped = state.droppedPrintSummary { printed.append("\(file.name): \(dropped)") } }
            state.cancellation = runCancellation.withLock { $0 }
            manifest = try ManifestScript.load(name: file.name, source: source, state: state)
        } catch let error as HostError {
            manifestDiagnostics = [Diagnostic(script: file.name, message: error.description)]
        } catch let error as ScriptError {
            manifestDiagnostics = error.diagnostics.map(\.withRaisingHint)
        } catch let error as LuaError {
            manifestDiagnostics = [Diagnostic(script: file.name, line: error.line, message: error.message)]
        } catch {
            manifestDiagnostics = [Diagnostic(script: file.name, message: "\(error)")]
        }
    }

    /// Each script's likely feed position, taking its file name as its id (right for nearly every feed); the
    /// exact position reaches `layout(env)` in step 2.
    private func predictedIndices() -> [Int] {
        let declared = runtimes.map { SectionOrder.Declared(script: $0.file.name, id: $0.file.baseName) }
        let order = SectionOrder.resolve(declared, listed: manifest?.sections).order
        var predicted = [Int](repeating: 0, count: runtimes.count)
        for (position, index) in order.enumerated() { predicted[index] = position }
        return predicted
    }

    /// Runs `body` for each runtime index on all cores.
    private func parallel(_ indices: [Int], _ body: @Sendable (ScriptRuntime, Int) -> Void) {
        let runtimes = self.runtimes
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            body(runtimes[indices[slot]], indices[slot])
        }
    }

    /// The snapshot of the sections in `order`; item ids repeated across sections are errors naming both scripts.
    private func buildSnapshot(_ order: [Int], base: Snapshot?) -> [Diagnostic] {
        // Sections whose scripts neither ran nor were laid out again since the last snapshot are taken over from
        // it, so only the changed sections' identifiers are hashed; it must share `base`'s identifiers, or the
        // diff against `base` would hash them all again.
        let previous = snapshot.flatMap { previous in base.map(previous.sharesIdentifiers) ?? true ? previous : nil }
        let reused = order.map { index -> Int? in
            let name = runtimes[index].file.name
            return previous == nil || snapshotStale.contains(name) ? nil : snapshotSections[name]
        }
        func content(_ index: Int) -> (id: String, hash: UInt64, items: [(id: String, hash: UInt64)]) {
            let run = runtimes[index].result
            return (
                id: run.id ?? "", hash: Self.sectionHash(run).value,
                items: zip(run.items, run.itemPayloads).map {
                    (id: $0.id, hash: ItemDocument.rowHash($1.hash, $0.outline).value)
                }
            )
        }
        do {
            if let previous, reused.contains(where: { $0 != nil }) {
                let sources = zip(order, reused).map { index, reused -> Snapshot.SectionSource in
                    if let reused { return .reused(reused) }
                    let section = content(index)
                    return .content(id: section.id, hash: section.hash, items: section.items)
                }
                snapshot = try Snapshot(sections: sources, reusingSectionsOf: previous)
            } else {
                snapshot = try Snapshot(sections: order.map(content), sharingIdentifiersWith: base)
            }
            for (index, reused) in zip(order, reused) where reused == nil {
                try setOutline(of: runtimes[index].result)
            }
            snapshotSections = Dictionary(
                order.enumerated().map { (runtimes[$1].file.name, $0) }, uniquingKeysWith: { first, _ in first })
            snapshotStale = []
            return []
        } catch {
            snapshot = nil
            snapshotSections = [:]
            guard case .duplicateIdentifiers(_, let items) = error else {
                return [Diagnostic(script: FeedFolder.manifestName, message: error.description)]
            }
            let scriptOf = Dictionary(
                order.map { (runtimes[$0].result.id ?? "", runtimes[$0].file.name) }, uniquingKeysWith: { a, _ in a })
            return items.map { duplicate in
                let scripts = duplicate.sections.map { scriptOf[$0] ?? $0 }
                return Self.repeatedItem(duplicate.id, in: scripts.last ?? "", alsoIn: scripts.dropLast())
            }
        }
    }

    /// Marks the section of an outline script's run as an outline in the snapshot (its rows' parents).
    private func setOutline(of run: SectionRun) throws(SnapshotError) {
        guard let id = run.id, run.items.first?.outline != nil else { return }
        try snapshot?.setParents(run.items.map { $0.outline?.parentRow ?? -1 }, ofSection: id)
    }

    /// Item ids used by more than one script, for a run that fails before its snapshot (which would find them).
    private func repeatedItemIDs(_ order: [Int]) -> [Diagnostic] {
        var owner: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for index in order {
            let script = runtimes[index].file.name
            var seen = Set<String>()
            for item in runtimes[index].result.items where seen.insert(item.id).inserted {
                if let first = owner[item.id] {
                    diagnostics.append(Self.repeatedItem(item.id, in: script, alsoIn: [first]))
                } else {
                    owner[item.id] = script
                }
            }
        }
        return diagnostics
    }

    static func repeatedItem(_ id: String, in script: String, alsoIn others: [String]) -> Diagnostic {
        Diagnostic(
            script: script, field: "items",
            message: "item id \"\(id)\" is also used by \(others.joined(separator: ", ")); item ids must be unique "
                + "across the feed")
    }

    /// Lays the sections out; every validation problem (or the first geometric one) comes back as a diagnostic
    /// of the script whose layout it is.
    private func solve(_ order: [Int]) -> (LayoutResult?, [Diagnostic]) {
        var inputs: [SectionInput] = []
        inputs.reserveCapacity(order.count)
        for index in order {
            let run = runtimes[index].result
            guard let input = run.recipe?.sectionInput(itemCount: run.items.count, rows: run.listRows) else {
                return (nil, [])
            }
            inputs.append(input)
        }
        let solver = LayoutSolver(
            environment: configuration.environment, configuration: manifest?.configuration ?? LayoutConfiguration())
        if let stale = layoutCache?.stalePositions(of: order.map { self.runtimes[$0].file.name }, solver: solver) {
            return relayout(inputs, at: stale, order: order, solver: solver)
        }
        layoutCache = nil
        let problems = solver.validate(inputs)
        if !problems.isEmpty { return (nil, problems.map { diagnostic(for: $0, order: order) }) }
        let runtimes = self.runtimes
        do {
            let result = try solver.solve(inputs) { request in
                guard let section = request.section else { return nil }
                return runtimes[order[section]].measure(request)
            }
            let measureProblems = order.flatMap { runtimes[$0].result.errors }
            guard measureProblems.isEmpty else { return (nil, measureProblems) }
            layoutCache = LayoutCache(solver: solver, scripts: order.map { runtimes[$0].file.name }, result: result)
            return (result, [])
        } catch {
            return (nil, [diagnostic(for: error, order: order)])
        }
    }

    func diagnostic(for error: LayoutError, order: [Int]) -> Diagnostic {
        guard let section = error.section, order.indices.contains(section) else {
            let script = error.path.hasPrefix("environment") ? "command line" : FeedFolder.manifestName
            return Diagnostic(script: script, field: error.path, message: error.message)
        }
        return runtimes[order[section]].diagnostic(for: error)
    }

    // MARK: Document

    /// The hash that makes a section `updated`: its header and footer payloads and its layout recipe.
    static func sectionHash(_ run: SectionRun) -> ContentHash {
        run.sectionHash ?? computeSectionHash(run)
    }

    /// The parts `sectionHash` covers, hashed one by one.
    static func sectionParts(_ run: SectionRun) -> SectionPartHashes {
        run.sectionParts ?? computeSectionHashes(run).parts
    }

    /// `sectionHash` from scratch (`ScriptRuntime.lay` keeps the result).
    static func computeSectionHash(_ run: SectionRun) -> ContentHash {
        computeSectionHashes(run).whole
    }

    /// `sectionHash` and its parts from scratch: the header and footer payloads and the canonical encoding of the
    /// decoded recipe (`JSONValue(recipe:)`: DSL names as keys, sorted, numbers as the JSON writer prints them), so
    /// neither a renamed Swift property nor another toolchain changes it. Changing what goes in changes every
    /// section's hash: raise `FeedState.currentHashVersion` with it.
    static func computeSectionHashes(_ run: SectionRun) -> (whole: ContentHash, parts: SectionPartHashes) {
        let header = run.header?.bytes ?? []
        let footer = run.footer?.bytes ?? []
        var layout: [UInt8] = []
        if let recipe = run.recipe {
            var writer = JSONWriter(capacity: 512)
            writer.value(JSONValue(recipe: recipe.recipe))
            layout = writer.bytes
        }
        var bytes: [UInt8] = []
        bytes += header
        bytes.append(0)
        bytes += footer
        bytes.append(0)
        bytes += layout
        return (ContentHash(of: bytes), SectionPartHashes(layout: layout, header: header, footer: footer))
    }

    static func section(_ run: SectionRun, layout: FeedLayout.SectionLayout, index: Int) -> SectionDocument {
        var items: [ItemDocument] = []
        items.reserveCapacity(run.items.count)
        var cells = run.cells
        for (offset, item) in run.items.enumerated() {
            let frame = layout.itemFrame(offset)
            items.append(
                ItemDocument(
                    id: item.id, index: offset, frame: frame, zIndex: layout.itemZIndex(offset),
                    fields: run.itemPayloads[offset], content: cells?.content(of: item, frame: frame) ?? [],
                    outline: item.outline))
        }
        let supplementaries = layout.supplementaries.enumerated().map { index, frame in
            let fields: Payload
            switch (frame.kind, frame.item) {
            case ("header", nil): fields = run.header ?? .empty
            case ("footer", nil): fields = run.footer ?? .empty
            default: fields = .empty
            }
            let payload: FieldObject?
            switch (frame.kind, frame.item) {
            case ("header", nil): payload = run.headerFields
            case ("footer", nil): payload = run.footerFields
            case (_, let item?): payload = run.items.indices.contains(item) ? run.items[item].fields : nil
            default: payload = nil
            }
            let hidden = frame.item.map { run.hiddenSupplementaries[$0]?.contains(frame.kind) == true } ?? false
            var document = SupplementaryDocument(
                kind: frame.kind, item: frame.item, frame: frame.frame, zIndex: frame.zIndex, fields: fields,
                isPinned: frame.isPinned, isHidden: hidden,
                content: cells?.content(ofSupplementary: frame.kind, fields: payload, frame: frame.frame) ?? [])
            document.pinRange = layout.pinningRange(ofSupplementary: index)
            return document
        }
        var document = SectionDocument(
            id: run.id ?? run.script.baseName, index: index, script: run.script.name, frame: layout.frame,
            orthogonalScrolling: layout.orthogonalScrolling, scrollContentSize: layout.scrollContentSize,
            restOffsets: layout.restOffsets, items: items, supplementaries: supplementaries,
            decorations: layout.decorations.map {
                DecorationDocument(kind: $0.kind, frame: $0.frame, zIndex: $0.zIndex)
            },
            hash: sectionHash(run), parts: sectionParts(run))
        if case .section(let section)? = run.recipe?.recipe, layout.orthogonalScrolling != .none {
            document.effects = section.effects
        }
        if case .list? = run.recipe?.recipe {
            document.separators = layout.separators
            document.listBackground = layout.listBackground
        }
        return document
    }
}
