import FeedTestSupport
import Foundation
import Testing

/// Scripts, the manifest and `lib/` modules saved with a byte order mark or a `#!` first line run as `lua file.lua`
/// runs them, `data/` files with a byte order mark read as JSON, and errors keep naming the line (and column) the
/// editor shows.
@Suite struct SavedFileFormTests {
    private static let mark = "\u{FEFF}"
    private static let shebang = "#!/usr/bin/env lua\n"

    private func fixture(layoutLine: String = "") -> FeedFixture {
        let fixture = FeedFixture()
        fixture.write("feed.lua", Self.mark + "return { sections = { \"top\" } }")
        fixture.write("lib/names.lua", Self.shebang + "return { first = \"t1\" }")
        fixture.write(
            "top.lua",
            Self.mark + Self.shebang
                + ErrorPathTests.top(
                    items: "function(ctx) return { { id = require(\"names\").first } } end", layoutLine: layoutLine))
        return fixture
    }

    @Test func aMarkAndAShebangLineRunInEveryKindOfFile() throws {
        let result = try fixture().feed("build", "--format", "json", "--no-state")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"id\":\"t1\""), "\(result.output)")
    }

    /// The script's sixth line (after the shebang, `ErrorPathTests.top`'s fifth) holds the bad key.
    @Test func errorsNameTheLineAsTheFileHasIt() throws {
        let result = try fixture(layoutLine: ", bogus = 1").feed("build", "--format", "text", "--no-state")
        #expect(result.status == 1)
        #expect(result.errors.contains("top.lua:6: layout.group.subitems[1].bogus: unknown key"), "\(result.errors)")
    }

    @Test func aDataFileWithAMarkReadsAsJSON() throws {
        let fixture = FeedFixture()
        fixture.writeListSection("top")
        fixture.write("data/top.json", Self.mark + "[{\"id\": \"t1\", \"title\": \"One\"}]")
        let read = try fixture.feed("build", "--format", "json", "--no-state")
        #expect(read.status == 0, "\(read.errors)")
        #expect(read.output.contains("\"id\":\"t1\""), "\(read.output)")
        // The column counts from the first character after the mark, as an editor shows it.
        fixture.write("data/top.json", Self.mark + "[{\"id\": x}]")
        let broken = try fixture.feed("build", "--format", "text", "--no-state")
        #expect(broken.status == 1)
        #expect(broken.errors.contains("data/top.json:1:9: unexpected character"), "\(broken.errors)")
    }
}
