import FeedEngine
import FeedHost
import FeedJSON
import FeedLayout
import FeedTestSupport
import FileWatching
import Foundation
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// The real pipeline behind the preview, on a temporary copy of the bundled feed.
    @Suite struct FeedRebuilderTests {
        private static let plugins = PackageFolder.root + "/plugins"

        /// A copy of plugins/ in a fresh temporary folder, removed by the caller.
        private func copyOfPlugins() throws -> String {
            let folder = NSTemporaryDirectory() + "feed-preview-\(UUID().uuidString)"
            try FileManager.default.copyItem(atPath: Self.plugins, toPath: folder)
            return folder
        }

        private func replace(_ old: String, with new: String, in path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try #require(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        private func headerTitle(_ document: FeedDocument, section: String) throws -> String? {
            let header = document.sections.first { $0.id == section }?.supplementaries.first { $0.kind == "header" }
            return try JSONParser.parse(try #require(header).fields.bytes)["title"]?.stringValue
        }

        @Test func anEditedScriptShowsInTheNextDocument() throws {
            let folder = try copyOfPlugins()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let rebuilder = try FeedRebuilder(feedAt: folder, environment: FeedEnvironment())
            let environment = LayoutEnvironment()
            #expect(try headerTitle(rebuilder.document(at: environment), section: "featured") == "Featured")
            try replace("title = \"Featured\"", with: "title = \"Featured Today\"", in: folder + "/featured.lua")
            rebuilder.filesChanged([FileChange(path: "featured.lua", kind: .modified, contentHash: nil)])
            let document = rebuilder.document(at: environment)
            #expect(try headerTitle(document, section: "featured") == "Featured Today")
            let changes = try JSONParser.parse(document.jsonBytes())["changes"]
            // A new header title updates the section for its header, and the header view in place.
            let update: JSONValue = .object(["id": .string("featured"), "reasons": .array([.string("header")])])
            #expect(changes?["sections"]?["updated"] == .array([update]))
            #expect(changes?["supplementaries"]?["updated"]?.arrayValue?.first?["kind"] == .string("header"))
        }

        @Test func aBrokenScriptKeepsItsLastGoodSectionAndNamesFileAndLine() throws {
            let folder = try copyOfPlugins()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let rebuilder = try FeedRebuilder(feedAt: folder, environment: FeedEnvironment())
            let environment = LayoutEnvironment()
            let good = rebuilder.document(at: environment)
            try replace(
                "id = \"featured\",", with: "id = \"featured\",\n  error(\"broken on purpose\"),",
                in: folder + "/featured.lua")
            rebuilder.filesChanged([FileChange(path: "featured.lua", kind: .modified, contentHash: nil)])
            let broken = rebuilder.document(at: environment)
            let error = try #require(broken.errors.first)
            #expect(error.script == "featured.lua")
            #expect(error.line == 7)  // the line the error call was put on
            #expect(broken.sections.map(\.id) == good.sections.map(\.id))
            try replace("\n  error(\"broken on purpose\"),", with: "", in: folder + "/featured.lua")
            rebuilder.filesChanged([FileChange(path: "featured.lua", kind: .modified, contentHash: nil)])
            #expect(rebuilder.document(at: environment).errors.isEmpty)
        }

        /// Only the environments asked for last keep a session (each holds the whole feed); one asked for again
        /// after it was let go is built afresh, a first run, while a kept one diffs against its last document.
        @Test func onlyTheLatestEnvironmentsKeepASession() throws {
            let folder = try copyOfPlugins()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let rebuilder = try FeedRebuilder(feedAt: folder, environment: FeedEnvironment())
            let environments = (0...FeedRebuilder.sessionLimit).map {
                LayoutEnvironment(width: Double(360 + 10 * $0), height: 844, scale: 3)
            }
            for environment in environments { _ = rebuilder.document(at: environment) }
            try replace("title = \"Featured\"", with: "title = \"Featured Today\"", in: folder + "/featured.lua")
            rebuilder.filesChanged([FileChange(path: "featured.lua", kind: .modified, contentHash: nil)])
            func baseline(_ environment: LayoutEnvironment) throws -> JSONValue? {
                try JSONParser.parse(rebuilder.document(at: environment).jsonBytes())["changes"]?["baseline"]
            }
            #expect(try baseline(environments[FeedRebuilder.sessionLimit]) == .string("previous"))
            #expect(try baseline(environments[0]) == .string("none"))
            #expect(try headerTitle(rebuilder.document(at: environments[0]), section: "featured") == "Featured Today")
        }

        @Test func eachEnvironmentHasItsOwnLayout() throws {
            let rebuilder = try FeedRebuilder(feedAt: Self.plugins, environment: FeedEnvironment())
            let phone = rebuilder.document(at: LayoutEnvironment(width: 390, height: 844, scale: 3))
            let tablet = rebuilder.document(at: LayoutEnvironment(width: 820, height: 1180, scale: 3))
            // banners.lua: an item fills the screen less 16 points each side (FRAMES.md): 358 on a phone.
            #expect(phone.sections[0].items[0].frame.width == 358)
            #expect(tablet.sections[0].items[0].frame.width == 820 - 32)
        }
    }
}
