import FeedTestSupport
import Foundation
import Testing

/// The errors the guide's §7 and the README quote, from the mistakes they say were made: each quoted line is what
/// `feed check` prints for them. The quotes had named lines that the scripts they describe do not have
/// (`apps.lua:14` and `apps.lua:9` for §3's script, whose group and section start on lines 17 and 15;
/// `charts.lua:30` and `charts.lua:14` for the bundled script, whose section and group start on lines 17 and 21).
@Suite struct QuotedErrorTests {
    /// The lines of the first code block after `marker` in `text`.
    static func quoted(in text: String, after marker: String) throws -> [Substring] {
        let start = try #require(text.range(of: marker))
        let open = try #require(text[start.upperBound...].range(of: "```\n"))
        let close = try #require(text[open.upperBound...].range(of: "```"))
        return text[open.upperBound..<close.lowerBound].split(separator: "\n")
    }

    /// `feed check`'s error lines for a copy of `plugins/` (or of its parts) changed by `change`.
    static func errors(_ files: [String: String], _ change: (inout [String: String]) -> Void) throws -> Set<Substring> {
        var changed = files
        change(&changed)
        let scratch = TemporaryDirectory(prefix: "feedcli")
        for (path, text) in changed { scratch.write(path, text) }
        let run = try FeedBinary.run(["check", scratch.path, "--format", "text"])
        #expect(run.status == 1)
        return Set(run.errors.split(separator: "\n"))
    }

    static func bundled(_ path: String) -> String { KitFolders.read(KitFolders.plugins + "/" + path) }

    static func replacing(_ old: String, with new: String, in text: String?) -> String? {
        text.map { $0.contains(old) ? $0.replacingOccurrences(of: old, with: new) : "-- \(old) not found" }
    }

    @Test func theGuidesErrorsAreWhatItsFeedPrints() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let quotes = try Self.quoted(in: guide, after: "## 7. ")
        var files = GuideTests.files()
        for path in ["featured.lua", "charts.lua", "lib/recipes.lua", "data/featured.json", "data/charts.json"] {
            files[path] = Self.bundled(path)
        }
        files["charts.lua"] = Self.replacing(#""groupPaging""#, with: #""groupPageing""#, in: files["charts.lua"])
        let before = try Self.errors(files) { _ in }
        let after = try Self.errors(files) { files in
            files["apps.lua"] = Self.replacing(
                "contentInsets = { top", with: "contentInset = { top",
                in: Self.replacing("width = fractionalWidth(0.9)", with: #"width = "50%""#, in: files["apps.lua"]))
        }
        #expect(quotes.count == 4)
        #expect(quotes.filter { !before.union(after).contains($0) } == [], "printed: \(before.union(after))")
    }

    @Test func theReadmesErrorIsWhatTheBundledFeedPrints() throws {
        let readme = KitFolders.read(FeedBinary.packageRoot + "/README.md")
        let quotes = try Self.quoted(in: readme, after: "say what would be right")
        let files = ["charts.lua", "feed.lua", "lib/recipes.lua", "data/charts.json"].reduce(into: [:]) {
            $0[$1] = Self.bundled($1)
        }
        let printed = try Self.errors(files) { files in
            files["feed.lua"] = #"return { sections = { "charts" } }"#
            files["charts.lua"] = Self.replacing(
                "width = fractionalWidth(0.92)", with: #"width = "50%""#, in: files["charts.lua"])
        }
        #expect(quotes.count == 1)
        #expect(quotes.filter { !printed.contains($0) } == [], "printed: \(printed)")
    }
}
