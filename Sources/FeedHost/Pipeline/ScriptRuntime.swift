import CellLayout
import FeedJSON
import FeedLayout
import FeedScripting
import LuaBridge
import StableHashing
import Synchronization

/// One section script with its own Lua state and limits, run by the pipeline in two steps: `load` (run the file,
/// decode the provider, call `items(ctx)`), then `lay` (call `layout(env)` once the section's place is known).
///
/// A runtime keeps its state after a run: the layout engine calls back into it (`measure`) to size self-sizing
/// items, and `feed watch` runs it again when its file, or a `data/` or `lib/` file it read, changes.
///
/// `@unchecked Sendable`: a runtime is used by one thread at a time — the pipeline hands each runtime to exactly
/// one task of a parallel step and touches it again only after that step has ended.
final class ScriptRuntime: @unchecked Sendable {
    let file: ScriptFile
    private let folder: FeedFolder
    private var script: SectionScript?
    /// What the current run has produced so far.
    private(set) var result: SectionRun
    /// The last run that produced a complete section (for `feed watch`, which keeps it when a run fails).
    private(set) var lastGood: SectionRun?
    /// The script that produced `lastGood`: restored with it, so `measure` and a re-lay at a new position answer
    /// for the section shown rather than for a broken save.
    private var lastGoodScript: SectionScript?
    /// What `print` logged in the current run: the load's lines, then the latest `layout`'s and `measure`'s.
    private var output = Lines()
    private var loadLineCount = 0
    /// What the log cap dropped during the load (the state may be gone when the load failed).
    private var droppedAtLoad: String?
    /// Bytes the state held after the load's collection, so `lay` collects only when `layout(env)` left more.
    private var memoryAfterLoad = 0
    /// What `layout(env)` may leave behind uncollected: a few kilobytes of recipe tables are not worth two
    /// full collections of the whole state (its DSL, cell templates and provider), once per script and run.
    private static let garbageWorthCollecting = 256 << 10
    /// A `measure` of this run hit a limit or was cancelled: the next ones are not called (one failure costs
    /// the script once, not once per item).
    private var measureStopped = false
    /// The load left its collection to `collectDeferredGarbage()`.
    private var collectionPending = false
    /// The modules the current load's state has read, with their hashes: `layout(env)` and `measure` may
    /// require modules too, after the load.
    private var moduleReads = ReadHashRecorder()

    /// The cancellation of the pipeline run in progress.
    private var cancellation = LuaCancellation()
    /// How many diagnostics a run keeps (`FeedPipeline.diagnosticShare`), set before the feed's scripts run.
    var diagnosticShare = Int.max
    /// Whether `ctx.data` hashes the bytes it reads (`FeedPipeline.hashesDataReads`), set with it.
    var hashesDataReads = false

    init(file: ScriptFile, folder: FeedFolder) {
        self.file = file
        self.folder = folder
        result = SectionRun(script: file)
    }

    /// Runs the file in a fresh Lua state, decodes its provider and calls `items(ctx)`; the state and the values
    /// it returns are charged to `memory`, the feed's shared account. With `defersCollection`, the garbage the
    /// run left waits for `collectDeferredGarbage()` instead of being collected before this returns.
    ///
    /// Every problem becomes a diagnostic of this script in `result`; nothing the script does throws here.
    func load(
        configuration: PipelineConfiguration, predictedIndex: Int, memory: MemoryAccount,
        defersCollection: Bool = false, containerSettings: ContainerSettings = ContainerSettings()
    ) {
        let start = Clock.now()
        var run = SectionRun(script: file)
        defer {
            run.luaNanoseconds = Clock.now() - start
            run.keepDiagnostics(within: diagnosticShare)
            result = run
        }
        script = nil
        let source: String
        do {
            (source, run.sourceHash) = try file.hashedSource()
        } catch {
            run.diagnostics.append(Diagnostic(script: file.name, message: error.description))
            return
        }
        let log = Lines()
        output = log
        droppedAtLoad = nil
        measureStopped = false
        let dataReads = DataReads()
        moduleReads = ReadHashRecorder()
        guard let state = openState(configuration: configuration, memory: memory, log: log, run: &run) else { return }
        defer { finishLoad(of: state, log: log, dataReads: dataReads, defersCollection: defersCollection, run: &run) }
        let context = ScriptContext(
            vars: configuration.variables,
            environment: ScriptEnvironment(
                layout: configuration.environment, itemCount: 0, sectionIndex: predictedIndex,
                containerSettings: containerSettings),
            readData: dataReader(for: state, noting: dataReads))
        do throws(ScriptError) {
            let loaded = try SectionScript(name: file.name, source: source, state: state)
            script = loaded
            run.id = loaded.definition.id
            let itemsStart = Clock.now()
            (run.items, run.itemsMayHoldHostFields) = try loaded.readItems(context: context)
            run.itemsNanoseconds = Clock.now() - itemsStart
            if let empty = EmptySectionWarning.check(
                script: file.name, itemCount: run.items.count, dataFiles: dataReads.names.lines)
            {
                run.diagnostics.append(empty)
            }
            encodePayloads(of: loaded, into: &run)
            compileCells(of: loaded, configuration: configuration, into: &run)
        } catch {
            run.addStop(error.diagnostics)
        }
    }

