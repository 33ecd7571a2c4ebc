import FeedEngine
import FeedHost
import FeedJSON
import FeedLayout
import FeedTestSupport
import FileWatching
import Testing

@testable import PreviewServer

extension PreviewServerSuite {
    /// The served page follows a feed the way `feed watch` does: the rebuilder's watch sessions behind a
    /// `LivePreview` and a `PreviewSite`, fed changes as the serve command's watcher reports them.
    @Suite struct ServedWatchTests {
        /// A section script of one 50-point row whose title is the `word` of `lib/words.lua` when `usesWords`.
        private static func script(_ id: String, usesWords: Bool, title: String = "plain") -> String {
            let titleExpression = usesWords ? "require(\"words\").word" : "\"\(title)\""
            return """
                return {
                  id = "\(id)",
                  items = function(ctx) return { { id = "\(id)-0", title = \(titleExpression) } } end,
                  layout = layout.section {
                    group = layout.group.vertical {
                      width = fractionalWidth(1), height = absolute(50),
                      subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                    },
                  },
                }
                """
        }

        /// a.lua and c.lua require `words`; b.lua does not.
        private static func makeFeed() -> TemporaryDirectory {
            let directory = TemporaryDirectory(prefix: "feed-serve")
            directory.write("a.lua", script("a", usesWords: true))
            directory.write("b.lua", script("b", usesWords: false))
            directory.write("c.lua", script("c", usesWords: true))
            directory.write("lib/words.lua", "return { word = \"first\" }")
            return directory
        }

        private struct Served {
            let rebuilder: FeedRebuilder
            let preview: LivePreview
            let site: PreviewSite

            init(_ path: String) throws {
                rebuilder = try FeedRebuilder(feedAt: path, environment: FeedEnvironment())
                let rebuilder = rebuilder
                preview = LivePreview(environment: LayoutEnvironment()) { rebuilder.document(at: $0) }
                site = PreviewSite(preview: preview)
            }

            /// What the serve loop does with a batch from its watcher.
            func modified(_ paths: String...) {
                let relevant = rebuilder.filesChanged(
                    paths.map { FileChange(path: $0, kind: .modified, contentHash: nil) })
                if relevant { preview.rebuild() }
            }

            /// The page's document, as `/feed.json` serves it.
            func page() throws -> JSONValue {
                let response = site.respond(to: HTTPRequest(method: "GET", path: "/feed.json"))
                guard case .bytes(let bytes) = response.body else { throw PageError() }
                return try JSONParser.parse(bytes)
            }
        }

        private struct PageError: Error {}

        /// Section id → the title of its first item, from a served document.
        private func titles(_ page: JSONValue) -> [String: String] {
            var titles: [String: String] = [:]
            for section in page["sections"]?.arrayValue ?? [] {
                guard let id = section["id"]?.stringValue,
                    let title = section["items"]?.arrayValue?.first?["fields"]?["title"]?.stringValue
                else { continue }
                titles[id] = title
            }
            return titles
        }

        @Test func aModuleChangeReachesThePageRerunningOnlyItsRequirers() throws {
            let feed = Self.makeFeed()
            let served = try Served(feed.path)
            #expect(titles(try served.page()) == ["a": "first", "b": "plain", "c": "first"])
            feed.write("lib/words.lua", "return { word = \"second\" }")
            served.modified("lib/words.lua")
            #expect(served.rebuilder.update(at: LayoutEnvironment()).rerun == ["a.lua", "c.lua"])
            let page = try served.page()
            #expect(titles(page) == ["a": "second", "b": "plain", "c": "second"])
            // The diff the page animates is against the previous rebuild: only the requirers' rows changed.
            let updated = page["changes"]?["items"]?["updated"]?.arrayValue?.compactMap(\.stringValue)
            #expect(updated == ["a-0", "c-0"])
        }

        @Test func aFailingScriptKeepsItsLastGoodSectionWhileThePageShowsItsError() throws {
            let feed = Self.makeFeed()
            let served = try Served(feed.path)
            #expect(titles(try served.page())["b"] == "plain")
            feed.write("b.lua", "local broken = nil\nreturn broken.field\n")
            served.modified("b.lua")
            let page = try served.page()
            #expect(titles(page) == ["a": "first", "b": "plain", "c": "first"])
            let errors = page["errors"]?.arrayValue ?? []
            #expect(errors.count == 1)
            #expect(errors.first?["script"]?.stringValue == "b.lua")
            #expect(errors.first?["line"]?.doubleValue == 2)  // `broken.field` is on the second line
            // The fix clears the error at once; the section is b's own again.
            feed.write("b.lua", Self.script("b", usesWords: false, title: "fixed"))
            served.modified("b.lua")
            let fixed = try served.page()
            #expect(fixed["errors"]?.arrayValue?.isEmpty ?? true)
            #expect(titles(fixed)["b"] == "fixed")
        }

        @Test func aFileTheFeedNeverReadsDoesNotRebuild() throws {
            let feed = Self.makeFeed()
            let served = try Served(feed.path)
            let before = served.preview.snapshot(at: LayoutEnvironment()).generation
            feed.write("NOTES.md", "not a script")
            #expect(!served.rebuilder.filesChanged([FileChange(path: "NOTES.md", kind: .created, contentHash: nil)]))
            #expect(served.preview.snapshot(at: LayoutEnvironment()).generation == before)
        }
    }
}
