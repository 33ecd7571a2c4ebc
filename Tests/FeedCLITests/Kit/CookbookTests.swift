import FeedHost
import Foundation
import Testing

/// Every recipe of docs/cookbook/ through the real `feed check` and `feed build` (issue 8's acceptance).
@Suite struct CookbookTests {
    struct Recipe: CustomTestStringConvertible, Sendable {
        var folder: String
        /// Section ids in feed order with their item counts, as the recipe's README and scripts describe them.
        var sections: [(id: String, items: Int)]
        var testDescription: String { folder }
    }

    static let recipes: [Recipe] = [
        Recipe(folder: "adaptive-columns", sections: [("apps", 12)]),
        Recipe(folder: "badges", sections: [("apps", 8)]),
        Recipe(folder: "carousel-peeking", sections: [("cards", 6)]),
        Recipe(folder: "estimated-rows", sections: [("reviews", 3)]),
        Recipe(folder: "grids", sections: [("two-columns", 6), ("three-columns", 9)]),
        Recipe(folder: "list-section", sections: [("settings", 5)]),
        Recipe(folder: "mosaic", sections: [("photos", 7)]),
        Recipe(folder: "paging-banners", sections: [("banners", 3)]),
        Recipe(folder: "section-background", sections: [("featured", 3)]),
    ]

    @Test func everyRecipeFolderIsListed() {
        #expect(KitFolders.recipes == Self.recipes.map(\.folder))
    }

