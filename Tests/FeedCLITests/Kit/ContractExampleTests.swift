import FeedTestSupport
import Foundation
import Testing

/// docs/spec/contract.md §5's example document, parsed out of the contract and compared with what `feed build`
/// prints for the run the contract says it shows: the bundled feed with three banners and three featured apps,
/// built again after three edits.
@Suite struct ContractExampleTests {
    /// §5 from its heading to §6.
    static var section5: Substring {
        let contract = KitFolders.read(KitFolders.docs + "/spec/contract.md")
        let start = contract.range(of: "## 5. JSON output")?.lowerBound ?? contract.endIndex
        let end = contract[start...].range(of: "## 6. ")?.lowerBound ?? contract.endIndex
        return contract[start..<end]
    }

    /// The bundled feed cut to three banners and three featured apps, built once (its state saved in the copy),
    /// then edited as §5 says: charts listed before categories, the featured header titled "Featured Apps",
    /// app-2 renamed.
    static func exampleRun() throws -> (first: Data, second: Data, state: Data) {
        let (scratch, path) = try KitFolders.copy(KitFolders.plugins)
        func edit(_ file: String, _ change: (String) -> String) throws {
            let before = KitFolders.read(path + "/" + file)
            let after = change(before)
            try #require(after != before, "\(file) did not change")
            try after.write(toFile: path + "/" + file, atomically: true, encoding: .utf8)
        }
        for name in ["banners", "featured"] {
            // One item a line, as the bundled data files are written.
            try edit("data/\(name).json") { text in
                let rows = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("{") }
                let kept = rows.prefix(3).map { row in row.hasSuffix(",") ? String(row.dropLast()) : String(row) }
                return "[\n" + kept.joined(separator: ",\n") + "\n]\n"
            }
        }
        let first = try FeedBinary.run(["build", path, "--format", "json"])
        try #require(first.status == 0, "\(first.errors)")
        try edit("feed.lua") {
            $0.replacingOccurrences(of: #""categories", "charts""#, with: #""charts", "categories""#)
        }
        try edit("featured.lua") {
            $0.replacingOccurrences(of: #"title = "Featured""#, with: #"title = "Featured Apps""#)
        }
        try edit("data/featured.json") { $0.replacingOccurrences(of: #""Uzbek Dictionary""#, with: #""Uzbek Lugat""#) }
        let second = try FeedBinary.run(["build", path, "--format", "json"])
        try #require(second.status == 0, "\(second.errors)")
        withExtendedLifetime(scratch) {}
        let state = FileManager.default.contents(atPath: path + "/.feed/state.json") ?? Data()
        return (first.outputBytes, second.outputBytes, state)
    }

    /// Every key and value the example shows is what the second build prints: arrays by their first elements
    /// (the example shows two of four sections, one item of three), objects by the keys shown (an item's
    /// `fields` by one of them), and a string ending in `…` by the text before it (a hash by its first digits).
    /// It had shown a content height of 1520 (the feed's is 1162), a frame change of app-3 that no run of this
    /// feed makes ([16, 400, 358, 80]: a featured card is 351 wide at x 742), and an error beside sections and
    /// `changes`, which a run with errors never has.
    @Test func theExampleIsWhatTheBuildPrints() throws {
        let shown = try #require(try Self.example())
        let real = try parseJSON(Self.exampleRun().second)
        #expect(Set(shown.keys) == Set(real.keys))
        #expect(Self.differences(shown, real, at: "") == [])
    }

    /// Every key the command prints is shown in the example or named in §5's text, under `fields` (the script's
    /// own) and `content` (docs/reference.md's cell templates) excepted. Eight had not been named in §5: `content`,
    /// `contentSizeCategory`, `cornerRadius`, `layoutDirection`, `listBackground`, `safeArea`, `scrollOffset`,
    /// `separators`.
    @Test func everyKeyOfTheOutputIsInTheContract() throws {
        let shown = try #require(try Self.example())
        let text = Self.section5
        var documented = Self.keys(of: shown)
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "`") {
            let after = text.index(after: open)
            guard let close = text[after...].firstIndex(of: "`") else { break }
            documented.formUnion(text[after..<close].split(whereSeparator: { !$0.isLetter }).map(String.init))
            index = text.index(after: close)
        }
        let run = try Self.exampleRun()
        let (scratch, path) = try KitFolders.copy(KitFolders.plugins)
        let device = try FeedBinary.run([
            "build", path, "--format", "json", "--no-state", "--device", "iphone", "--rtl", "--content-size", "xLarge",
            "--scroll-y", "100",
        ])
        withExtendedLifetime(scratch) {}
        let list = try FeedBinary.run([
            "build", KitFolders.docs + "/cookbook/list-section", "--format", "json", "--no-state",
        ])
        try #require(device.status == 0 && list.status == 0, "\(device.errors)\(list.errors)")
        var printed: Set<String> = []
        for output in [run.first, run.second, device.outputBytes, list.outputBytes] {
            printed.formUnion(Self.keys(of: try parseJSON(output)))
        }
        #expect(printed.subtracting(documented).sorted() == [])
    }

    /// §6 spells the state file out as `{ "version": 1, "hashVersion": 2, "environment": {...}, "sections": … }`:
    /// the keys it names are the keys of the state the example's build saved, the environment's (elided there,
    /// §5's) aside.
    @Test func theStateFileHasTheKeysOfSection6() throws {
        let contract = KitFolders.read(KitFolders.docs + "/spec/contract.md")
        let start = try #require(contract.range(of: "## 6. State file"))
        let open = try #require(contract[start.upperBound...].range(of: "`{"))
        let close = try #require(contract[open.upperBound...].range(of: "}`"))
        let pieces = contract[open.lowerBound..<close.upperBound].split(
            separator: "\"", omittingEmptySubsequences: false)
        // Keys are the quoted words a colon follows.
        let named = zip(pieces, pieces.dropFirst()).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.1.hasPrefix(":") }.map { String($0.element.0) }
        let state = try parseJSON(Self.exampleRun().state)
        let environment = try #require(state["environment"] as? [String: Any])
        let saved = Self.keys(of: state).subtracting(environment.keys).union(["environment"])
        #expect(saved == Set(named))
    }

    /// The ```json block of §5.
    static func example() throws -> [String: Any]? {
        let text = section5
        guard let open = text.range(of: "```json\n"), let close = text[open.upperBound...].range(of: "```") else {
            return nil
        }
        return try parseJSON(Data(text[open.upperBound..<close.lowerBound].utf8))
    }

    /// The keys of every object in `value`, but not inside `fields` or `content`.
    static func keys(of value: Any) -> Set<String> {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: Set(object.keys)) { keys, member in
                if !["fields", "content"].contains(member.key) { keys.formUnion(Self.keys(of: member.value)) }
            }
        case let array as [Any]: return array.reduce(into: []) { $0.formUnion(keys(of: $1)) }
        default: return []
        }
    }

    /// Where `shown` says something `real` does not: a missing key, another value, more array elements.
    static func differences(_ shown: Any, _ real: Any, at path: String) -> [String] {
        switch (shown, real) {
        case (let shown as [String: Any], let real as [String: Any]):
            return shown.keys.sorted().flatMap { key in
                real[key].map { differences(shown[key]!, $0, at: path + "." + key) } ?? ["\(path).\(key) missing"]
            }
        case (let shown as [Any], let real as [Any]):
            guard shown.count <= real.count else { return ["\(path) has \(real.count) elements"] }
            return zip(shown, real).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
        case (let shown as String, let real as String) where shown.hasSuffix("…"):
            return real.hasPrefix(shown.dropLast()) ? [] : ["\(path): \(shown) shown, \(real) printed"]
        default:
            return "\(shown)" == "\(real)" ? [] : ["\(path): \(shown) shown, \(real) printed"]
        }
    }
}
