import FeedLayout
import FeedScripting
import LuaBridge

/// `layout.measured-100k`: 100 section scripts × 1,000 rows whose heights come from `measure(item, proposal, env)`,
/// laid out with every call; the baseline makes the same 100k calls, with the same items, proposals and
/// environments, from a plain Lua loop inside each script's state, so the ratio is the host's price per call.
func measureBenchmarks() -> [Benchmark] {
    let state = MeasureBenchmarkState()
    let loop = Benchmark.Baseline(name: "layout.measured-100k.lua-loop") { state.loopInLua() }
    return [Benchmark(name: "layout.measured-100k", samples: 11, warmUp: 2, baseline: loop) { state.layOut() }]
}

/// The scripts, their items and recipes, loaded once.
final class MeasureBenchmarkState {
    static let sectionCount = 100
    static let rowsPerSection = 1_000
    let environment = LayoutEnvironment(width: 390, height: 844, scale: 3)

    struct Section {
        var script: SectionScript
        var items: [SectionItem]
        var input: SectionInput
        var scriptEnvironment: ScriptEnvironment
    }

    lazy var sections: [Section] = (0..<Self.sectionCount).map(load)

    /// A list of text rows (fractionalWidth(1) × estimated(44), side insets 16) measured by wrapping 7-point
    /// characters to the proposed width; the script keeps its items and `measure` in globals for the baseline.
    static func source(section: Int) -> String {
        """
        local rows = {}
        for i = 1, \(rowsPerSection) do
          rows[i] = { id = "s\(section)-" .. i, kind = "review", text = string.rep("x", (i * 37 + \(section)) % 300) }
        end
        local function measure(item, proposal, env)
          return { height = math.max(1, math.ceil(#item.text * 7 / proposal.width)) * 20 + 24 }
        end
        benchRows, benchMeasure = rows, measure
        return {
          id = "s\(section)", items = rows, measure = measure,
          layout = layout.section {
            group = layout.group.horizontal {
              height = estimated(44),
              subitems = { layout.item { height = estimated(44), contentInsets = { leading = 16, trailing = 16 } } },
            },
          },
        }
        """
    }

    private func load(_ index: Int) -> Section {
        let name = "s\(index).lua"
        do {
            let state = try LuaState(name: name, limits: LuaLimits(memoryLimit: 256 << 20))
            let script = try SectionScript(name: name, source: Self.source(section: index), state: state)
            let scriptEnvironment = ScriptEnvironment(
                layout: environment, itemCount: Self.rowsPerSection, sectionIndex: index)
            let items = try script.items(
                context: ScriptContext(vars: [:], environment: scriptEnvironment, readData: { _ in "" }))
            let recipe = try script.recipe(environment: scriptEnvironment)
            return Section(
                script: script, items: items, input: recipe.sectionInput(itemCount: items.count),
                scriptEnvironment: scriptEnvironment)
        } catch {
            fatalError("feed-bench: the measured feed does not load: \(error)")
        }
    }

    /// Lays the 100 sections out, answering every estimated row with its script's `measure`.
    func layOut() -> UInt64 {
        let sections = self.sections
        startRuns(sections)
        // Arrays of each part, so a row borrows its script, items and environment instead of copying a whole
        // `Section` (which costs more than some `measure` functions).
        let scripts = sections.map(\.script)
        let items = sections.map(\.items)
        let environments = sections.map(\.scriptEnvironment)
        let solver = LayoutSolver(environment: environment)
        do {
            let result = try solver.solve(
                sections.map(\.input),
                sizing: { request in
                    guard let index = request.section else { return nil }
                    return try? scripts[index].answer(request, items: items[index], environment: environments[index])
                },
                measuring: { index, batch in scripts[index].measuringBatch(batch) })
            return UInt64(result.contentSize.height)
        } catch {
            fatalError("feed-bench: the measured feed does not lay out: \(error)")
        }
    }

    /// The same calls from Lua: each row with a `{ width = 358, height = 44, … }` proposal and the section's env.
    func loopInLua() -> UInt64 {
        var total = 0.0
        let sections = self.sections
        startRuns(sections)
        for (index, section) in sections.enumerated() {
            let chunk = """
                \(Self.envLiteral(section: index))
                local total = 0
                for i = 1, #benchRows do
                  local proposal = { width = 358, height = 44, estimatedWidth = false, estimatedHeight = true }
                  total = total + benchMeasure(benchRows[i], proposal, env).height
                end
                return total
                """
            do {
                total += try section.script.state.run(chunk, chunkName: "loop.lua").numberValue ?? 0
            } catch {
                fatalError("feed-bench: the Lua loop failed: \(error)")
            }
        }
        return UInt64(total)
    }

    /// Each sample is a build of its own, as in `feed build`: the scripts' time limit counts from its start (else
    /// the samples' time adds up, and under valgrind a later sample stops at the limit).
    private func startRuns(_ sections: [Section]) {
        for section in sections { section.script.state.startRun() }
    }

    /// The section's `env` as Lua builds it: read-only, as the host's is (reads go through `__index`, writes are
    /// refused), so `measure` gets the same kind of table in both.
    private static func envLiteral(section: Int) -> String {
        "local env = setmetatable({}, { __index = { width = 390, height = 844, sizeClass = \"compact\", scale = 3, "
            + "itemCount = \(rowsPerSection), sectionIndex = \(section) }, "
            + "__newindex = function(_, key) error(\"env is read-only: cannot set '\" .. tostring(key) .. \"'\", 2) end, "
            + "__metatable = \"read-only\" })"
    }
}