    /// A fresh Lua state for this script, charged to `memory`, its `print` going to `log`, the modules it requires
    /// noted in `moduleReads`; nil, with the problem in `run`, when the state cannot be made.
    private func openState(
        configuration: PipelineConfiguration, memory: MemoryAccount, log: Lines, run: inout SectionRun
    ) -> LuaState? {
        let folder = self.folder
        do {
            let state = try LuaState(
                name: file.name, limits: configuration.limits.luaLimits, account: memory, log: { log.append($0) },
                moduleSource: folder.moduleSource(noting: moduleReads),
                moduleSuggestion: { folder.moduleName(near: $0) })
            state.cancellation = cancellation
            return state
        } catch {
            run.diagnostics.append(Diagnostic(script: file.name, message: error.description))
            return nil
        }
    }

    /// `ctx.data(name)`: a file of the feed's `data/` folder, noted in `dataReads` (for `feed watch`) and charged
    /// to the state's limits. A byte order mark is dropped, as RFC 8259 §8.1 lets a JSON parser do: editors that
    /// add one to a saved file are common, and its parse error (`1:1: unexpected character`) did not say why.
    private func dataReader(for state: LuaState, noting dataReads: DataReads) -> @Sendable (String) throws -> String {
        let (folder, hashes) = (self.folder, hashesDataReads)
        return { [state] name in
            dataReads.names.appendOnce(name)
            let (bytes, target) = try folder.readDataFileAndTarget(named: name)
            dataReads.targets.appendOnce(target)
            if hashes { dataReads.hashes.note(target, hash: FNV1a.of(bytes)) }
            state.charge(bytes.count / 4 + 1)
            return String(decoding: bytes[ByteOrderMark.length(in: bytes)...], as: UTF8.self)
        }
    }

    /// What every load does last, however it ended: gives back the garbage the run left (now, or once the
    /// rebuild's output is out), so a watched feed does not keep every script's peak alive, and notes the log,
    /// the files read and the modules required.
    private func finishLoad(
        of state: LuaState, log: Lines, dataReads: DataReads, defersCollection: Bool, run: inout SectionRun
    ) {
        collectionPending = defersCollection
        if !defersCollection { state.releaseGarbage() }
        memoryAfterLoad = state.memoryInUse
        run.log = log.lines
        loadLineCount = run.log.count
        droppedAtLoad = state.droppedPrintSummary
        run.dataFiles = dataReads.names.lines
        run.dataTargets = dataReads.targets.lines
        run.dataHashes = dataReads.hashes.hashes
        run.modules = state.requiredModules
        run.moduleHashes = moduleReads.hashes
    }

    /// The items', header's and footer's canonical JSON, which the section's content hash is taken from.
    private func encodePayloads(of loaded: SectionScript, into run: inout SectionRun) {
        let encodingStart = Clock.now()
        run.itemPayloads = Payload.encode(run.items)
        run.header = loaded.definition.header.map(Payload.init)
        run.footer = loaded.definition.footer.map(Payload.init)
        run.encodingNanoseconds = Clock.now() - encodingStart
        run.headerFields = loaded.definition.header
        run.footerFields = loaded.definition.footer
    }

