import FeedTestSupport
import Foundation
import Glibc
import LuaBridge
import Testing

@testable import FeedHost

/// Files are read with limits and never block (issue 18, item 4): a FIFO, a device, a folder or an oversized file
/// where the host expects a file is refused before a byte is read.
@Suite struct SpecialFileTests {
    /// How each kind of special file is put in place at `path`, and the reason the host must give.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case fifo, deviceLink, folder, oversized
        var testDescription: String { rawValue }

        func make(at path: String, oversizedBy limit: Int) throws {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            switch self {
            case .fifo: #expect(mkfifo(path, 0o644) == 0)
            case .deviceLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            case .oversized:
                // Sparse: a size past the limit that costs no disk.
                #expect(FileManager.default.createFile(atPath: path, contents: nil))
                #expect(truncate(path, off_t(limit) + 1) == 0)
            }
        }

        var reason: String {
            switch self {
            case .fifo: return "it is a FIFO, not a regular file"
            case .deviceLink: return "it is a character device, not a regular file"
            case .folder: return "it is a directory, not a regular file"
            case .oversized: return "bytes, over the limit of"
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aSpecialStateFileIsAWarningAndAFirstRun(kind: Kind) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        try kind.make(at: folder.path + "/.feed/state.json", oversizedBy: ReadLimits.state)
        guard case .unreadable(let warning, _) = StateStore(feedDirectory: folder.path).load() else {
            Issue.record("expected a warning")
            return
        }
        #expect(warning.contains(kind.reason), "\(warning)")
        #expect(warning.hasSuffix("treating this run as the first"))
    }

    /// A feed in `folder` with a special file of `kind` at `path`, next to good `data/ok.json` and `lib/ok.lua`.
    private func feedFolder(_ folder: TemporaryDirectory, with kind: Kind, at path: String, limit: Int) throws
        -> FeedFolder
    {
        folder.write("data/ok.json", "[]")
        folder.write("lib/ok.lua", "return 1")
        try kind.make(at: folder.path + "/" + path, oversizedBy: limit)
        return try FeedFolder.discover(at: folder.path)
    }

    /// (A link to a device leads outside `data/` and `lib/`, refused as such by the folder tests.)
    @Test(arguments: [Kind.fifo, .folder, .oversized])
    func aSpecialDataFileIsAnError(kind: Kind) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let feed = try feedFolder(folder, with: kind, at: "data/f.json", limit: ReadLimits.data)
        let error = #expect(throws: HostError.self) { try feed.readDataFile(named: "f.json") }
        guard case .unreadable(let path, let reason) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(path == "data/f.json")
        #expect(reason.contains(kind.reason), "\(reason)")
    }

    @Test(arguments: [Kind.fifo, .folder, .oversized])
    func aSpecialModuleIsUnreadableNotMissing(kind: Kind) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let feed = try feedFolder(folder, with: kind, at: "lib/f.lua", limit: ReadLimits.script)
        #expect(try feed.moduleBytes(named: "ok") == Array("return 1".utf8))
        #expect(try feed.moduleBytes(named: "missing") == nil)
        let error = #expect(throws: ModuleUnreadable.self) { try feed.moduleBytes(named: "f") }
        #expect(error?.reason.contains(kind.reason) == true, "\(error?.reason ?? "")")
    }

    @Test(arguments: [Kind.fifo, .deviceLink, .oversized])
    func aSpecialScriptIsThatScriptsError(kind: Kind) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        try kind.make(at: folder.path + "/f.lua", oversizedBy: ReadLimits.script)
        let feed = try FeedFolder.discover(at: folder.path)
        let script = try #require(feed.scripts.first)
        #expect(script.name == "f.lua")
        let error = #expect(throws: HostError.self) { try script.read() }
        // The device link leads outside the folder: refused for that, before its kind matters.
        let expected = kind == .deviceLink ? "leads outside the feed folder" : kind.reason
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    }
}
