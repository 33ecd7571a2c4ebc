import FeedLayout
import LuaBridge

extension FeedPipeline {
    /// Lays the sections of `order` out: only those whose entries the cached layout does not hold up to date when
    /// the cache fits the run (`LayoutCache`), else the whole feed. Every validation problem (or the first
    /// geometric one) comes back as a diagnostic of the script whose layout it is.
    func solve(_ order: [Int]) -> (LayoutResult?, [Diagnostic]) {
        var inputs: [SectionInput] = []
        inputs.reserveCapacity(order.count)
        for index in order {
            let run = entries[index].run
            guard let input = run.recipe?.sectionInput(itemCount: run.items.count, rows: run.listRows) else {
                return (nil, [])
            }
            inputs.append(input)
        }
        let solver = LayoutSolver(
            environment: configuration.environment, configuration: manifest?.configuration ?? LayoutConfiguration())
        let laidOut = order.map { entries[$0] }
        if let cache = layoutCache, let stale = cache.stalePositions(of: laidOut, solver: solver) {
            return relayout(inputs, at: stale, order: order, over: cache, solver: solver)
        }
        layoutCache = nil
        let problems = solver.validate(inputs)
        if !problems.isEmpty { return (nil, sharedOut(problems).map { diagnostic(for: $0, order: order) }) }
        let runtimes = laidOut.map(\.runtime)
        do {
            let result = try solver.solve(
                inputs,
                sizing: { request in
                    guard let section = request.section else { return nil }
                    return runtimes[section].measure(request)
                },
                measuring: { section, batch in runtimes[section].measuring(batch) })
            let measureProblems = runtimes.flatMap(\.result.errors)
            guard measureProblems.isEmpty else { return (nil, measureProblems) }
            cacheLayout(result, of: order, solver: solver)
            return (result, [])
        } catch {
            return (nil, [diagnostic(for: error, order: order)])
        }
    }

    /// Each section's layout problems within its share of the feed's (``diagnosticShare``), and one more line for
    /// a section past it: the engine keeps 1,000 a section, and 1,000 sections with as many each made 1,000,000.
    private func sharedOut(_ problems: [LayoutError]) -> [LayoutError] {
        let share = diagnosticShare
        var kept: [LayoutError] = []
        var shown: [Int: Int] = [:]
        var hidden: [Int: Int] = [:]
        for problem in problems {
            guard let section = problem.section else {
                kept.append(problem)
                continue
            }
            if shown[section, default: 0] < share {
                shown[section, default: 0] += 1
                kept.append(problem)
            } else {
                hidden[section, default: 0] += 1
            }
        }
        for (section, count) in hidden.sorted(by: { $0.key < $1.key }) {
            kept.append(
                LayoutError(
                    section: section, path: "",
                    message: "\(LuaLimits.grouped(count)) more lines of this section's layout problems are not "
                        + "shown: a feed of \(LuaLimits.grouped(entries.count)) scripts shows "
                        + "\(LuaLimits.grouped(share)) a script"))
        }
        return kept
    }

    /// Lays out the sections at `positions` again over `cache`; the other sections keep their frames and only
    /// move along the scroll axis. Equal to a full solve of `inputs` (`LayoutSolver.relayout`).
    private func relayout(
        _ inputs: [SectionInput], at positions: [Int], order: [Int], over cache: LayoutCache, solver: LayoutSolver
    ) -> (LayoutResult?, [Diagnostic]) {
        // The environment and configuration passed when the cache was made; only the sections need checking.
        var problems: [Diagnostic] = []
        for position in positions {
            var errors = solver.validate([inputs[position]])
            for index in errors.indices where errors[index].section != nil { errors[index].section = position }
            problems += errors.map { diagnostic(for: $0, order: order) }
        }
        if !problems.isEmpty { return (nil, problems) }
        let runtimes = order.map { entries[$0].runtime }
        var result = cache.result
        do {
            for position in positions {
                result = try solver.relayout(
                    result, replacing: position, with: inputs[position],
                    sizing: { request in
                        guard let section = request.section else { return nil }
                        return runtimes[section].measure(request)
                    },
                    measuring: { section, batch in runtimes[section].measuring(batch) })
            }
        } catch {
            return (nil, [diagnostic(for: error, order: order)])
        }
        let measureProblems = positions.flatMap { runtimes[$0].result.errors }
        guard measureProblems.isEmpty else { return (nil, measureProblems) }
        cacheLayout(result, of: order, solver: solver)
        return (result, [])
    }

    /// Keeps `result` as the layout of the current runs of `order`.
    private func cacheLayout(_ result: LayoutResult, of order: [Int], solver: LayoutSolver) {
        for entry in entries { entry.laidOut = nil }
        for index in order { entries[index].laidOut = entries[index].revision }
        layoutCache = LayoutCache(solver: solver, scripts: order.map { entries[$0].name }, result: result)
    }

    func diagnostic(for error: LayoutError, order: [Int]) -> Diagnostic {
        guard let section = error.section, order.indices.contains(section) else {
            let script = error.path.hasPrefix("environment") ? Diagnostic.commandLine : FeedFolder.manifestName
            return Diagnostic(script: script, field: error.path, message: error.message)
        }
        return entries[order[section]].runtime.diagnostic(for: error)
    }

    /// Puts the last good run back in place of each section a layout rejected (`feed watch`); a section without
    /// one leaves the feed until it is fixed.
    ///
    /// - Returns: the sections to lay out instead of `usable`, or nil when no section was to blame (a feed-wide
    ///   problem, which no fallback fixes).
    func fallBackToLastGood(_ usable: [Int], rejected problems: [Diagnostic]) -> [Int]? {
        let blamed = Set(problems.map(\.script))
        let rejected = usable.filter { blamed.contains(entries[$0].name) }
        guard !rejected.isEmpty else { return nil }
        var dropped = Set<Int>()
        for index in rejected where !entries[index].restoreLastGood() { dropped.insert(index) }
        return usable.filter { !dropped.contains($0) }
    }
}
