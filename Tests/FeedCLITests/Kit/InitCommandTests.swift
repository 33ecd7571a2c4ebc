import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// `feed init [DIR]`: a feed folder that builds cleanly as written, with the editor set up, and never a file
/// overwritten.
@Suite struct InitCommandTests {
    @Test func theNewFolderBuildsCleanly() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let feed = scratch.path + "/myfeed"
        let run = try FeedBinary.run(["init", feed])
        #expect(run.status == 0, "\(run.errors)")
        for file in ["feed.lua", ".luarc.json", "types/feedengine.lua", "featured.lua", "data/featured.json"] {
            #expect(run.output.contains("wrote \(feed)/\(file)\n"), "\(file)")
        }
        // From inside the folder, as the printed next step says: `.` is the feed, no warnings, one section.
        let build = try FeedBinary.run(["build", "--format", "json"], in: feed)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.errors == "feed: no DIR given; using . (it holds section scripts)\n")
        let document = try parseJSON(build.outputBytes)
        let sections = try #require(document["sections"] as? [[String: Any]])
        #expect(sections.map { $0["id"] as? String } == ["featured"])
        #expect((sections.first?["items"] as? [Any])?.isEmpty == false)
        #expect((document["warnings"] as? [Any])?.isEmpty ?? true)
        #expect(FileManager.default.fileExists(atPath: feed + "/.feed/state.json"))
    }

    /// `.luarc.json` names a library folder that holds the annotations, byte for byte docs/lua/feedengine.lua, so
    /// the editor completes outside this repository too.
    @Test func theEditorFindsTheAnnotations() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        #expect(try FeedBinary.run(["init"], in: scratch.path).status == 0)
        let settings = try #require(
            try JSONSerialization.jsonObject(with: Data((scratch.read(".luarc.json") ?? "").utf8)) as? [String: Any])
        let libraries = try #require(settings["workspace.library"] as? [String])
        #expect(libraries == ["types"])
        #expect(scratch.read("types/feedengine.lua") == KitFolders.read(KitFolders.docs + "/lua/feedengine.lua"))
        #expect(
            AnnotationText.feedEngine == KitFolders.read(KitFolders.docs + "/lua/feedengine.lua"),
            "run scripts/generate-templates")
        #expect(scratch.read("featured.lua")?.contains("\n---@type SectionProvider\n") == true)
    }

    @Test func aTemplateChoosesTheFirstSection() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        #expect(try FeedBinary.run(["init", scratch.path, "--template", "list", "--quiet"]).status == 0)
        let template = KitFolders.read(KitFolders.docs + "/templates/list.lua")
        #expect(scratch.read("featured.lua") == template.replacingOccurrences(of: "__NAME__", with: "featured"))
        #expect(try FeedBinary.run(["check", scratch.path, "--format", "json"]).status == 0)
    }

    @Test(arguments: ["feed.lua", ".luarc.json", "types/feedengine.lua", "featured.lua", "data/featured.json"])
    func anExistingFileStopsEverything(existing: String) throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        scratch.write(existing, "mine")
        let run = try FeedBinary.run(["init", scratch.path])
        // 1 as for `feed new` and any file `feed` cannot write: it was 2, the usage status, without the usage.
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("\(scratch.path)/\(existing): it already exists, and feed init never overwrites"))
        #expect(scratch.read(existing) == "mine")
        let left = try FileManager.default.subpathsOfDirectory(atPath: scratch.path).filter {
            FileManager.default.contents(atPath: scratch.path + "/" + $0) != nil
        }
        #expect(left == [existing], "nothing else was written")
    }
}
