import FeedTestSupport
import Foundation
import Glibc
import Testing

/// Files of every special kind and links of every path kind, through the real binary (issue 18, items 4–6):
/// nothing blocks, nothing outside the folder is read, run or written, nothing the host does not own is replaced.
/// Every run is killed after 20 s, so a hang fails the test instead of stalling the suite.
@Suite struct FileSafetyTests {
    private func makeFixture() throws -> FeedFixture {
        let fixture = FeedFixture()
        fixture.writeManifest(["top"])
        fixture.writeListSection("top")
        fixture.writeItems("top", [("t1", "One")])
        let first = try fixture.feed("build", "--format", "json")
        #expect(first.status == 0, "\(first.errors)")
        return fixture
    }

    private func build(_ fixture: FeedFixture, _ arguments: String...) throws -> FeedBinary.Result {
        try FeedBinary.run(["build", fixture.path, "--format", "json"] + arguments, timeout: 20)
    }

    private func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    }

    @Test func aFIFOAsADataFileIsTheScriptsError() throws {
        let fixture = try makeFixture()
        fixture.remove("data/top.json")
        #expect(mkfifo(fixture.path + "/data/top.json", 0o644) == 0)
        let result = try build(fixture)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("data/top.json: it is a FIFO, not a regular file"), "\(result.errors)")
    }

    @Test func aFIFOAsALibModuleIsUnreadableNotMissing() throws {
        let fixture = try makeFixture()
        fixture.write("top.lua", ErrorPathTests.top(items: "function(ctx) return require(\"f\") end"))
        fixture.write("lib/ok.lua", "return {}")
        #expect(mkfifo(fixture.path + "/lib/f.lua", 0o644) == 0)
        let result = try build(fixture)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "require: module \"f\" cannot be read (lib/f.lua: it is a FIFO, not a regular file)"),
            "\(result.errors)")
        #expect(!result.errors.contains("not found"))
    }

    /// A module that links out of lib/ is not loaded, and the error says why instead of "not found" with the
    /// module itself as the suggestion.
    @Test func aLibModuleLinkingOutOfTheFolderIsRefusedByName() throws {
        let fixture = try makeFixture()
        let outside = TemporaryDirectory(prefix: "outside")
        let secret = outside.write("pw.lua", "return { secret = \"s3cret\" }")
        fixture.write(
            "top.lua", ErrorPathTests.top(items: "function(ctx) return { { id = require(\"pw\").secret } } end"))
        fixture.write("lib/ok.lua", "return {}")
        #expect(symlink(secret, fixture.path + "/lib/pw.lua") == 0)
        let result = try build(fixture)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "require: module \"pw\" cannot be read (lib/pw.lua: it leads outside the feed's lib/ folder; "
                    + "modules must be files inside it)"),
            "\(result.errors)")
        #expect(!result.output.contains("s3cret") && !result.errors.contains("s3cret"))
    }

    /// `data/` or `lib/` linking out of the folder is never read, and the error says so instead of "the feed has
    /// no data/ folder" or "not found".
    @Test func dataAndLibFoldersLinkingOutAreRefusedByName() throws {
        let fixture = try makeFixture()
        let outside = TemporaryDirectory(prefix: "outside")
        outside.write("data/top.json", #"[{"id":"s3cret"}]"#)
        fixture.remove("data/top.json")
        #expect(rmdir(fixture.path + "/data") == 0)
        #expect(symlink(outside.path + "/data", fixture.path + "/data") == 0)
        let data = try build(fixture)
        #expect(data.status == 1, "\(data.errors)")
        #expect(
            data.errors.contains(
                "cannot read data/top.json: data/ leads outside the feed folder; it must be a folder inside it"),
            "\(data.errors)")
        outside.write("lib/pw.lua", "return {}")
        fixture.write("top.lua", ErrorPathTests.top(items: "function(ctx) return require(\"pw\") end"))
        #expect(symlink(outside.path + "/lib", fixture.path + "/lib") == 0)
        let lib = try build(fixture)
        #expect(
            lib.errors.contains(
                "require: module \"pw\" cannot be read (lib/pw.lua: lib/ leads outside the feed folder; it must be "
                    + "a folder inside it)"),
            "\(lib.errors)")
        #expect(!(data.output + data.errors + lib.output + lib.errors).contains("s3cret"))
    }

    @Test func aFIFOAsAScriptIsItsError() throws {
        let fixture = try makeFixture()
        #expect(mkfifo(fixture.path + "/zz.lua", 0o644) == 0)
        let result = try build(fixture)
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("error: zz.lua: cannot read zz.lua: it is a FIFO, not a regular file"))
    }

    /// A script whose file name is not UTF-8 (a Latin-1 name, `zz\xFF.lua`) cannot be opened by any name the host
    /// can spell: it is that script's error, named with the bad byte repaired, where the listing used to drop it
    /// and the section went missing without a word.
    @Test func aScriptWhoseNameIsNotUTF8IsItsError() throws {
        let fixture = try makeFixture()
        let name = Array((fixture.path + "/zz").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + ".lua".utf8CString
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let result = try build(fixture)
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains(
                "error: zz\u{FFFD}.lua: cannot read zz\u{FFFD}.lua: its file name is not valid UTF-8, so the host "
                    + "cannot open it; rename the file"), "\(result.errors)")
    }

    @Test func aFIFOAsTheStateFileIsAWarningAndAFirstRunAndIsNotReplaced() throws {
        let fixture = try makeFixture()
        fixture.remove(".feed/state.json")
        #expect(mkfifo(fixture.statePath, 0o644) == 0)
        let result = try build(fixture)
        #expect(result.errors.contains("it is a FIFO, not a regular file; treating this run as the first"))
        #expect(result.errors.contains("feed: cannot write \(fixture.statePath): it is a FIFO, not a regular file"))
        #expect(result.status == 1)
        #expect(isFIFO(fixture.statePath))
    }

    @Test func anOversizedDataFileIsAnErrorReadNoFurther() throws {
        let fixture = try makeFixture()
        #expect(truncate(fixture.path + "/data/top.json", 1 << 30) == 0)
        let result = try build(fixture)
        #expect(result.status == 1)
        #expect(result.errors.contains("data/top.json: it is 1073741824 bytes, over the limit of"), "\(result.errors)")
    }

    @Test func aScriptLinkedToOutsideIsNeverRunNorEchoed() throws {
        let fixture = try makeFixture()
        let outside = FeedFixture()
        outside.write("secret.lua", "return { id = \"secret\", items = {}, layout = layout.list {} } -- SECRET TEXT")
        try FileManager.default.createSymbolicLink(
            atPath: fixture.path + "/secret.lua", withDestinationPath: outside.path + "/secret.lua")
        let result = try build(fixture)
        #expect(result.status == 1)
        #expect(result.errors.contains("error: secret.lua: secret.lua leads outside the feed folder"))
        #expect(!result.errors.contains("SECRET") && !result.output.contains("SECRET"))
        #expect(!result.output.contains("\"secret\""))
    }

    @Test func aDotFeedLinkedToOutsideIsRefusedBeforeAnyWork() throws {
        let fixture = try makeFixture()
        let outside = FeedFixture()
        fixture.remove(".feed")
        try FileManager.default.createSymbolicLink(atPath: fixture.path + "/.feed", withDestinationPath: outside.path)
        fixture.write("top.lua", ErrorPathTests.top(items: "function(ctx) print('ran') return {} end"))
        let result = try build(fixture)
        #expect(result.status == 2)
        #expect(result.errors.contains("\(fixture.path)/.feed leads outside the feed folder"), "\(result.errors)")
        #expect(!result.errors.contains("ran"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        // --state names the file explicitly: then the build runs.
        let explicit = try build(fixture, "--state", fixture.path + "/mine.json")
        #expect(explicit.status == 0, "\(explicit.errors)")
    }

    /// A `.feed` link out made while the scripts run (a checkout during a long build) is refused once they have
    /// run, before anything is written: it was checked only before they ran, and the state went through the link.
    @Test func aDotFeedLinkedToOutsideWhileTheScriptsRunIsRefused() throws {
        let fixture = try makeFixture()
        let outside = FeedFixture()
        fixture.write(
            "top.lua",
            ErrorPathTests.top(items: "function(ctx) local x = 0 for i = 1, 2e8 do x = x + i end return {} end"))
        let (folder, target) = (fixture.path, outside.path)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? FileManager.default.removeItem(atPath: folder + "/.feed")
            try? FileManager.default.createSymbolicLink(atPath: folder + "/.feed", withDestinationPath: target)
        }
        // A budget the loop stays within: the build succeeds, and would save its state.
        let result = try build(fixture, "--instruction-budget", "2000000000")
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.contains("\(fixture.path)/.feed leads outside the feed folder"), "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// `--state` and `--out` onto a device, a FIFO, a folder or a link to a device: exit 2, before any work,
    /// and the target is untouched.
    @Test(arguments: ["--state", "--out"], ["device-link", "fifo", "folder"])
    func aTargetThatIsNotARegularFileIsRefused(option: String, kind: String) throws {
        let fixture = try makeFixture()
        let target = fixture.path + "/target"
        switch kind {
        case "device-link": try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "/dev/null")
        case "fifo": #expect(mkfifo(target, 0o644) == 0)
        default: try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        }
        fixture.write("top.lua", ErrorPathTests.top(items: "function(ctx) print('ran') return {} end"))
        let before = fixture.state
        let result = try build(fixture, option, target)
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.hasPrefix("feed: \(option) \(target): it is a "), "\(result.errors)")
        #expect(result.errors.contains("not a regular file; give a regular file or a new path"))
        #expect(!result.errors.contains("ran"))
        #expect(fixture.state == before)
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        let expectedType: FileAttributeType =
            switch kind {
            case "device-link": .typeSymbolicLink
            case "fifo": .typeUnknown
            default: .typeDirectory
            }
        if kind != "fifo" { #expect(attributes[.type] as? FileAttributeType == expectedType) }
        if kind == "fifo" { #expect(isFIFO(target)) }
    }

    @Test func aStateLinkedToARegularFileIsWrittenThroughAndTheLinkStays() throws {
        let fixture = try makeFixture()
        let real = fixture.path + "/real-state.json"
        _ = FileManager.default.createFile(atPath: real, contents: nil)
        try FileManager.default.createSymbolicLink(atPath: fixture.path + "/link.json", withDestinationPath: real)
        let result = try build(fixture, "--state", fixture.path + "/link.json")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.path + "/link.json") == real)
        #expect((FileManager.default.contents(atPath: real)?.count ?? 0) > 0)
    }

    /// `--state` names its file, also when that is the folder's default path: `feed watch` writes it where it leads,
    /// as `feed build` does, instead of refusing every save as it refuses a default link out that nobody named
    /// ("… leads outside the feed folder (remove the link or give --state FILE)").
    @Test func anExplicitStateAtTheDefaultPathIsWrittenWhereItLeads() throws {
        let fixture = try makeFixture()
        let outside = FeedFixture()
        outside.write("kept.json", "")
        let kept = outside.path + "/kept.json"
        fixture.remove(".feed/state.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.statePath, withDestinationPath: kept)
        // A watch whose lines cannot be written ends after its first build, which it saves before printing.
        let watch = try FeedBinary.run(
            ["watch", fixture.path, "--format", "json", "--state", fixture.statePath], timeout: 20,
            standardOutput: "/dev/full")
        #expect(watch.status == 1, "\(watch.errors)")
        #expect(!watch.errors.contains("leads outside"), "\(watch.errors)")
        #expect((FileManager.default.contents(atPath: kept)?.count ?? 0) > 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.statePath) == kept)
    }
}
