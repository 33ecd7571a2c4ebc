import FeedLayout
import FeedTestSupport
import Glibc
import Testing

@testable import FeedHost

/// A state file read from disk a window at a time gives what reading its whole bytes gives, wherever the window
/// boundaries fall, and the read limits and their errors still apply.
@Suite struct StateFileWindowTests {
    /// The windowed read of `bytes` (written to a file) with `window`, nil for `.otherShape`.
    private func windowed(_ bytes: [UInt8], window: Int, in directory: TemporaryDirectory) throws -> FeedState? {
        let path = directory.write("state.json", String(decoding: bytes, as: UTF8.self))
        switch try StateFileReader.read(path: path, limit: ReadLimits.state, window: window) {
        case .state(let state): return state
        case .otherShape: return nil
        case .missing:
            Issue.record("the file is missing")
            return nil
        }
    }

    @Test func generatedStatesReadAlikeThroughSmallWindows() throws {
        let directory = TemporaryDirectory()
        var generator = SeededGenerator(seed: 71)
        for round in 0..<40 {
            let bytes = StateFileReaderTests.randomState(&generator, escapes: round % 5 == 4).jsonBytes()
            let whole = StateFileReader.read(bytes)
            // A window of 1 splits every token at every position; the others move the boundaries around.
            for window in [1, 2, 3, 5, 7, 16, 61, 1 << 20] {
                #expect(try windowed(bytes, window: window, in: directory) == whole, "round \(round), \(window)")
            }
        }
    }

    /// Whitespace, numbers of every form and keys in another order, split at every position by every window up
    /// to the file's length.
    @Test func handWrittenFileReadsAlikeThroughEveryWindow() throws {
        let text = """
             { "sections" : [ { "hash" : "h", "id" : "s", "items" : [
              { "frame" : [ 1.5e2 , -0 , 12345.678, 3 ] , "parentRow" : -1 , "id" : "i", "hash" : "00ff" },
              {"id":"j","hash":"0123456789abcdef","frame":[-1.25E-3,0.1234567890123456789,7,8],"parentRow":0}
             ] , "parts": {"layout": "l", "header": "h", "footer": "f"} } ], "version" : 1,
             "environment": {"width": 390, "height": 844, "scale": 3}, "hashVersion": 2 }\t\n
            """
        let bytes = Array(text.utf8)
        let whole = try #require(StateFileReader.read(bytes))
        let directory = TemporaryDirectory()
        for window in 1...bytes.count {
            #expect(try windowed(bytes, window: window, in: directory) == whole, "window \(window)")
        }
    }

    /// A file cut anywhere, or with anything after the document, is not taken, whatever the window.
    @Test func cutOrTrailedFilesAreLeftToTheGeneralReader() throws {
        let state = FeedState(sections: [
            .init(id: "s", hash: "h", items: [.init(id: "a", hash: 1, frame: Rect(x: 0, y: 0, width: 10, height: 2))])
        ])
        let bytes = state.jsonBytes()
        let directory = TemporaryDirectory()
        for end in 0..<bytes.count where StateFileReader.read(Array(bytes[..<end])) == nil {
            for window in [1, 4, 1 << 20] {
                #expect(try windowed(Array(bytes[..<end]), window: window, in: directory) == nil, "end \(end)")
            }
        }
        for trail in [" x", "{}", "\n]"] {
            #expect(try windowed(bytes + Array(trail.utf8), window: 3, in: directory) == nil, "\(trail)")
        }
    }

    @Test func limitsAndMissingFilesAreAsForAWholeRead() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("state.json", String(decoding: FeedState().jsonBytes(), as: UTF8.self))
        let limit = 10
        let expected = #expect(throws: HostError.self) { try FileSystem.readFile(path, limit: limit) }
        let error = #expect(throws: HostError.self) { try StateFileReader.read(path: path, limit: limit, window: 4) }
        #expect(error?.description == expected?.description)
        #expect(error?.description.contains("over the limit of 10 bytes") == true)
        #expect(throws: HostError.self) { try StateFileReader.read(path: directory.path, limit: 1 << 20) }
        guard case .missing = try StateFileReader.read(path: directory.path + "/none.json", limit: 1 << 20) else {
            Issue.record("a missing file is not .missing")
            return
        }
    }
}

extension StateFileWindowTests {
    /// The read buffer is sized to the file as `stat` gave it; a file that has grown since is still read whole,
    /// in more reads.
    @Test func aFileLargerThanItsStatedSizeIsReadWhole() throws {
        let directory = TemporaryDirectory()
        var generator = SeededGenerator(seed: 17)
        let bytes = StateFileReaderTests.randomState(&generator, escapes: false).jsonBytes()
        let path = directory.write("state.json", String(decoding: bytes, as: UTF8.self))
        for statedSize in [0, 1, 10, bytes.count - 1] {
            let descriptor = open(path, O_RDONLY)
            let source = StateFileSource(
                descriptor: descriptor, size: statedSize, path: path, limit: ReadLimits.state, pieceSize: 1 << 20)
            defer { source.close() }
            let (state, error) = StateFileReader.read(source, window: 1 << 20)
            #expect(error == nil)
            #expect(state == StateFileReader.read(bytes), "stated size \(statedSize)")
        }
    }
}
