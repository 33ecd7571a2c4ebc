import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// The temporaries killed writers left beside a file are removed by the first write of a process, and its later
/// writes do not list the folder again: `feed watch --out /tmp/x.json` listed all of `/tmp` at every rebuild.
@Suite struct StaleTemporaryTests {
    /// PID 2^22 + 1 is above Linux's pid_max ceiling, so no process can have it.
    private static let deadWriters = ".tmp-4194305"

    @Test func theFirstWriteSweepsAndLaterOnesDoNotListTheFolderAgain() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let out = folder.path + "/x.json"
        folder.write("x.json" + Self.deadWriters, "left by a killed writer")
        try OutputFile.write(Array("one".utf8), to: out)
        #expect(try Self.names(in: folder) == ["x.json"])
        folder.write("x.json" + Self.deadWriters, "left by a writer killed since")
        try OutputFile.write(Array("two".utf8), to: out)
        try OutputFile.write(Array("three".utf8), to: folder.path + "/./x.json")
        // Not swept again, also by another spelling of the path: left for the next process.
        #expect(try Self.names(in: folder) == ["x.json", "x.json" + Self.deadWriters])
        #expect(folder.read("x.json") == "three")
    }

    /// Another file in the same folder has a first sweep of its own.
    @Test func eachFileInAFolderIsSweptOnce() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        try OutputFile.write(Array("out".utf8), to: folder.path + "/x.json")
        folder.write("state.json" + Self.deadWriters, "torn")
        try StateStore(path: folder.path + "/state.json").save(FeedState())
        #expect(try Self.names(in: folder) == ["state.json", "x.json"])
    }

    private static func names(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}
