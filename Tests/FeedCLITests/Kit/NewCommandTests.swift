import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// `feed new`: what it writes, where, and what it refuses.
@Suite struct NewCommandTests {
    @Test func embeddedTemplatesEqualDocsTemplatesByteForByte() throws {
        let folder = KitFolders.docs + "/templates"
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: folder).filter {
            !$0.hasSuffix("README.md") && FileManager.default.contents(atPath: folder + "/" + $0) != nil
                && !FileManager.default.isDirectory(folder + "/" + $0)
        }
        #expect(onDisk.sorted() == TemplateTexts.files.keys.sorted(), "run scripts/generate-templates")
        for path in onDisk {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + path))
            #expect(
                Array(bytes) == Array((TemplateTexts.files[path] ?? "").utf8), "\(path): run scripts/generate-templates"
            )
        }
    }

    @Test func writesTheTemplateWithTheNameFilledIn() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let run = try FeedBinary.run(["new", "deals", "--template", "list", scratch.path])
        #expect(run.status == 0)
        #expect(run.output.contains("wrote \(scratch.path)/deals.lua"))
        #expect(run.output.contains("wrote \(scratch.path)/data/deals.json"))
        let template = KitFolders.read(KitFolders.docs + "/templates/list.lua")
        let script = try #require(scratch.read("deals.lua"))
        #expect(script == template.replacingOccurrences(of: "__NAME__", with: "deals"))
        #expect(!script.contains("__NAME__"))
        #expect(scratch.read("data/deals.json") == KitFolders.read(KitFolders.docs + "/templates/data/list.json"))
    }

    @Test func defaultsToTheCarouselInPlugins() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let run = try FeedBinary.run(["new", "picks"], in: scratch.path)
        #expect(run.status == 0, "\(run.errors)")
        let template = KitFolders.read(KitFolders.docs + "/templates/carousel.lua")
        #expect(scratch.read("plugins/picks.lua") == template.replacingOccurrences(of: "__NAME__", with: "picks"))
        #expect(scratch.read("plugins/data/picks.json") != nil)
    }

    @Test func refusesToOverwriteAndWritesNothing() throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        scratch.write("data/picks.json", "[]")
        let run = try FeedBinary.run(["new", "picks", scratch.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("data/picks.json"))
        #expect(run.errors.contains("never overwrites"))
        #expect(scratch.read("picks.lua") == nil, "the script is not written when its data file exists")
        #expect(scratch.read("data/picks.json") == "[]")

        #expect(try FeedBinary.run(["new", "other", scratch.path]).status == 0)
        let before = scratch.read("other.lua")
        let again = try FeedBinary.run(["new", "other", "--template", "grid", scratch.path])
        #expect(again.status == 1)
        #expect(scratch.read("other.lua") == before)
    }

    @Test(arguments: ["two words", "9lives", "top.charts", "a/b", "feed", "banners.lua", "", "-x", "ü"])
    func refusesANameThatCannotBeASection(_ name: String) throws {
        let scratch = TemporaryDirectory(prefix: "feedcli")
        let run = try FeedBinary.run(["new", "--", name, scratch.path])
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("NAME"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test(arguments: ["a", "top-charts", "editors_choice", "_private", "Deals2"])
    func acceptsIdentifiers(_ name: String) {
        #expect(Scaffold.problem(withName: name) == nil)
    }

    @Test func helpNamesTheExitStatuses() throws {
        let run = try FeedBinary.run(["new", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("never overwrites") || run.output.contains("Never overwrites"))
        #expect(run.output.contains("exit status is 1"))
        #expect(run.output.contains("usage error (status 2)"))
    }
}

extension FileManager {
    fileprivate func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
