import FeedLayout
import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

@Suite struct StateStoreTests {
    private let sample = FeedState(
        environment: LayoutEnvironment(width: 390, height: 844, scale: 3),
        sections: [
            .init(
                id: "banners", hash: "00000000000000ff",
                items: [
                    .init(id: "banner-1", hash: "0000000000000001", frame: Rect(x: 16, y: 16, width: 358, height: 250)),
                    .init(
                        id: "banner-2", hash: "0000000000000002", frame: Rect(x: 406, y: 16, width: 358, height: 250)),
                ]),
            .init(id: "empty", hash: "x", items: []),
        ])

    @Test func aMissingFileIsAFirstRun() {
        let folder = TemporaryDirectory(prefix: "feedhost")
        #expect(StateStore(feedDirectory: folder.path).load() == .missing)
    }

    @Test func saveThenLoadGivesTheSameState() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let store = StateStore(feedDirectory: folder.path)
        try store.save(sample)
        #expect(store.load() == .state(sample))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.feed/state.json"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.feed")
        #expect(names == ["state.json"])
    }

    @Test func theFileHasTheContractShape() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        try StateStore(feedDirectory: folder.path).save(sample)
        let text = folder.read(".feed/state.json") ?? ""
        #expect(
            text.hasPrefix(
                #"{"version":1,"hashVersion":2,"environment":{"width":390,"height":844,"sizeClass":"compact","scale":3},"#
            ))
        #expect(text.contains(#"{"id":"banner-1","hash":"0000000000000001","frame":[16,16,358,250]}"#))
        #expect(text.hasSuffix("}\n"))
    }

    @Test(arguments: ["", "{", "[]", #"{"version":2,"sections":[]}"#, #"{"sections":[{"id":"a"}]}"#, "\u{0}\u{1}"])
    func anUnreadableFileIsAWarningAndAFirstRun(content: String) {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(".feed/state.json", content)
        guard case .unreadable(let warning, _) = StateStore(feedDirectory: folder.path).load() else {
            Issue.record("expected a warning for \(content.debugDescription)")
            return
        }
        // Called "the state file", not by its path: every warning is shown after the path, which it then named twice.
        #expect(!warning.contains(".feed/state.json"), "\(warning)")
        #expect(warning.contains("the state file"), "\(warning)")
        #expect(warning.hasSuffix("treating this run as the first"))
    }

    @Test func temporariesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let dead = try deadProcessID()
        folder.write(".feed/state.json.feed-tmp-\(dead)", "torn")
        // A second writer of the path in that process (AtomicFile.claimTemporary).
        folder.write(".feed/state.json.feed-tmp-\(dead)-2", "torn")
        folder.write(".feed/state.json.feed-tmp-1", "init's")
        try StateStore(feedDirectory: folder.path).save(sample)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.feed").sorted()
        #expect(names == ["state.json", "state.json.feed-tmp-1"])
    }

    @Test func anUnwritableDirectoryThrowsAndNamesThePath() {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write("blocker", "a file where the directory should be")
        let store = StateStore(path: folder.path + "/blocker/state.json")
        #expect(throws: HostError.self) { try store.save(sample) }
    }

    /// A file where the state's folder goes is named as what it is; the save said only "Not a directory" of the
    /// state file.
    @Test func aFileAtTheStateFolderIsNamedAsAFile() {
        let folder = TemporaryDirectory(prefix: "feedhost")
        folder.write(".feed", "a file where the folder goes")
        let error = #expect(throws: HostError.self) { try StateStore(feedDirectory: folder.path).save(sample) }
        #expect(
            error == .unwritable(path: folder.path + "/.feed", reason: "it is a file, not a folder; remove it"),
            "\(String(describing: error))")
        #expect(folder.read(".feed") == "a file where the folder goes")
    }

    @Test func aBuildOutputReadsAsAStateWithHashesOfItsFields() throws {
        let json = #"""
            {"version":1,"sections":[{"id":"s","index":0,"hash":"abc","items":[
              {"id":"i","index":0,"frame":[1,2,3,4.5],"zIndex":0,"fields":{"b":2,"a":"x"}},
              {"id":7,"index":1,"fields":{}}]}]}
            """#
        let state = try FeedState(parsing: Array(json.utf8), path: "out.json")
        #expect(state.sections.map(\.id) == ["s"])
        #expect(state.sections[0].hash == "abc")
        #expect(state.sections[0].items[0].hash == Payload(["a": .string("x"), "b": .integer(2)]).hash.value)
        #expect(state.sections[0].items[0].frame == Rect(x: 1, y: 2, width: 3, height: 4.5))
        #expect(state.sections[0].items[1].id == "7")
        #expect(state.sections[0].items[1].frame == nil)
    }
}

@Suite struct StateStoreUnchangedTests {
    @Test func anUnchangedStateIsNotWrittenAgain() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let store = StateStore(feedDirectory: folder.path)
        var document = Self.document(frame: .zero)
        // Written by another process: this one's first save of the file sweeps the folder, and only that one.
        folder.write(".feed/state.json", String(decoding: document.stateBytes(), as: UTF8.self))
        let path = folder.path + "/.feed/state.json"
        let first = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        folder.write(".feed/state.json.feed-tmp-\(try deadProcessID())", "left by a killed writer")
        try store.save(document)
        // Same inode: the file was not replaced; the dead writer's temporary is gone all the same.
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.feed") == ["state.json"])
        document.sections[0].items[0].id = "b"
        try store.save(document)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int != first)
        #expect(store.load() == .state(FeedState(document)))
    }

    /// A state streamed to its temporary file is the file `save` writes; a frame that is not a number is refused
    /// before any file is made.
    @Test func aPreparedStateIsTheSavedFileAndRefusesNonFiniteFrames() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let store = StateStore(feedDirectory: folder.path)
        var document = Self.document(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        try store.prepare(document).commit()
        #expect(FileManager.default.contents(atPath: store.path).map(Array.init) == document.stateBytes())
        #expect(store.load() == .state(FeedState(document)))
        document.sections[0].items[0].frame.width = .infinity
        #expect(throws: HostError.self) { try store.prepare(document) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.feed") == ["state.json"])
    }

    /// A document of one section with one item `a` at `frame`.
    private static func document(frame: Rect) -> FeedDocument {
        var document = FeedDocument(environment: LayoutEnvironment())
        document.sections = [
            SectionDocument(
                id: "s", index: 0, script: "s.lua", frame: .zero, orthogonalScrolling: .none,
                items: [ItemDocument(id: "a", index: 0, frame: frame, fields: .empty)], hash: ContentHash(value: 7))
        ]
        return document
    }
}
