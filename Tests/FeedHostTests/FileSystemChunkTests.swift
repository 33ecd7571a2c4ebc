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

    /// Bytes written to a descriptor arrive whole and in order, through a pipe that takes 64 KiB at a time, and
    /// the caller's array is left as it was.
    @Test func aWriteReachesAPipeWhole() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = (0..<3_000_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let readEnd = ends[0]
        let result = PipeResult()
        let reader = Thread {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                guard count > 0 else { break }
                received += buffer[0..<count]
            }
            close(readEnd)
            result.store(received)
        }
        reader.start()
        #expect(FileSystem.writeAll(bytes, to: ends[1]) == nil)
        close(ends[1])
        let received = result.wait()
        #expect(received.count == bytes.count)
        #expect(received == bytes)
    }
}

/// What the pipe's reader thread received, handed to the test once the pipe is closed (under `condition`).
private final class PipeResult: @unchecked Sendable {
    private let condition = NSCondition()
    private var received: [UInt8]?

    func store(_ bytes: [UInt8]) {
        condition.lock()
        received = bytes
        condition.signal()
        condition.unlock()
    }

    func wait() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while received == nil { condition.wait() }
        return received ?? []
    }
}
