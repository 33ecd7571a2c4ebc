import CellLayout
import FeedScripting
import LuaBridge
import TextShaping

/// The cell benchmarks: laying out content from a template.
func cellBenchmarks() -> [Benchmark] {
    [solveBenchmark()]
}

/// 10,000 featured-app cells (the seed's template, written in the Lua DSL) with different texts, each solved and
/// measured at 351 × 80; the baseline shapes and measures the same texts alone, so the ratio is the price of the
/// constraints on top of the text.
private func solveBenchmark() -> Benchmark {
    let count = 10_000
    let categories = ["Developer Tools", "Reference", "Education", "Productivity", "Travel", "Photo & Video"]
    let texts = (0..<count).map { index in
        (
            name: "App \(index) \(["Pro", "Studio", "Lite", "Notes", "Tracker"][index % 5])",
            category: categories[index % 6]
        )
    }
    let template = featuredTemplate()
    let environment = TextEnvironment()
    let shapingOnly = Benchmark.Baseline(name: "cells.solve-10k.shaping-only") {
        var total = 0.0
        for text in texts {
            for (string, font) in [
                (text.name, FontSpec(size: 18, weight: .semibold)), (text.category, FontSpec(size: 14)),
                ("GET", FontSpec(size: 15, weight: .bold)),
            ] {
                total +=
                    environment.measurer.shape(string, font: font).layout(width: nil, numberOfLines: 1, scale: 3)
                    .width
            }
        }
        return UInt64(total)
    }
    return Benchmark(name: "cells.solve-10k", samples: 5, warmUp: 1, baseline: shapingOnly) {
        var solver = try! CellTemplateSolver(template: template, sizing: .fixedSize)
        var total = 0.0
        for text in texts {
            let content = solver.layout(
                texts: [nil, nil, text.name, text.category, "GET"], width: 351, height: 80, environment: environment)
            total += content.frames[2].width
        }
        return UInt64(total)
    }
}

/// The bundled feed's featured-app template, decoded from Lua as a script would write it.
private func featuredTemplate() -> CellTemplate {
    let source = """
        return {
          id = "featured", layout = layout.list {},
          cell = cell(function(c)
            local icon = c:image { name = "icon" }
            local text = c:vstack { name = "text", spacing = 4, alignment = "leading" }
            text:label { name = "name", text = field "name", font = systemFont(18, "semibold") }
            text:label { name = "category", text = field "category", font = systemFont(14) }
            local get = c:button { name = "get", title = "GET", font = systemFont(15, "bold") }
            icon:makeConstraints(function(make)
              make.leading:equalToSuperview() make.centerY:equalToSuperview() make.size:equalTo(64)
            end)
            get:makeConstraints(function(make)
              make.trailing:equalToSuperview() make.centerY:equalToSuperview()
              make.width:equalTo(72) make.height:equalTo(30)
            end)
            text:makeConstraints(function(make)
              make.leading:equalTo(icon.snp.trailing):offset(12)
              make.trailing:equalTo(get.snp.leading):offset(-12)
              make.centerY:equalToSuperview()
            end)
          end),
        }
        """
    let script = try! SectionScript(name: "featured.lua", source: source, state: LuaState(name: "featured.lua"))
    return script.definition.cells.templates["cell"]!
}
