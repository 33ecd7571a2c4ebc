import LuaBridge

extension FeedPipeline {
    /// Starts a run: a fresh cancellation (or the one `prepareRun()` made), carrying the run's deadline (`--feed-timeout`), and memory limit for
    /// every state, and `feed.lua` loaded when asked or not loaded yet.
    func begin(reloadingManifest: Bool) {
        _ = releasing?.value()
        releasing = nil
        let limit = configuration.limits.feedTimeLimit
        // The one `prepareRun()` made, which a cancel may already have reached.
        let cancellation = runCancellation.withLock { run -> LuaCancellation in
            let next = (run.isPrepared ? run.cancellation : nil) ?? LuaCancellation(feedTimeLimit: limit)
            run = (next, false)
            return next
        }
        memory.limit = configuration.limits.feedMemoryLimit
        for entry in entries { entry.runtime.beginRun(cancellation: cancellation) }
        if reloadingManifest || !manifestEntry.isLoaded { loadManifest() }
    }

    /// Runs the scripts named (nil: all) and those never run, orders the feed, and lays out (`layout(env)`) every
    /// script that ran or changed position; each of those entries is invalidated.
    ///
    /// - Returns: the feed order, as entry indices; the order's problems are added to `progress`.
    func runScripts(_ names: Set<String>?, progress: inout RunProgress) -> [Int] {
        let toLoad = entries.indices.filter { index in
            names == nil || names?.contains(entries[index].name) == true || !entries[index].hasRun
        }
        let predicted = predictedIndices()
        let configuration = self.configuration
        let memory = self.memory
        let defers = defersGarbageCollection
        let share = diagnosticShare
        let hashesData = hashesDataReads
        let settings = layoutConfiguration.containerSettings
        for entry in entries {
            entry.runtime.diagnosticShare = share
            entry.runtime.hashesDataReads = hashesData
        }
        // Step 1, in parallel: run each file and call items(ctx).
        parallel(toLoad) { runtime, index in
            runtime.load(
                configuration: configuration, predictedIndex: predicted[index], memory: memory,
                defersCollection: defers, containerSettings: settings)
        }
        rerunOneByOne(toLoad, configuration: configuration, predicted: predicted, defersCollection: defers)
        let (order, orderDiagnostics) = resolveOrder()
        progress.diagnostics = manifestEntry.diagnostics + orderDiagnostics
        // Step 2, in parallel: layout(env), now that each section's index and item count are known. A section
        // moved, or laid out under another `feed.lua` configuration (`env.container`), is laid out again.
        let reloaded = Set(toLoad)
        let toLay = order.enumerated().filter { position, index in
            let last = entries[index].run.environment
            return reloaded.contains(index) || last?.sectionIndex != position || last?.containerSettings != settings
        }.map(\.element)
        let positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let releasesFields = dropsRunData
        parallel(toLay) { runtime, index in
            runtime.lay(configuration: configuration, index: positions[index] ?? 0, containerSettings: settings)
            if releasesFields { runtime.releaseItemFields() }
        }
        // The fields, and the Lua garbage the loads left between the items, go back before the layout and the
        // documents allocate theirs.
        if releasesFields { FreedMemory.release() }
        for index in Set(toLoad + toLay) { entries[index].invalidate() }
        return order
    }

    /// Runs the scripts of `loaded` again, one at a time in file order, when the feed's shared memory limit stopped
    /// one of them while others ran beside it.
    ///
    /// Run in parallel, scripts' peaks of Lua memory overlap or not as the machine schedules them: a feed whose
    /// scripts each fit was refused in some builds and not in others (two scripts of ~40 MiB each under an 80 MiB
    /// limit: 10 builds in 12; under 64 MiB, all), and of two scripts that do not fit together, either could be
    /// the one named. One at a time, after every first attempt's state is gone, the outcome is the same in every
    /// build: a script is refused only when it does not fit beside what the scripts before it hold. The
    /// limit still bounds the process, as nothing else runs then; the price, paid only on this path, is running
    /// the scripts twice.
    private func rerunOneByOne(
        _ loaded: [Int], configuration: PipelineConfiguration, predicted: [Int], defersCollection: Bool
    ) {
        guard loaded.count > 1, loaded.contains(where: { entries[$0].run.stoppedAtFeedMemoryLimit }) else { return }
        for index in loaded { entries[index].runtime.dropState() }
        for index in loaded {
            entries[index].runtime.load(
                configuration: configuration, predictedIndex: predicted[index], memory: memory,
                defersCollection: defersCollection, containerSettings: layoutConfiguration.containerSettings)
        }
    }

    /// Collects the Lua garbage the last run's loads left and frees the runs it replaced
    /// (`defersGarbageCollection`). Call it between runs, on one thread: it uses the scripts' states.
    package func collectDeferredGarbage() {
        retired = []
        for entry in entries { entry.runtime.collectDeferredGarbage() }
    }

    /// How many diagnostics each script's run keeps: 20,000 for the feed, shared out, at least 10 a script (a
    /// feed of up to 20 scripts keeps every script's capped reports whole).
    var diagnosticShare: Int { max(10, 20_000 / max(1, entries.count)) }

    /// Feed order: feed.lua's list, then the others in file-name order.
    private func resolveOrder() -> (order: [Int], diagnostics: [Diagnostic]) {
        let declared = entries.map { SectionOrder.Declared(script: $0.name, id: $0.run.id ?? $0.runtime.file.baseName) }
        return SectionOrder.resolve(declared, listed: manifest?.sections)
    }

    /// Each script's likely feed position, taking its file name as its id (right for nearly every feed); the
    /// exact position reaches `layout(env)` in step 2.
    private func predictedIndices() -> [Int] {
        let declared = entries.map { SectionOrder.Declared(script: $0.name, id: $0.runtime.file.baseName) }
        let order = SectionOrder.order(declared, listed: manifest?.sections)
        var predicted = [Int](repeating: 0, count: entries.count)
        for (position, index) in order.enumerated() { predicted[index] = position }
        return predicted
    }

    /// Adds every script's problems and times to `progress`; in watch mode a failed script's last good section
    /// stands in (a run becomes the last good one only once laid out, so a rejected layout falls back too).
    func collectScriptResults(_ progress: inout RunProgress) {
        if entries.isEmpty {
            progress.diagnostics.append(
                Diagnostic(
                    .warning, script: folder.path,
                    message: "no section scripts: the feed is every *.lua at its top level"))
        }
        for entry in entries {
            progress.timings.lua += entry.run.luaNanoseconds
            progress.timings.items += entry.run.itemsNanoseconds
            progress.timings.encoding += entry.run.encodingNanoseconds
            progress.diagnostics += entry.run.diagnostics
            if let hidden = entry.run.hiddenDiagnosticsSummary(share: diagnosticShare, scriptCount: entries.count) {
                progress.diagnostics.append(hidden)
            }
        }
        if keepsLastGoodSections {
            for entry in entries where !entry.run.succeeded { _ = entry.restoreLastGood() }
        }
    }
}
