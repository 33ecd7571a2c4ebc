import FeedTestSupport
import Foundation
import Testing

/// `feed build` keeps the shapes it measured beside its state file (`state.json` → `state.shapes`), takes them back
/// in the next build, and never lets the store change a build or write over a file that is not one.
@Suite struct ShapeStoreFileTests {
    static let plugins = FeedBinary.packageRoot + "/plugins"

    private func build(_ arguments: String...) throws -> FeedBinary.Result {
        let result = try FeedBinary.run(["build", Self.plugins, "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.errors)")
        return result
    }

    /// The document without its changes, which differ between a first build and a second.
    private func sections(_ result: FeedBinary.Result) throws -> [Any] {
        try #require(try parseJSON(result.outputBytes)["sections"] as? [Any])
    }

    @Test func aSecondBuildTakesTheStoreAndBuildsTheSameFeed() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        let state = folder.path + "/state.json"
        let store = folder.path + "/state.shapes"
        let withoutStore = try sections(try build("--no-state"))
        #expect(FileManager.default.fileExists(atPath: store) == false)
        let first = try build("--state", state)
        let written = try #require(FileManager.default.contents(atPath: store))
        #expect(written.starts(with: Array("FEEDSHP1".utf8)))
        let second = try build("--state", state)
        #expect(NSArray(array: try sections(first)).isEqual(to: withoutStore))
        #expect(NSArray(array: try sections(second)).isEqual(to: withoutStore))
        // Nothing new was measured: the store is left as it was.
        #expect(FileManager.default.contents(atPath: store) == written)
    }

    @Test func aDamagedStoreIsReplacedAndChangesNothing() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        let state = folder.path + "/state.json"
        let withoutStore = try sections(try build("--no-state"))
        _ = try build("--state", state)
        let store = folder.path + "/state.shapes"
        var damaged = try #require(FileManager.default.contents(atPath: store))
        damaged = damaged.prefix(damaged.count / 2)
        #expect(FileManager.default.createFile(atPath: store, contents: damaged))
        #expect(NSArray(array: try sections(try build("--state", state))).isEqual(to: withoutStore))
        #expect(FileManager.default.contents(atPath: store)?.count ?? 0 > damaged.count)
    }

    @Test func aFileThatIsNoStoreIsLeftAlone() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        let mine = folder.write("state.shapes", "my notes, not a store\n")
        _ = try build("--state", folder.path + "/state.json")
        #expect(FileManager.default.contents(atPath: mine) == Data("my notes, not a store\n".utf8))
    }

    /// The store's path is checked again when it is saved: `--out` there wrote the output after `restore` found
    /// nothing, and the store then replaced it, with status 0.
    @Test func anOutputWrittenWhereTheStoreGoesIsKept() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        let out = folder.path + "/state.shapes"
        _ = try build("--state", folder.path + "/state.json", "--out", out)
        let written = try #require(FileManager.default.contents(atPath: out))
        let isOutput = (try? parseJSON(written))?["sections"] is [Any]
        #expect(isOutput, "\(written.prefix(8).map { $0 })")
    }

    @Test func aLinkThereIsNeverWrittenThrough() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        _ = try build("--state", folder.path + "/real.json")
        let real = try #require(FileManager.default.contents(atPath: folder.path + "/real.shapes"))
        // A store cut short, which a build would rewrite were it the build's own.
        let cut = real.prefix(real.count / 2)
        let target = folder.path + "/elsewhere"
        #expect(FileManager.default.createFile(atPath: target, contents: cut))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/state.shapes", withDestinationPath: target)
        _ = try build("--state", folder.path + "/state.json")
        #expect(FileManager.default.contents(atPath: target) == cut)
        // Nor to a new path.
        let missing = folder.path + "/missing"
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/other.shapes", withDestinationPath: missing)
        _ = try build("--state", folder.path + "/other.json")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func checkAndNoStateKeepNoStore() throws {
        let folder = TemporaryDirectory(prefix: "shapes")
        _ = try FeedBinary.run(["check", Self.plugins])
        _ = try build("--no-state", "--out", folder.path + "/out.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
        #expect(!FileManager.default.fileExists(atPath: Self.plugins + "/.feed/state.shapes"))
    }
}
