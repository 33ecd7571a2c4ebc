import CellLayout
import Testing
import TextShaping

/// The worked example of docs/spec/layout.md §14.2: the seed's featured-app cell at 351 × 80.
@Suite struct FeaturedAppCellTests {
    let environment = TextEnvironment()

    func frame(_ content: CellContent, _ name: String) -> ContentFrame {
        content.frames.first { $0.name == name }!
    }

    /// Line heights rounded up to the 1/3-point grid, as the label's intrinsic height.
    func labelHeight(_ size: Double, _ weight: FontWeight) -> Double {
        environment.measurer.layout("x", font: FontSpec(size: size, weight: weight), scale: 3).height
    }

    @Test func theSeedsConstraintsPlaceIconButtonAndText() throws {
        var solver = try CellTemplateSolver(template: FeaturedAppTemplate.make(), sizing: .fixedSize)
        #expect(solver.warnings.isEmpty)
        let content = solver.layout(
            texts: FeaturedAppTemplate.texts(name: "SnapKit Pro", category: "Developer Tools"), width: 351, height: 80,
            environment: environment)
        let icon = frame(content, "icon")
        #expect([icon.x, icon.y, icon.width, icon.height] == [0, 8, 64, 64])
        let get = frame(content, "get")
        #expect([get.x, get.y, get.width, get.height] == [279, 25, 72, 30])
        #expect(get.lines == ["GET"])
        let text = frame(content, "text")
        #expect(text.x == 76 && text.x + text.width == 267)
        let stackHeight = labelHeight(18, .semibold) + 4 + labelHeight(14, .regular)
        #expect(abs(text.height - stackHeight) < 1e-9)
        #expect(abs(text.y - ((80 - stackHeight) / 2 * 3).rounded() / 3) < 1e-9)
        let name = frame(content, "name")
        let category = frame(content, "category")
        #expect(name.x == 76 && category.x == 76, "alignment leading")
        #expect(name.y == text.y && abs(category.y - (name.y + name.height + 4)) < 1e-9)
        let nameWidth = environment.measurer.layout("SnapKit Pro", font: FontSpec(size: 18, weight: .semibold)).width
        #expect(abs(name.width - nameWidth) < 1e-9, "a label hugs its text")
        #expect(name.lines == ["SnapKit Pro"])
    }

    @Test func eachItemOnlyMovesTheEditVariables() throws {
        var solver = try CellTemplateSolver(template: FeaturedAppTemplate.make(), sizing: .fixedSize)
        let long = solver.layout(
            texts: FeaturedAppTemplate.texts(name: "An App Name Far Too Long For The Card", category: "Games"),
            width: 351, height: 80, environment: environment)
        let name = frame(long, "name")
        #expect(name.x == 76 && name.width == 191, "compressed to the stack's width")
        #expect(name.lines?.count == 1 && name.lines?.first?.hasSuffix("…") == true)
        // A fresh solver and the reused one agree on the next item.
        let texts = FeaturedAppTemplate.texts(name: "Maps", category: "Navigation")
        let reused = solver.layout(texts: texts, width: 351, height: 80, environment: environment)
        var fresh = try CellTemplateSolver(template: FeaturedAppTemplate.make(), sizing: .fixedSize)
        #expect(reused == fresh.layout(texts: texts, width: 351, height: 80, environment: environment))
    }
}
