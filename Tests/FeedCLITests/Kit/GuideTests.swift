import FeedHost
import FeedTestSupport
import Foundation
import Testing

/// The guide's first carousel (docs/guide.md §3–§5), copied out of the guide and run: the ten-minute path must work
/// as written and give the numbers the guide states.
@Suite struct GuideTests {
    /// The code blocks the guide introduces with a line `` `myfeed/PATH`: ``, by PATH.
    static func files() -> [String: String] {
        let lines = KitFolders.read(KitFolders.docs + "/guide.md").split(
            separator: "\n", omittingEmptySubsequences: false)
        var files: [String: String] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("`myfeed/"), line.hasSuffix("`:") else { continue }
            let path = String(line.dropFirst("`myfeed/".count).dropLast(2))
            while index < lines.count, !lines[index].hasPrefix("```") { index += 1 }
            index += 1
            var body: [Substring] = []
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            files[path] = body.joined(separator: "\n") + "\n"
        }
        return files
    }

    @Test func firstCarouselBuildsWithTheGuidesNumbers() throws {
        let files = Self.files()
        #expect(Set(files.keys) == ["data/apps.json", "apps.lua"])
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (path, text) in files { scratch.write(path, text) }

        let check = try FeedBinary.run(["check", scratch.path, "--format", "text"])
        #expect(check.status == 0, "\(check.errors)")
        let build = try FeedBinary.run(["build", scratch.path, "--format", "json"])
        #expect(build.status == 0, "\(build.errors)")
        let section = try #require(try JSONParser.parse(Array(build.outputBytes))["sections"]?.arrayValue?.first)
        // §3: 44 header + 16 + 80 + 24; cards 0.9 × 390 = 351 wide at x = 16 + k · (351 + 12).
        #expect(section["frame"] == .array([.integer(0), .integer(0), .integer(390), .integer(164)]))
        #expect(section["scrollContentSize"]?.arrayValue?.compactMap(\.doubleValue) == [1835, 80])
        let items = section["items"]?.arrayValue ?? []
        #expect(items.first?["frame"]?.arrayValue?.compactMap(\.doubleValue) == [16, 60, 351, 80])
        #expect(items.prefix(3).compactMap { $0["frame"]?.arrayValue?.first?.doubleValue } == [16, 379, 742])

        // §5: swapping Flighty and Darkroom reports one of the two as moved.
        var rows = try #require(files["data/apps.json"]).split(separator: "\n", omittingEmptySubsequences: false)
        let flighty = try #require(rows.firstIndex { $0.contains("Flighty") })
        let darkroom = try #require(rows.firstIndex { $0.contains("Darkroom") })
        rows.swapAt(flighty, darkroom)
        // Each row keeps its trailing comma where it now stands.
        for index in [flighty, darkroom] where !rows[index].hasSuffix(",") { rows[index] += "," }
        let swapped = rows.joined(separator: "\n")
        scratch.write("data/apps.json", swapped)
        let second = try FeedBinary.run(["build", scratch.path, "--format", "json"])
        let changes = try JSONParser.parse(Array(second.outputBytes))["changes"]?["items"]
        let moved = changes?["moved"]?.arrayValue ?? []
        #expect(changes?["updated"]?.arrayValue?.isEmpty == true)
        #expect(moved.count == 1)
        #expect(["app-2", "app-3"].contains(moved.first?["id"]?.stringValue ?? ""))
    }
}
