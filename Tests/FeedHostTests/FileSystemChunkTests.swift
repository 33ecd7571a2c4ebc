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

    /// Both comparisons read the file a word at a time (`EqualBytes`): a different byte anywhere in a word or in
    /// the tail after the last whole word is found, whatever the length, and equal bytes are equal.
    @Test func aDifferenceAtAnyByteIsFound() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        for length in 0...20 {
            let bytes = (0..<length).map { UInt8(97 + $0 % 26) }
            let path = folder.path + "/f\(length)"
            try FileSystem.writeAtomically(chunks: [bytes], to: path)
            let same = FileComparison(path: path)
            same.consume(bytes)
            #expect(same.isEqual, "length \(length)")
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x20
                #expect(!FileSystem.holds(chunks: [changed], at: path), "length \(length), byte \(position)")
                let whole = FileComparison(path: path)
                whole.consume(changed)
                #expect(!whole.isEqual, "length \(length), byte \(position)")
                let split = FileComparison(path: path)
                split.consume(Array(changed[..<position]))
                split.consume(Array(changed[position...]))
                #expect(!split.isEqual, "length \(length), byte \(position), split there")
            }
        }
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

    /// Bytes arrive whole and in order whatever the descriptor takes at a time: short writes, interruptions
    /// (`EINTR`, asked again) and a failure, which is said; a descriptor that takes nothing ends the write.
    @Test func shortAndInterruptedWritesDeliverEveryByte() {
        let bytes = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        var received: [UInt8] = []
        var calls = 0
        let failure = FileSystem.writeAll(bytes) { pending in
            calls += 1
            if calls % 5 == 0 {
                errno = EINTR
                return -1
            }
            let count = min(pending.count, 1 + calls * 37 % 9_000)
            received += pending[0..<count]
            return count
        }
        #expect(failure == nil)
        #expect(received == bytes)
        // One call for all of it when the descriptor takes all.
        calls = 0
        #expect(
            FileSystem.writeAll(bytes) {
                calls += 1; return $0.count
            } == nil && calls == 1)
        let full = FileSystem.writeAll(bytes) { _ in
            errno = ENOSPC
            return -1
        }
        #expect(full == String(cString: strerror(ENOSPC)))
        calls = 0
        let stuck = FileSystem.writeAll(bytes) { _ in
            calls += 1
            return calls == 1 ? 3 : 0
        }
        #expect(stuck == "the file took none of the 100000 bytes left to write")
    }

    /// A write to a real descriptor arrives whole.
    @Test func aWriteReachesAFileWhole() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let path = folder.path + "/written"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        let bytes = (0..<3_000_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        #expect(FileSystem.writeAll(bytes, to: descriptor) == nil)
        close(descriptor)
        #expect(FileSystem.holds(bytes, at: path))
    }
}
