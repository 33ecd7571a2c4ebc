import FeedHost
import Foundation
import Testing

/// Real `feed build --format json` output and real state files checked against docs/schema/ (issue 8).
@Suite struct OutputSchemaTests {
    let output: JSONSchemaValidator
    let state: JSONSchemaValidator

    init() throws {
        output = try JSONSchemaValidator(
            schema: try json(KitFolders.read(KitFolders.docs + "/schema/output.schema.json")))
        state = try JSONSchemaValidator(
            schema: try json(KitFolders.read(KitFolders.docs + "/schema/state.schema.json")))
    }

    @Test func firstAndSecondRunOfTheBundledFeed() throws {
        let (scratch, feed) = try KitFolders.copy(KitFolders.plugins)
        defer { _ = scratch }
        let first = try FeedBinary.run(["build", feed, "--format", "json"])
        #expect(first.status == 0, "\(first.errors)")
        let firstDocument = try JSONParser.parse(Array(first.outputBytes))
        #expect(try output.validate(firstDocument) == [])
        #expect(firstDocument["changes"]?["baseline"] == .string("none"))
        // The schema is not vacuous: the same output with one value broken is refused.
        for (good, bad) in [(#""version":1"#, #""version":2"#), (#""frame":["#, #""frame":["0","#)] {
            let tampered = first.output.replacingOccurrences(of: good, with: bad)
            #expect(tampered != first.output)
            #expect(try !output.validate(try json(tampered)).isEmpty, "accepted \(bad)")
        }
        let stateFile = try json(KitFolders.read(feed + "/.feed/state.json"))
        #expect(try state.validate(stateFile, against: "#/$defs/written") == [])

        // Every kind of change: a section move (feed.lua), an item move, a delete, an insert and an update.
        try Data(#"return { sections = { "banners", "featured", "charts", "categories" } }"#.utf8)
            .write(to: URL(fileURLWithPath: feed + "/feed.lua"))
        var charts = try #require(
            JSONSerialization.jsonObject(with: Data(KitFolders.read(feed + "/data/charts.json").utf8))
                as? [[String: Any]])
        charts.insert(charts.removeLast(), at: 0)
        charts.remove(at: 2)
        charts[3]["rating"] = 1.5
        charts.append(["id": "newcomer", "name": "Newcomer", "developer": "Kit", "category": "Games", "rating": 5])
        try JSONSerialization.data(withJSONObject: charts).write(to: URL(fileURLWithPath: feed + "/data/charts.json"))

        let second = try FeedBinary.run(["build", feed, "--format", "json"])
        #expect(second.status == 0, "\(second.errors)")
        let secondDocument = try JSONParser.parse(Array(second.outputBytes))
        #expect(try output.validate(secondDocument) == [])
        let changes = try #require(secondDocument["changes"])
        #expect(changes["baseline"] == .string("previous"))
        for list in ["inserted", "deleted", "moved", "updated"] {
            #expect(changes["items"]?[list]?.arrayValue?.isEmpty == false, "items.\(list) is empty")
        }
        #expect(changes["sections"]?["moved"]?.arrayValue?.isEmpty == false)
        #expect(changes["frames"]?.arrayValue?.isEmpty == false)
        #expect(
            try state.validate(try json(KitFolders.read(feed + "/.feed/state.json")), against: "#/$defs/written") == [])
    }

    /// A row's scroll effects and their values at `--scroll-x` (docs/spec/layout.md §3.5).
    @Test func scrollEffectsAtAnOffset() throws {
        let fixture = FeedFixture()
        fixture.write("carousel.lua", ScrollEffectsTests.script())
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json", "--scroll-x", "100"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(#""visibleEffects":[{"item":0,"#))
        #expect(try output.validate(try JSONParser.parse(Array(result.outputBytes))) == [])
        let tampered = result.output.replacingOccurrences(of: #""min":0.85"#, with: #""min":1.85"#)
        #expect(try !output.validate(try json(tampered)).isEmpty)
    }

    @Test func runWithErrorsAndWarnings() throws {
        let (scratch, feed) = try KitFolders.copy(KitFolders.plugins)
        defer { _ = scratch }
        try Data(#"return { id = "broken", layout = layout.section { group = layout.item {} } }"#.utf8)
            .write(to: URL(fileURLWithPath: feed + "/broken.lua"))
        try Data(#"return { id = "extra", items = {}, layout = layout.list {} }"#.utf8)
            .write(to: URL(fileURLWithPath: feed + "/extra.lua"))
        let run = try FeedBinary.run(["build", feed, "--format", "json"])
        #expect(run.status == 1)
        let document = try JSONParser.parse(Array(run.outputBytes))
        let problems = try output.validate(document)
        #expect(problems.isEmpty, "\(problems)")
        #expect(document["errors"]?.arrayValue?.isEmpty == false)
        #expect(!FileManager.default.fileExists(atPath: feed + "/.feed/state.json"))
    }

    @Test(arguments: ["check", "build"])
    func everyRecipeAtTwoSizes(_ command: String) throws {
        for recipe in KitFolders.recipes {
            for device in ["iphone-se", "ipad"] {
                let run = try FeedBinary.run(
                    [command, KitFolders.docs + "/cookbook/" + recipe, "--format", "json", "--device", device]
                        + (command == "build" ? ["--no-state"] : []))
                #expect(run.status == 0, "\(recipe): \(run.errors)")
                #expect(try output.validate(try JSONParser.parse(Array(run.outputBytes))) == [], "\(recipe) \(device)")
            }
        }
    }
}
