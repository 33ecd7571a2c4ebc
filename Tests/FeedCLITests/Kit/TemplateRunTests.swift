import FeedHost
import FeedTestSupport
import Foundation
import Testing

/// Every `feed new` template, scaffolded by the real binary, through `feed check` and `feed build`.
@Suite struct TemplateRunTests {
    @Test(arguments: ScaffoldTemplate.allCases)
    func scaffoldedTemplatePassesCheckAndBuild(_ template: ScaffoldTemplate) throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let name = "my-\(template.rawValue)"
        let scaffold = try FeedBinary.run(["new", name, "--template", template.rawValue, scratch.path])
        #expect(scaffold.status == 0, "\(scaffold.errors)")

        let check = try FeedBinary.run(["check", scratch.path, "--format", "text"])
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.errors.isEmpty, "\(check.errors)")

        let build = try FeedBinary.run(["build", scratch.path, "--format", "json"])
        #expect(build.status == 0, "\(build.errors)")
        let document = try JSONParser.parse(Array(build.outputBytes))
        let section = try #require(document["sections"]?.arrayValue?.first)
        #expect(document["sections"]?.arrayValue?.count == 1)
        #expect(section["id"] == .string(name))
        // One item per entry of the data file, each id prefixed with the section's name.
        let data = try #require(
            JSONSerialization.jsonObject(with: Data(KitFolders.read(scratch.path + "/data/\(name).json").utf8))
                as? [Any])
        let items = section["items"]?.arrayValue ?? []
        #expect(items.count == data.count)
        #expect(items.allSatisfy { $0["id"]?.stringValue?.hasPrefix(name + "-") == true })
        #expect(items.allSatisfy { ($0["frame"]?.arrayValue?[2].doubleValue ?? 0) > 0 })
    }

    @Test(arguments: ScaffoldTemplate.allCases)
    func templateJoinsTheBundledFeed(_ template: ScaffoldTemplate) throws {
        let (scratch, feed) = try KitFolders.copy(KitFolders.plugins)
        defer { _ = scratch }
        let scaffold = try FeedBinary.run(["new", "promo", "--template", template.rawValue, feed, "--quiet"])
        #expect(scaffold.status == 0, "\(scaffold.errors)")
        #expect(scaffold.output.isEmpty)
        let check = try FeedBinary.run(["check", feed, "--format", "json"])
        #expect(check.status == 0, "\(check.errors)")
        let document = try JSONParser.parse(Array(check.outputBytes))
        let ids = (document["sections"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        #expect(ids == ["banners", "featured", "categories", "charts", "promo"])
        // Not in feed.lua's list: it runs last, with the warning the scaffold's hint announces.
        #expect(check.errors.contains("promo"))
    }

    /// The grid template picks its columns from the size class: 2 on a phone, 4 on an iPad.
    @Test(arguments: [("iphone", 2), ("ipad", 4)])
    func gridColumnsFollowTheSizeClass(_ device: String, _ columns: Int) throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        #expect(try FeedBinary.run(["new", "tiles", "--template", "grid", scratch.path]).status == 0)
        let build = try FeedBinary.run(["build", scratch.path, "--format", "json", "--no-state", "--device", device])
        let document = try JSONParser.parse(Array(build.outputBytes))
        let items = document["sections"]?.arrayValue?.first?["items"]?.arrayValue ?? []
        let rows = items.map { $0["frame"]?.arrayValue?[1].doubleValue ?? -1 }
        #expect(rows.count > columns)
        #expect(Set(rows.prefix(columns)).count == 1)
        #expect(rows[columns] > rows[0])
    }
}
