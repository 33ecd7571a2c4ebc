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

    /// §4's JSON, after §3's `feed check` and `feed build` as a reader runs them: every key and value it shows is
    /// in the real document (arrays by their first elements, `"..."` standing for the rest), and it shows every
    /// top-level key. It had left out `warnings` and shown `"baseline": "none"`, which only a first run says.
    @Test func theJSONOfSection4IsWhatTheBuildPrints() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let intro = try #require(guide.range(of: "`feed build myfeed --format json` prints one document"))
        let open = try #require(guide[intro.upperBound...].range(of: "```json\n"))
        let close = try #require(guide[open.upperBound...].range(of: "```"))
        let shown = try parseJSON(Data(guide[open.upperBound..<close.lowerBound].utf8))
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (path, text) in Self.files() { scratch.write(path, text) }
        for command in ["check", "build"] {
            #expect(try FeedBinary.run([command, scratch.path, "--format", "text"]).status == 0)
        }
        let run = try FeedBinary.run(["build", scratch.path, "--format", "json"])
        let real = try parseJSON(run.outputBytes)
        #expect(Set(shown.keys) == Set(real.keys))
        #expect(Self.differences(shown, real, at: "") == [])
    }

    /// Where `shown` says something `real` does not: a missing key, another value, more array elements.
    static func differences(_ shown: Any, _ real: Any, at path: String) -> [String] {
        switch (shown, real) {
        case (let shown as [String: Any], let real as [String: Any]):
            return shown.keys.sorted().filter { $0 != "..." }.flatMap { key in
                real[key].map { differences(shown[key]!, $0, at: path + "." + key) } ?? ["\(path).\(key) missing"]
            }
        case (let shown as [Any], let real as [Any]):
            guard shown.count <= real.count else { return ["\(path) has \(real.count) elements"] }
            return zip(shown, real).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
        default:
            return "\(shown)" == "\(real)" ? [] : ["\(path): \(shown) shown, \(real) printed"]
        }
    }

    /// §13's cell template added to §3's carousel, as the guide says to: every card's label shows the app's
    /// name. The template had bound `field "title"`, a field the carousel's items do not have, so every label
    /// was empty and 0 points tall.
    @Test func theCellOfSection13ShowsTheCarouselsNames() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let section = try #require(guide.range(of: "## 13. "))
        let open = try #require(guide[section.upperBound...].range(of: "```lua\n"))
        let close = try #require(guide[open.upperBound...].range(of: "```"))
        var files = Self.files()
        let script = try #require(files["apps.lua"])
        let end = try #require(script.range(of: "}", options: .backwards))
        files["apps.lua"] = script.replacingCharacters(
            in: end.lowerBound..<end.lowerBound, with: String(guide[open.upperBound..<close.lowerBound]))
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (path, text) in files { scratch.write(path, text) }
        let run = try FeedBinary.run(["build", scratch.path, "--no-state", "--format", "json"])
        #expect(run.status == 0, "\(run.errors)")
        let items = try JSONParser.parse(Array(run.outputBytes))["sections"]?.arrayValue?.first?["items"]?.arrayValue
        let texts = (items ?? []).map { item in
            item["content"]?.arrayValue?.first { $0["kind"]?.stringValue == "label" }?["text"]?.stringValue ?? ""
        }
        #expect(texts == ["Things 3", "Flighty", "Darkroom", "Bear", "Gentler Streak"])
    }

    /// §5 names the list of `changes.afterBatch` that an item which moved and changed is sent in. It had named
    /// `reloadItems`, which only `--item-updates reload` fills: by default the item swapped and recategorised
    /// below is in `reconfigureItems` at its new index path [0, 1], and `reloadItems` is empty.
    @Test func anItemThatMovedAndChangedIsWhereTheGuideSays() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let section = try #require(guide.range(of: "## 5. "))
        let mention = try #require(guide[section.upperBound...].range(of: "`changes.afterBatch."))
        let list = String(guide[mention.upperBound...].prefix { $0.isLetter })
        let files = Self.files()
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (path, text) in files { scratch.write(path, text) }
        #expect(try FeedBinary.run(["build", scratch.path, "--format", "json"]).status == 0)
        let apps = try #require(files["data/apps.json"])
        let flighty = #"{ "id": 2, "name": "Flighty", "category": "Travel" }"#
        let darkroom = #"{ "id": 3, "name": "Darkroom", "category": "Photo & Video" }"#
        try #require(apps.contains(flighty) && apps.contains(darkroom))
        // Darkroom takes Flighty's row with another category; Flighty takes Darkroom's.
        let recategorised = darkroom.replacingOccurrences(of: "Photo & Video", with: "Photo")
        scratch.write(
            "data/apps.json",
            apps.replacingOccurrences(of: flighty, with: "\u{0}").replacingOccurrences(of: darkroom, with: flighty)
                .replacingOccurrences(of: "\u{0}", with: recategorised))
        let run = try FeedBinary.run(["build", scratch.path, "--format", "json"])
        let changes = try JSONParser.parse(Array(run.outputBytes))["changes"]
        #expect(changes?["items"]?["moved"]?.arrayValue?.first?["id"]?.stringValue == "app-3")
        #expect(changes?["items"]?["updated"]?.arrayValue?.compactMap(\.stringValue) == ["app-3"])
        let paths = changes?["afterBatch"]?[list]?.arrayValue?.map { $0.arrayValue?.compactMap(\.doubleValue) ?? [] }
        #expect(paths == [[0, 1]], "afterBatch.\(list)")
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
