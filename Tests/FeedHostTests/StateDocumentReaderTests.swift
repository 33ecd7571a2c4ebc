import FeedJSON
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// State files and build outputs of any shape are read an item at a time, giving the state or the error that
/// reading the whole text as one tree gives (`WholeTreeStateOracle`), and never building more than one item.
@Suite struct StateDocumentReaderTests {
    private typealias Outcome = Result<FeedState, HostError>

    private func streamed(
        _ bytes: [UInt8], maximumCost: Int = StateDocumentReader.maximumValueCost,
        smallCost: Int = StateDocumentReader.smallValueCost
    ) -> Outcome {
        Result { () throws(HostError) in
            var reader = StateDocumentReader(
                bytes: bytes, path: "state.json", maximumCost: maximumCost, smallCost: smallCost)
            return try reader.state()
        }
    }

    private func wholeTree(_ bytes: [UInt8]) -> Outcome {
        Result { () throws(HostError) in try WholeTreeStateOracle.read(bytes, path: "state.json") }
    }

    /// A build output as `feed build --format json` prints it, with what only the general reader takes: items
    /// with `fields` and no hash, supplementaries, an outline's parent rows, escapes, repeated keys.
    private static let buildOutput = #"""
        {"version":1,"environment":{"width":390,"height":844,"sizeClass":"compact","scale":3},
         "contentSize":[390,1520],"sections":[
          {"id":"featured","index":1,"frame":[0,290,390,164],"orthogonalScrolling":"continuous",
           "items":[{"id":"app-1","index":0,"frame":[16,350,351,80],"zIndex":0,"fields":{"kind":"app","n":[1,2]}},
                    {"id":"app\u00e9-2","frame":[16,430,351,80],"hash":"00ff","content":[{"name":"t"}]}],
           "supplementaries":[{"kind":"header","item":null,"fields":{"title":"Featured"}}],"decorations":[]},
          {"id":7,"hash":"h","parts":{"layout":"l","header":"h","footer":"f"},"items":[
           {"id":"root","hash":"1","parentRow":-1},{"id":"leaf","hash":"2","parentRow":0,"id":"leaf2"}],
           "items":[{"id":"a","hash":"3","parentRow":-1}]}],
         "changes":null,"errors":[],"warnings":[]}
        """#

    private static let tokens = [
        "{", "}", "[", "]", ",", ":", "\"", " ", "\"id\":", "\"items\":", "\"items\":[]", "\"sections\":", "1",
        "null", "\"hash\":\"x\"", "\"fields\":{}", "\"version\":2", "\"hashVersion\":\"2\"", "\"frame\":[1,2]", "\\",
        "\"parentRow\":3", "-", "0.5e", "[[[[",
    ]

    /// One random edit of `bytes`: a byte dropped, replaced or a token put in.
    private static func mutated(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.remove(at: position)
        case 1: bytes[position] = tokens.randomElement(using: &generator)!.utf8.first!
        default: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!.utf8, at: position)
        }
        return bytes
    }

    @Test func aBuildOutputAndStatesReadAsTheWholeTreeReadsThem() throws {
        var generator = SeededGenerator(seed: 29)
        let output = Array(Self.buildOutput.utf8)
        let read = try streamed(output).get()
        #expect(read == (try wholeTree(output).get()))
        #expect(read.sections.map(\.id) == ["featured", "7"])
        #expect(read.sections[1].items.map(\.id) == ["a"])
        #expect(read.sections[0].items.map(\.id) == ["app-1", "appé-2"])
        #expect(read.hashVersion == FeedState.currentHashVersion)
        for round in 0..<200 {
            let bytes = StateFileReaderTests.randomState(&generator, escapes: round % 2 == 0).jsonBytes()
            #expect(streamed(bytes) == wholeTree(bytes), "round \(round)")
        }
    }

    /// Thousands of edits of each document: every syntax error at the same offset, every missing or wrong
    /// member named alike, in the same order of priority.
    @Test func editedDocumentsGiveTheWholeTreesStateOrError() {
        var generator = SeededGenerator(seed: 41)
        let documents = [
            Array(Self.buildOutput.utf8),
            StateFileReaderTests.randomState(&generator, escapes: true).jsonBytes(),
            Array(#"{"hashVersion":"2","version":1,"sections":[{"id":"s","items":[{"id":"a","hash":"1"}]}]}"#.utf8),
        ]
        var errors = Set<String>()
        for document in documents {
            #expect(streamed(document) == wholeTree(document))
            if case .failure(let error) = wholeTree(document) { errors.insert(error.description) }
            for round in 0..<2_000 {
                var bytes = document
                for _ in 0...(round % 3) { bytes = Self.mutated(bytes, &generator) }
                let expected = wholeTree(bytes)
                #expect(streamed(bytes) == expected, "\(String(decoding: bytes, as: UTF8.self))")
                if case .failure(let error) = expected { errors.insert(error.description) }
            }
        }
        // The edits reach syntax errors and each kind of wrong member, not one error again and again.
        #expect(errors.count > 300)
        for kind in [
            "has no string \"id\"", "has no \"items\" array", "neither", "unsupported version", "is not a number",
        ] {
            #expect(errors.contains { $0.contains(kind) }, "\(kind)")
        }
    }

    /// With room for 60 values a value, a document of thousands reads: each item is built alone and made an
    /// item state before the next, and members no state uses are stepped over unbuilt.
    @Test func onlyOneItemIsBuiltAtATime() throws {
        let items = (0..<500).map { #"{"id":"i\#($0)","hash":"\#($0)","frame":[0,\#($0),10,10]}"# }
        let many = "[" + Array(repeating: "0", count: 2_000).joined(separator: ",") + "]"
        let text = #"{"junk":MANY,"sections":[{"id":"s","decorations":MANY,"items":[ITEMS]}],"warnings":MANY}"#
            .replacingOccurrences(of: "MANY", with: many)
            .replacingOccurrences(of: "ITEMS", with: items.joined(separator: ","))
        let bytes = Array(text.utf8)
        let read = try streamed(bytes, maximumCost: 60).get()
        #expect(read == (try wholeTree(bytes).get()))
        #expect(read.sections[0].items.count == 500)
        #expect(read.sections[0].items[499].frame == Rect(x: 0, y: 499, width: 10, height: 10))
    }

    @Test(arguments: [
        (
            #"{"sections":[{"id":"s","items":[{"id":"a","hash":"1"},{"id":"b","fields":{"x":MANY}}]}]}"#,
            "sections[0].items[1]"
        ),
        (#"{"sections":[{"id":"s","supplementaries":MANY,"items":[]}]}"#, "sections[0].supplementaries"),
        (#"{"environment":MANY,"sections":[]}"#, "\"environment\""),
    ])
    func aValueOverTheBoundIsRefusedWhereItIs(template: String, place: String) {
        let many = "[" + Array(repeating: "0", count: 100).joined(separator: ",") + "]"
        let bytes = Array(template.replacingOccurrences(of: "MANY", with: many).utf8)
        let expected = HostError.invalidDocument(
            path: "state.json", reason: "\(place) holds more values than a build writes for one value")
        #expect(streamed(bytes, maximumCost: 60) == .failure(expected))
        #expect((try? streamed(bytes).get()) != nil)
    }

    /// Members a build writes as a scalar or a few have a bound of their own, so a file cannot keep eight
    /// values of an item's size at once; items and `supplementaries` keep the large one.
    @Test(arguments: [
        (#"{"version":MANY,"sections":[]}"#, "\"version\""),
        (#"{"hashVersion":MANY,"sections":[]}"#, "\"hashVersion\""),
        (#"{"environment":MANY,"sections":[]}"#, "\"environment\""),
        (#"{"sections":[{"id":MANY,"items":[]}]}"#, "sections[0].id"),
        (#"{"sections":[{"id":"s","hash":MANY,"items":[]}]}"#, "sections[0].hash"),
        (#"{"sections":[{"id":"s","parts":MANY,"items":[]}]}"#, "sections[0].parts"),
        (#"{"sections":[{"id":"s","orthogonalScrolling":MANY,"items":[]}]}"#, "sections[0].orthogonalScrolling"),
        (#"{"sections":[{"id":"s","supplementaries":MANY,"items":[{"id":"a","fields":{"x":MANY}}]}]}"#, ""),
    ])
    func membersKeptBesideTheItemsHaveASmallerBound(template: String, place: String) {
        let many = "[" + Array(repeating: "0", count: 100).joined(separator: ",") + "]"
        let bytes = Array(template.replacingOccurrences(of: "MANY", with: many).utf8)
        let read = streamed(bytes, maximumCost: 1_000, smallCost: 60)
        if place.isEmpty {
            #expect(read == wholeTree(bytes))
            #expect((try? read.get()) != nil)
        } else {
            let reason = "\(place) holds more values than a build writes for one value"
            #expect(read == .failure(.invalidDocument(path: "state.json", reason: reason)))
        }
    }

    /// A value over its bound is its own error, ranked where its check is: after every syntax error, after
    /// `version`, and not at all when a later repeat of its key replaces it.
    @Test(arguments: [
        #"{"sections":[{"id":"s","items":[{"id":"a","fields":{"x":MANY}}]}]} x"#,
        #"{"version":2,"sections":[{"id":"s","items":[{"id":"a","fields":{"x":MANY}}]}]}"#,
        #"{"environment":MANY,"environment":null,"sections":[]}"#,
        #"{"sections":[{"id":"s","supplementaries":MANY,"supplementaries":[],"items":[]}]}"#,
        #"{"sections":[{"items":[{"id":"a","fields":{"x":MANY}}]}]}"#,
        #"{"sections":[{"id":"s","items":[{"id":"a"},{"id":"b","fields":{"x":MANY}}]}]}"#,
    ])
    func aValueOverItsBoundYieldsToErrorsRankedBeforeIt(template: String) {
        let many = "[" + Array(repeating: "0", count: 100).joined(separator: ",") + "]"
        let bytes = Array(template.replacingOccurrences(of: "MANY", with: many).utf8)
        #expect(streamed(bytes, maximumCost: 60) == wholeTree(bytes))
    }

    /// An object's keys count towards the bound (a key and its slot take more than an array's element): thirty
    /// members count 60 more than thirty elements would.
    @Test func keysCountTowardsTheBound() {
        let members = (0..<30).map { #""k\#($0)":0"# }.joined(separator: ",")
        let object = Array(
            #"{"sections":[{"id":"s","items":[{"id":"a","fields":{MEMBERS}}]}]}"#
                .replacingOccurrences(of: "MEMBERS", with: members).utf8)
        let array = Array(
            #"{"sections":[{"id":"s","items":[{"id":"a","fields":{"x":[ELEMENTS]}}]}]}"#
                .replacingOccurrences(of: "ELEMENTS", with: Array(repeating: "0", count: 30).joined(separator: ","))
                .utf8)
        let reason = "sections[0].items[0] holds more values than a build writes for one value"
        #expect(streamed(object, maximumCost: 60) == .failure(.invalidDocument(path: "state.json", reason: reason)))
        #expect((try? streamed(array, maximumCost: 60).get()) != nil)
    }
}