    /// The section's cell templates, compiled and applied to its items at the environment's text size.
    private func compileCells(
        of loaded: SectionScript, configuration: PipelineConfiguration, into run: inout SectionRun
    ) {
        guard !loaded.definition.cells.isEmpty else { return }
        let text = TextEnvironment(
            category: configuration.environment.traits.preferredContentSizeCategory,
            scale: configuration.environment.scale, isRightToLeft: configuration.environment.isRightToLeft)
        let (cells, problems) = SectionCells.compile(
            loaded.definition.cells, items: run.items, script: file.name, text: text)
        run.cells = cells
        run.diagnostics += problems
    }

    /// Lets go of the last load's state, and of what its values were charged, before the script is run again.
    func dropState() {
        script = nil
    }

    /// Starts a pipeline run for a runtime that keeps its state: the time limit and the log cap start afresh,
    /// the log keeps the load's lines only, and the run's cancellation reaches the state.
    func beginRun(cancellation: LuaCancellation) {
        self.cancellation = cancellation
        measureStopped = false
        output.keepFirst(loadLineCount)
        for state in [script?.state, lastGoodScript?.state].compactMap({ $0 }) {
            state.startRun()
            state.cancellation = cancellation
        }
    }

    /// `print` lines of the current run, in order (the load's, then the latest `layout`'s and `measure`'s), and
    /// a last line saying how much the log cap dropped, if it dropped any.
    var printed: [String] {
        guard let dropped = script?.state.droppedPrintSummary ?? droppedAtLoad else { return output.lines }
        return output.lines + ["\(file.name): \(dropped)"]
    }

    /// Calls `layout(env)` for the section at `index` (custom groups' `frames(env)` included); `containerSettings`
    /// are `feed.lua`'s, which `env.container` reflects.
    func lay(configuration: PipelineConfiguration, index: Int, containerSettings: ContainerSettings) {
        guard let script, result.errors.isEmpty else { return }
        let start = Clock.now()
        let environment = ScriptEnvironment(
            layout: configuration.environment, itemCount: result.items.count, sectionIndex: index,
            vars: configuration.variables, containerSettings: containerSettings)
        result.environment = environment
        result.sectionHash = nil
        do {
            let recipe = try script.recipe(environment: environment)
            result.recipe = recipe
            let input = recipe.sectionInput(itemCount: result.items.count)
            result.anchoredSupplementaries = input.anchoredSupplementaryBound
            let itemKinds = HiddenSupplementaries.kinds(of: recipe)
            // Only when an item may hold a field read here (`readItems`): looking at each cost ~230 instructions
            // an item.
            let holdsFields = result.itemsMayHoldHostFields
            result.hiddenSupplementaries =
                holdsFields
                ? try HiddenSupplementaries.hidden(in: result.items, kinds: itemKinds, script: file.name) : [:]
            if var cells = result.cells {
                result.diagnostics += cells.countDemand(
                    items: result.items, itemKinds: Set(itemKinds), fits: input.mayMeasureItems,
                    limit: configuration.limits.sectionBudget, script: file.name)
                result.cells = cells
            }
            result.listRows =
                holdsFields
                ? try ListRowStyles.rows(
                    in: result.items, recipe: recipe, script: file.name, line: { script.itemLine(id: $0) }) : []
            // Computed here, in parallel with the other scripts, once for the snapshot and the document.
            (result.sectionHash, result.sectionParts) = result.computeHashes()
            // Also here rather than on the building thread: ~90 ns an item the snapshot otherwise waits for.
            result.snapshotItems = result.makeSnapshotItems()
        } catch {
            result.diagnostics.append(contentsOf: error.diagnostics.map(\.withRaisingHint))
        }
        if script.state.memoryInUse > memoryAfterLoad + Self.garbageWorthCollecting { script.state.releaseGarbage() }
        result.keepDiagnostics(within: diagnosticShare)
        result.luaNanoseconds += Clock.now() - start
    }

