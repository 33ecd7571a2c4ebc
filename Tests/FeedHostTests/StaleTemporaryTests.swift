import FeedTestSupport
import Foundation
import Synchronization
import Testing

@testable import FeedHost

/// The temporaries killed writers left beside a file are removed by the first write of a process, and its later
/// writes do not list the folder again: `feed watch --out /tmp/x.json` listed all of `/tmp` at every rebuild.
@Suite struct StaleTemporaryTests {
    /// The suffix of a temporary whose writer was killed.
    private let deadWriters: String

    init() throws {
        deadWriters = AtomicFile.temporaryMark + String(try deadProcessID())
    }

    @Test func theFirstWriteSweepsAndLaterOnesDoNotListTheFolderAgain() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let out = folder.path + "/x.json"
        folder.write("x.json" + deadWriters, "left by a killed writer")
        try OutputFile.write(Array("one".utf8), to: out)
        #expect(try Self.names(in: folder) == ["x.json"])
        folder.write("x.json" + deadWriters, "left by a writer killed since")
        try OutputFile.write(Array("two".utf8), to: out)
        try OutputFile.write(Array("three".utf8), to: folder.path + "/./x.json")
        // Not swept again, also by another spelling of the path: left for the next process.
        #expect(try Self.names(in: folder) == ["x.json", "x.json" + deadWriters])
        #expect(folder.read("x.json") == "three")
    }

    /// A name whose number no process can have (past Linux's pid ceiling, 2^22) is not a temporary: a user's
    /// `x.json.tmp-20240101` was removed by the first `--out x.json`.
    @Test func aNameNoWriterCouldHaveMadeIsKept() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let mark = AtomicFile.temporaryMark
        folder.write("x.json\(mark)20240101", "the user's")
        folder.write("x.json\(mark)4194304-2", "the user's")
        try OutputFile.write(Array("out".utf8), to: folder.path + "/x.json")
        #expect(try Self.names(in: folder) == ["x.json", "x.json\(mark)20240101", "x.json\(mark)4194304-2"])
    }

    /// A name the host never writes is the user's, whatever its number: with the temporaries named
    /// `NAME.tmp-<pid>`, a user's `x.json.tmp-2024` (no process 2024 running) was removed by `--out x.json`.
    @Test func aUsersTmpFileIsKept() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let users = "x.json.tmp-\(try deadProcessID())"
        folder.write(users, "the user's")
        try OutputFile.write(Array("out".utf8), to: folder.path + "/x.json")
        #expect(try Self.names(in: folder) == ["x.json", users])
        #expect(folder.read(users) == "the user's")
    }

    /// A feed's own state file sweeps the `state.json.tmp-<pid>` an older version's killed build left in `.feed/`
    /// (kept for good since the mark changed); the same name beside another file is still the user's.
    @Test func anOlderVersionsTemporaryInTheFeedsStateFolderIsSwept() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let dead = try deadProcessID()
        let old = "state.json.tmp-\(dead)"
        folder.write(".feed/" + old, "torn")
        folder.write(".feed/notes.json.tmp-\(dead)", "not a state file's")
        folder.write("elsewhere/" + old, "the user's")
        try StateStore(feedDirectory: folder.path).save(FeedState())
        try StateStore(path: folder.path + "/elsewhere/state.json").save(FeedState())
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.feed").sorted()
        #expect(kept == ["notes.json.tmp-\(dead)", "state.json"])
        #expect(folder.read("elsewhere/" + old) == "the user's")
    }

    /// Another file in the same folder has a first sweep of its own.
    @Test func eachFileInAFolderIsSweptOnce() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        try OutputFile.write(Array("out".utf8), to: folder.path + "/x.json")
        folder.write("state.json" + deadWriters, "torn")
        try StateStore(path: folder.path + "/state.json").save(FeedState())
        #expect(try Self.names(in: folder) == ["state.json", "x.json"])
    }

    /// The files swept are remembered up to a bound, the oldest forgotten and swept again when next written: the
    /// process's memory of them grew by every path it ever wrote.
    @Test func aFileForgottenAmongTheSweptIsSweptAgain() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let swept = Mutex(RecentSet<String>(capacity: 2))
        let first = folder.path + "/first.json"
        FileSystem.removeStaleTemporaries(of: first, remembering: swept)
        folder.write("first.json" + deadWriters, "left by a writer killed since")
        FileSystem.removeStaleTemporaries(of: first, remembering: swept)
        #expect(try Self.names(in: folder) == ["first.json" + deadWriters])
        for other in ["x.json", "y.json"] {
            FileSystem.removeStaleTemporaries(of: folder.path + "/" + other, remembering: swept)
        }
        #expect(swept.withLock { $0.count } == 2)
        FileSystem.removeStaleTemporaries(of: first, remembering: swept)
        #expect(try Self.names(in: folder) == [])
        #expect(FileSystem.sweptFileCapacity == 1024)
    }

    /// The oldest member makes room; a member added again is not made newer.
    @Test func aRecentSetForgetsItsOldestMember() {
        var set = RecentSet<Int>(capacity: 2)
        #expect(set.insert(1) && set.insert(2) && !set.insert(1))
        #expect(set.insert(3) && set.count == 2)
        #expect(set.insert(1) && !set.insert(3))
        #expect(set.insert(4) && set.insert(3))
    }

    private static func names(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
