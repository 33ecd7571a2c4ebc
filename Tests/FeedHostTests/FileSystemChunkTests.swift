import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// Files written and compared as chunks, as `feed build` saves its state without joining it.
@Suite struct FileSystemChunkTests {
    @Test func chunksWrittenAtomicallyJoinInTheFile() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let path = folder.path + "/deep/state.json"
        try FileSystem.writeAtomically(chunks: [Array("{\"a\":".utf8), [], Array("1}\n".utf8)], to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/deep") == ["state.json"])
    }

    /// The file holds the chunks only when every byte matches and none is left over on either side, wherever
    /// the chunks split.
    @Test func aFileHoldsChunksOnlyWhenEveryByteMatches() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("f", "abcdef")
        let path = folder.path + "/f"
        for chunks in [["abcdef"], ["ab", "", "cdef"], ["a", "b", "c", "d", "e", "f"], ["", "abcdef", ""]] {
            #expect(FileSystem.holds(chunks: chunks.map { Array($0.utf8) }, at: path))
        }
        for chunks in [["abcdeg"], ["ab", "cdeg"], ["abc"], ["abcdef", "g"], [], ["abc", "xef"]] {
            #expect(!FileSystem.holds(chunks: chunks.map { Array($0.utf8) }, at: path))
        }
        #expect(!FileSystem.holds(chunks: [Array("abcdef".utf8)], at: folder.path + "/missing"))
    }

    /// A file compared as its replacement is produced (its read buffer sized to the file) is equal only to the
    /// same bytes in any chunking, never to more or fewer.
    @Test func aComparisonSeesEveryByteWhateverTheChunks() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let path = folder.write("f", "abcdef")
        for chunks in [["abcdef"], ["ab", "", "cdef"], ["a", "b", "c", "d", "e", "f"]] {
            let comparison = FileComparison(path: path)
            for chunk in chunks { comparison.consume(Array(chunk.utf8)) }
            #expect(comparison.isEqual, "\(chunks)")
        }
        for chunks in [["abcdeg"], ["abc"], ["abcdef", "g"], ["abc", "xef"], ["abcdefg"]] {
            let comparison = FileComparison(path: path)
            for chunk in chunks { comparison.consume(Array(chunk.utf8)) }
            #expect(!comparison.isEqual, "\(chunks)")
        }
        #expect(!FileComparison(path: folder.path + "/missing").isEqual)
    }

    /// A file larger than one read buffer (1 MiB) is compared across reads and chunk ends alike.
    @Test func aLargeFileIsComparedAcrossReads() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let path = folder.path + "/large"
        let chunks = (0..<5).map { index in [UInt8](repeating: UInt8(65 + index), count: 300_001) }
        try FileSystem.writeAtomically(chunks: chunks, to: path)
        #expect(FileSystem.holds(chunks: chunks, at: path))
        var changed = chunks
        changed[4][300_000] = 0
        #expect(!FileSystem.holds(chunks: changed, at: path))
    }
}