    /// The current run's items as the snapshot takes them: those `lay` made (let go here), else made now.
    func takeSnapshotItems() -> [(id: String, hash: UInt64)] {
        defer { result.snapshotItems = nil }
        return result.snapshotItems ?? result.makeSnapshotItems()
    }

    /// Drops the current run's item fields (ids and outline places stay) when nothing will read them: `layout(env)`
    /// has read what it needs (hidden boundary items, row styles), and the script has no `measure` or
    /// `measureSupplementary` to hand them to and no cell templates to fill. A large feed's items are then held
    /// once, as their encoded payloads, not also as values (112 bytes an item of 10 × 100k `{ id, title, score }`).
    func releaseItemFields() {
        guard let script, result.cells == nil, script.definition.measure == nil,
            script.definition.measureSupplementary == nil
        else { return }
        Self.releaseFields(of: &result.items)
    }

    /// In one access to the items: indexing `result.items` in the loop checked exclusive access to `result` for
    /// every item.
    private static func releaseFields(of items: inout [SectionItem]) {
        for index in items.indices { items[index].releaseFields() }
    }

    /// Collects the garbage the last load left (`load(defersCollection:)`); nothing when it left none.
    func collectDeferredGarbage() {
        guard collectionPending else { return }
        collectionPending = false
        guard let state = script?.state else { return }
        state.releaseGarbage()
        memoryAfterLoad = state.memoryInUse
    }

    /// Drops the current run's items and payloads once its section's document is assembled, in a pipeline that
    /// runs the script again before it lays out or assembles the section again (`FeedPipeline.releasesItems`).
    func releaseItems() {
        result.items = []
        result.itemPayloads = []
    }

    /// The rows of the current run that have their own separator, with the path and line each came from.
    var rowSeparatorSites: [RowSeparatorSite] {
        guard let script else { return [] }
        return ListRowStyles.sites(of: result.listRows, items: result.items, line: { script.itemLine(id: $0) })
    }

    /// Bytes the current script's Lua state holds (0 without one).
    var memoryInUse: Int { script?.state.memoryInUse ?? 0 }
    /// The provider the script returned in the current run, when it loaded.
    var loadedDefinition: SectionDefinition? { script?.definition }

    /// The script's recipe in `environment`, computed again in its state (for `feed export swift`), as a run of
    /// its own: the time limit counts this evaluation alone, as a build counts its one `layout(env)`. An export
    /// asks for 15 or more (each device, then other item counts); sharing one run's time, a `layout(env)` of
    /// 0.4 s that builds fine failed the later ones, and the failures read as a layout that depends on its items.
    func recipe(in environment: ScriptEnvironment) throws(ScriptError) -> SectionRecipe {
        guard let script else {
            throw ScriptError(Diagnostic(script: file.name, message: "the script did not load"))
        }
        script.state.startRun()
        return try script.recipe(environment: environment)
    }

    /// Answers the layout engine's sizing request for one of this section's items (`measure`, else its cell
    /// template fitted at the proposed width) or boundary items (`measureSupplementary`).
    ///
    /// - Returns: the measured size, or nil to keep the estimate (no function, or a failure, which is recorded as
    ///   a diagnostic).
    func measure(_ request: MeasureRequest) -> Size? {
        guard !measureStopped, let script, let environment = result.environment else { return nil }
        // An explicit measure wins; else a template fits its content at the proposed width.
        if case .item(let index) = request.element, result.items.indices.contains(index),
            script.definition.measure == nil, request.isHeightEstimated, var cells = result.cells
        {
            let height = cells.fittedHeight(of: result.items[index], width: request.proposedSize.width)
            if let height, !SectionCells.isWithinLimit(height) {
                if !cells.reportedOversizedFit {
                    result.diagnostics.append(
                        cells.oversizedFit(height, of: result.items[index], index: index, script: file.name))
                }
                result.cells = cells
                return nil
            }
            result.cells = cells
            if let height { return Size(width: request.proposedSize.width, height: height) }
        }
        do {
            return try script.answer(request, items: result.items, environment: environment)
        } catch {
            result.diagnostics.append(contentsOf: error.diagnostics.map(\.withRaisingHint))
            measureStopped = error.diagnostics.contains { $0.exceededLimit != nil } || cancellation.isCancelled
            return nil
        }
    }