    @Test(arguments: recipes)
    func checkPasses(_ recipe: Recipe) throws {
        let run = try FeedBinary.run(["check", KitFolders.docs + "/cookbook/" + recipe.folder, "--format", "text"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.errors.contains("error"), "\(run.errors)")
        for section in recipe.sections { #expect(run.output.contains(section.id)) }
    }

    @Test(arguments: recipes)
    func buildGivesTheSectionsAndTheReadmeFrames(_ recipe: Recipe) throws {
        let (scratch, feed) = try KitFolders.copy(KitFolders.docs + "/cookbook/" + recipe.folder)
        defer { _ = scratch }
        let run = try FeedBinary.run(["build", feed, "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "a recipe runs without warnings: \(run.errors)")
        let document = try JSONParser.parse(Array(run.outputBytes))
        let sections = document["sections"]?.arrayValue ?? []
        #expect(sections.map { $0["id"]?.stringValue ?? "" } == recipe.sections.map(\.id))
        #expect(sections.map { $0["items"]?.arrayValue?.count ?? -1 } == recipe.sections.map(\.items))

        let frames = Dictionary(
            sections.flatMap { $0["items"]?.arrayValue ?? [] }.map {
                ($0["id"]?.stringValue ?? "", ($0["frame"]?.arrayValue ?? []).compactMap(\.doubleValue))
            }, uniquingKeysWith: { first, _ in first })
        let documented = Self.documentedFrames(KitFolders.read(feed + "/README.md"))
        #expect(!documented.isEmpty || ["adaptive-columns", "list-section"].contains(recipe.folder))
        for (id, frame) in documented {
            #expect(frames[id] == frame, "\(recipe.folder)/README.md gives \(id) the frame \(frame)")
        }
    }

    /// docs/cookbook/README.md: "Each folder's `preview.svg` is the recipe as `feed build --format svg` draws it at
    /// 390 × 844". They had drifted: drawn before lists got their backgrounds and separators, list-section's
    /// preview showed no inset-grouped background and every preview lacked the style lines for them.
    @Test(arguments: recipes)
    func previewIsWhatBuildDraws(_ recipe: Recipe) throws {
        let index = KitFolders.read(KitFolders.docs + "/cookbook/README.md")
        #expect(index.contains("`preview.svg` is the recipe as `feed build --format svg` draws it at 390 × 844"))
        let (scratch, feed) = try KitFolders.copy(KitFolders.docs + "/cookbook/" + recipe.folder)
        defer { _ = scratch }
        let run = try FeedBinary.run(["build", feed, "--no-state", "--quiet", "--format", "svg"])
        #expect(run.status == 0, "\(run.errors)")
        let preview = KitFolders.read(feed + "/preview.svg")
        let same = run.output == preview  // not the two drawings in the failure message: they are kilobytes
        #expect(same, "docs/cookbook/\(recipe.folder)/preview.svg is stale: run scripts/render-cookbook")
    }

    /// adaptive-columns/README.md had said `--set` values reach `items`, not `layout`; `layout(env)` sees them as
    /// `env.vars` (the guide and the reference say so), so the recipe's columns can come from the command line.
    @Test func setReachesTheLayoutAsTheRecipeSays() throws {
        let recipe = KitFolders.docs + "/cookbook/adaptive-columns"
        #expect(KitFolders.read(recipe + "/README.md").contains("and `layout` as `env.vars.key`"))
        let (scratch, feed) = try KitFolders.copy(recipe)
        defer { _ = scratch }
        let script = KitFolders.read(feed + "/apps.lua").replacingOccurrences(
            of: "local columns = env.sizeClass == \"regular\" and 4 or 2",
            with: "local columns = tonumber(env.vars.columns) or 2")
        try script.write(toFile: feed + "/apps.lua", atomically: true, encoding: .utf8)
        let run = try FeedBinary.run(["build", feed, "--no-state", "--format", "json", "--set", "columns=3"])
        #expect(run.status == 0, "\(run.errors)")
        let section = try JSONParser.parse(Array(run.outputBytes))["sections"]?.arrayValue?.first
        // 358 − 2 · 10 between three columns, floored to the 3x grid.
        let frame = section?["items"]?.arrayValue?.first?["frame"]?.arrayValue?.compactMap(\.doubleValue)
        #expect(frame == [16, 16, 112.667, 100])
    }

    /// list-section/README.md had said rows keep their 44-point estimate unless the section has `measure`; a cell
    /// template sizes them too.
    @Test func aListsCellTemplateSizesItsRowsAsTheRecipeSays() throws {
        #expect(
            KitFolders.read(KitFolders.docs + "/cookbook/list-section/README.md").contains(
                "or a cell template, which sizes each row to its content"))
        let fixture = FeedFixture()
        fixture.write(
            "s.lua",
            """
            return { id = "s", items = { { id = "a", t = "Hello" } }, layout = layout.list {},
              cell = cell(function(c)
                c:label { name = "t", text = field "t", font = "largeTitle" }:makeConstraints(function(make)
                  make.edges:equalToSuperview():inset(20)
                end)
              end) }
            """)
        let run = try fixture.feed("build", "--no-state", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let section = try JSONParser.parse(Array(run.outputBytes))["sections"]?.arrayValue?.first
        let height = section?["items"]?.arrayValue?.first?["frame"]?.arrayValue?.last?.doubleValue ?? 0
        #expect(height > 44)
    }

    /// grids/three-columns on the landscape iPhone (844 × 390, 47 of safe area a side): the section is 750 wide at
    /// x 47, the row 750 − 32 = 718, each column (718 − 16)/3 = 234, and the row floor((750 − 48)/3) = 234 tall,
    /// 8 below the 384-tall two-column section: [63, 392, 234, 234]. From `env.width` the row was 265 tall.
    @Test func theThreeColumnTilesAreSquareInLandscape() throws {
        let grids = KitFolders.docs + "/cookbook/grids"
        let flags = ["--no-state", "--format", "json", "--device", "iphone", "--landscape"]
        let run = try FeedBinary.run(["build", grids] + flags)
        #expect(run.status == 0, "\(run.errors)")
        let document = try JSONParser.parse(Array(run.outputBytes))
        let squares = document["sections"]?.arrayValue?.last?["items"]?.arrayValue ?? []
        let first = (squares.first?["frame"]?.arrayValue ?? []).compactMap(\.doubleValue)
        #expect(first == [63, 392, 234, 234])
    }

    /// The frames a README's tables give items at 390 × 844: rows `| \`id\` | … | [x, y, w, h] |`, the last
    /// bracket being the final frame (a row may show a slot or a first pass before it).
    static func documentedFrames(_ readme: String) -> [(String, [Double])] {
        readme.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `"), let tick = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let id = String(line[line.index(line.startIndex, offsetBy: 3)..<tick])
            guard let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]"), open < close else {
                return nil
            }
            let numbers = line[line.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            return numbers.count == 4 ? (id, numbers) : nil
        }
    }
}
