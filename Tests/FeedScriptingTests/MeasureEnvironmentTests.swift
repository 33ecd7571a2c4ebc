import FeedLayout
import FeedScripting
import LuaBridge
import Testing

/// The `env` that `measure` and `measureSupplementary` receive is one table shared by the section's calls, so it
/// is read-only: no call can leave anything there for a later one, and trying is an error naming the script, the
/// line and the field.
@Suite("Measure env is read-only")
struct MeasureEnvironmentTests {
    static func request(_ element: MeasureRequest.Element) -> MeasureRequest {
        MeasureRequest(
            section: 0, element: element, proposedSize: Size(width: 358, height: 44), isWidthEstimated: false,
            isHeightEstimated: true)
    }

    /// `measure` for items 0, 1, 2 (then the header through `measureSupplementary` when `header` is set): the
    /// heights and the problems.
    func measured(_ source: String, header: Bool = false) throws -> ([Double?], [String]) {
        let script = try ScriptFixtures.load(source, name: "rows.lua")
        let items = try script.items(context: ScriptFixtures.context())
        let measurer = ScriptMeasurer(script, items: items, environment: ScriptFixtures.environment)
        var requests = items.indices.map { Self.request(.item($0)) }
        if header { requests.append(Self.request(.supplementary(kind: "header"))) }
        let heights = requests.map { measurer.measure($0)?.height }
        return (heights, measurer.diagnostics.map(\.description))
    }

    /// Each call tries every way to leave a mark (caught), then reports whether an earlier call's mark is there.
    @Test func noCallSeesWhatAnEarlierOneWrote() throws {
        let marks = """
              local seen = (env.mark or 0) + (env.container.mark or 0) + (env.width == 390 and 0 or 100)
              pcall(function() env.mark = 1 end)
              pcall(rawset, env, "mark", 2)
              pcall(rawset, env, "width", 3)
              pcall(function() env.container.mark = 4 end)
              pcall(setmetatable, env, {})
              local _, iterated = pairs(env)
              pcall(rawset, iterated, "mark", 5)
              return { height = 10 + seen }
            """
        let (heights, problems) = try measured(
            """
            return {
              id = "rows", items = { { id = "a" }, { id = "b" }, { id = "c" } },
              measure = function(item, proposal, env)
              \(marks)
              end,
              measureSupplementary = function(kind, payload, proposal, env)
              \(marks)
              end,
              layout = layout.list {},
            }
            """, header: true)
        #expect(problems.isEmpty)
        #expect(heights == [10, 10, 10, 10])
    }

    @Test(arguments: [
        ("env.cached = 1", "rows.lua:4: measure(items[1]): env is read-only: cannot set 'cached'"),
        ("rawset(env, 'width', 0)", "rows.lua:4: measure(items[1]): env is read-only: cannot set 'width'"),
        (
            "env.safeArea.top = 0",
            "rows.lua:4: measure(items[1]): env.safeArea is read-only: cannot set 'top'"
        ),
    ])
    func aWriteIsAnErrorNamingScriptLineAndField(write: String, message: String) throws {
        let (heights, problems) = try measured(
            """
            return {
              id = "rows", items = { { id = "a" } },
              measure = function(item, proposal, env)
                \(write)
                return { height = 1 }
              end,
              layout = layout.list {},
            }
            """)
        #expect(heights == [nil])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(message) == true, "\(problems)")
    }

    /// `pairs` gives every field `env` documents (docs/reference.md), nested tables iterable in turn.
    @Test func pairsStillGivesTheFields() throws {
        let (heights, problems) = try measured(
            """
            local expected = { "container", "height", "itemCount", "layoutMargins", "readableWidth", "safeArea",
              "scale", "sectionIndex", "sizeClass", "traits", "vars", "width" }
            return {
              id = "rows", items = { { id = "a" } },
              measure = function(item, proposal, env)
                local names = {}
                for key in pairs(env) do names[#names + 1] = key end
                table.sort(names)
                assert(table.concat(names, ",") == table.concat(expected, ","), table.concat(names, ","))
                local insets = 0
                for _ in pairs(env.safeArea) do insets = insets + 1 end
                return { height = #names * 10 + insets }
              end,
              layout = layout.list {},
            }
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(heights == [124])
    }
}