    /// Runs the layout engine's batch of `measure` calls for this section's items, timed as one when the script
    /// answers them itself (`SectionScript.measuringBatch`); a cell template's fitting is the host's time.
    func measuring(_ batch: () -> Void) {
        guard !measureStopped, let script, script.definition.measure != nil else { return batch() }
        script.measuringBatch(batch)
    }

    /// A layout engine error of this section as a diagnostic pointing at the script's table and line.
    func diagnostic(for error: LayoutError) -> Diagnostic {
        guard let script, let recipe = result.recipe else {
            return Diagnostic(script: file.name, field: "layout", message: error.message)
        }
        return script.diagnostic(for: error, in: recipe).withRaisingHint
    }

    /// Records a problem found outside the script (layout, feed-wide checks).
    func report(_ diagnostic: Diagnostic) {
        result.diagnostics.append(diagnostic)
    }

    /// Marks the current run as the last good one when it is complete.
    ///
    /// - Returns: the last good run and script it replaces (its Lua state, its items), for the caller to let go
    ///   of where it likes; nil when the current run is not complete.
    @discardableResult
    func commit() -> RetiredRun? {
        guard result.succeeded else { return nil }
        noteModules()
        let retired = RetiredRun(run: lastGood, script: lastGoodScript)
        lastGood = result
        lastGoodScript = script
        return retired
    }

    /// Notes the modules the script's state has required in the current run, once it is laid out and measured: a
    /// module first required by `layout(env)` or `measure` is one of its dependencies as much as one its file
    /// requires.
    private func noteModules() {
        guard let state = script?.state else { return }
        result.modules = state.requiredModules
        result.moduleHashes = moduleReads.hashes
    }

    /// Puts the last good run back in place of a failed one (for `feed watch`); false when there is none.
    func restoreLastGood() -> Bool {
        guard let lastGood else { return false }
        result = lastGood
        script = lastGoodScript
        return true
    }
}

/// A last good run and its script once a newer run replaced them: freeing them closes a Lua state and releases
/// a section's items, which a `feed watch` save leaves for after its output (`FeedPipeline.retired`).
struct RetiredRun: Sendable {
    let run: SectionRun?
    let script: SectionScript?
}

/// Lines collected from callbacks of one Lua state (`print` output, data file names), in order.
final class Lines: Sendable {
    private let storage = Mutex<(lines: [String], seen: Set<String>)>(([], []))
    func append(_ line: String) { storage.withLock { $0.lines.append(line) } }
    /// Appends `line` unless it is already there (a set, so many distinct lines stay linear).
    func appendOnce(_ line: String) { storage.withLock { if $0.seen.insert(line).inserted { $0.lines.append(line) } } }
    var lines: [String] { storage.withLock { $0.lines } }
    /// Drops every line after the first `count`.
    func keepFirst(_ count: Int) {
        storage.withLock { if $0.lines.count > count { $0.lines.removeSubrange(count...) } }
    }
}

extension ScriptLimits {
    /// The bridge's limits with this budget and cap, the bridge's defaults for the rest.
    var luaLimits: LuaLimits {
        LuaLimits(instructionBudget: instructionBudget, memoryLimit: memoryCap, timeLimit: timeLimit)
    }
}

extension Payload {
    /// The canonical encodings of items' fields, with one reused buffer.
    static func encode(_ items: [SectionItem]) -> [Payload] {
        var writer = JSONWriter(capacity: 256)
        var payloads: [Payload] = []
        payloads.reserveCapacity(items.count)
        // By index: a copy of each item retained (and released) everything it holds.
        for index in items.indices {
            if let encoded = items[index].canonicalFields {
                payloads.append(Payload(canonicalBytes: encoded))
            } else {
                payloads.append(Payload(items[index].fields, using: &writer))
            }
        }
        return payloads
    }
}
