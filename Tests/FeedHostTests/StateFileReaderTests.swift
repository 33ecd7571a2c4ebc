import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// The state file's own reader gives the state the general JSON reader gives, for every file it takes, and
/// leaves every other file to it.
@Suite struct StateFileReaderTests {
    /// Reads `text` both ways: (the shape reader's state or nil, the general reader's state).
    private func bothReaders(_ text: String) throws -> (fast: FeedState?, general: FeedState) {
        let bytes = Array(text.utf8)
        return (StateFileReader.read(bytes), try FeedState(parsingAnyShape: bytes, path: "state.json"))
    }

    @Test func generatedStatesReadAlikeAndTheShapeReaderTakesThem() throws {
        var generator = SeededGenerator(seed: 17)
        var taken = 0
        for round in 0..<300 {
            let state = Self.randomState(&generator, escapes: round % 5 == 4)
            let bytes = state.jsonBytes()
            let general = try FeedState(parsingAnyShape: bytes, path: "state.json")
            let fast = StateFileReader.read(bytes)
            if let fast {
                #expect(fast == general, "round \(round)")
                taken += 1
            }
            // Without escapes in its strings a written state is always the shape reader's.
            if round % 5 != 4 { #expect(fast != nil, "round \(round)") }
            #expect(try FeedState(parsing: bytes, path: "state.json") == general)
        }
        #expect(taken >= 240)
    }

    @Test func numbersReadAsTheGeneralReaderReadsThem() throws {
        var generator = SeededGenerator(seed: 3)
        var spellings = [
            "0", "-0", "-0.0", "0.5", "-0.001", "007", "007.250", "1e2", "-1.5E-3", "2.5e+1", "123456789012345",
            "1234567890123456789", "0.1234567890123456789", "9007199254740993", "358.667", "1e400", "-1e-400",
        ]
        for _ in 0..<2_000 {
            let value = Double.random(in: -1e7...1e7, using: &generator)
            spellings.append(String(value))
            spellings.append(String((value * 1000).rounded() / 1000))
            spellings.append(String(Int(value)))
        }
        for spelling in spellings {
            let text = #"{"sections":[{"id":"s","hash":"h","items":[{"id":"i","hash":"h","frame":[X,0,1,2]}]}]}"#
                .replacingOccurrences(of: "X", with: spelling)
            let (fast, general) = try bothReaders(text)
            #expect(fast != nil, "\(spelling)")
            let read = fast?.sections[0].items[0].frame?.x
            let expected = general.sections[0].items[0].frame?.x
            #expect(read?.bitPattern == expected?.bitPattern, "\(spelling): \(String(describing: read))")
        }
    }

    /// A `hashVersion` of 16 digits past 2^53 is an integer to the general reader, not the `Double` it rounds to
    /// (the shape reader took 9999999999999999 as 10000000000000000).
    @Test(arguments: ["9999999999999999", "9007199254740993", "-999999999999999", "0000000000000002"])
    func longHashVersionsReadAsTheGeneralReaderReadsThem(spelling: String) throws {
        let text = #"{"version":1,"hashVersion":X,"sections":[]}"#.replacingOccurrences(of: "X", with: spelling)
        let general = try FeedState(parsingAnyShape: Array(text.utf8), path: "state.json")
        #expect(general.hashVersion == Int(spelling))
        #expect(try FeedState(parsing: Array(text.utf8), path: "state.json").hashVersion == general.hashVersion)
        if let fast = StateFileReader.read(Array(text.utf8)) { #expect(fast.hashVersion == general.hashVersion) }
    }

    @Test(arguments: [
        // Whitespace anywhere, keys in another order, an environment with keys the state does not keep.
        """
         { "sections" : [ { "items" : [ { "frame" : [ 1 , 2 , 3 , 4 ] , "hash" : "h" , "id" : "a" , "parentRow" : -1 } ] ,
           "hash" : "s" , "id" : "x" , "parts" : { "footer" : "f" , "header" : "h" , "layout" : "l" } } ] ,
           "environment" : { "sizeClass" : "regular" , "safeArea" : [ 1 , 2 , 3 , 4 ] , "width" : 800 , "height" : 600 } ,
           "hashVersion" : 2 , "version" : 1 }\t\r\n
        """,
        #"{"version":1,"sections":[]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","parentRow":2.5}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","parentRow":1e9}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","parts":{"layout":1},"items":[]}]}"#,
        #"{"environment":{"width":1},"sections":[]}"#,
        #"{"sections":[{"id":"ünï©ødé 🎉","hash":"h","items":[{"id":"\#u{7F}","hash":""}]}]}"#,
    ])
    func handWrittenStatesReadAlike(text: String) throws {
        let (fast, general) = try bothReaders(text)
        #expect(fast == general)
        #expect(fast != nil)
    }

    @Test(arguments: [
        // A build output, other keys, escapes, repeated keys, an integer id, trailing text, bad numbers.
        #"{"version":1,"contentSize":[1,2],"sections":[]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","fields":{"t":1}}]}]}"#,
        #"{"sections":[{"id":"s","layout":{},"hash":"h","items":[]}]}"#,
        #"{"sections":[{"id":"s\"q","hash":"h","items":[]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","id":"b"}]}]}"#,
        #"{"sections":[{"id":7,"hash":"h","items":[]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","parentRow":"2"}]}]}"#,
        #"{"hashVersion":2.0,"sections":[]} "#,
        #"{"sections":[]} x"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","frame":[1,2,3]}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","frame":[1,2,3,-]}]}]}"#,
        #"{"version":2,"sections":[]}"#,
        "{\"sections\":[{\"id\":\"a\tb\",\"hash\":\"h\",\"items\":[]}]}",
    ])
    func otherFilesAreLeftToTheGeneralReader(text: String) {
        #expect(StateFileReader.read(Array(text.utf8)) == nil)
        let general = Result { () throws(HostError) in try FeedState(parsingAnyShape: Array(text.utf8), path: "s") }
        let both = Result { () throws(HostError) in try FeedState(parsing: Array(text.utf8), path: "s") }
        #expect(both == general)
    }

    /// An environment or parts longer than any the host writes is left to the general reader, which bounds what
    /// it builds of them, rather than read into a value tree here.
    @Test(arguments: [
        #"{"version":1,"environment":{"width":1,"height":2,"x":MANY},"sections":[]}"#,
        #"{"sections":[{"id":"s","hash":"h","parts":{"layout":"l","header":"h","footer":"f","x":MANY},"items":[]}]}"#,
    ])
    func longKeptValuesAreLeftToTheGeneralReader(template: String) throws {
        let short = Array(template.replacingOccurrences(of: "MANY", with: "[0]").utf8)
        #expect(StateFileReader.read(short) == (try FeedState(parsingAnyShape: short, path: "s")))
        // A long string is one value, which the general reader builds; forty thousand are too many for it.
        let text = "\"" + String(repeating: "x", count: 70_000) + "\""
        let values = "[" + Array(repeating: "0", count: 40_000).joined(separator: ",") + "]"
        // Short enough for this reader's length, too many values for the general reader's bound.
        let some = "[" + Array(repeating: "0", count: 5_000).joined(separator: ",") + "]"
        for long in [text, values, some].map({ Array(template.replacingOccurrences(of: "MANY", with: $0).utf8) }) {
            #expect(StateFileReader.read(long) == nil)
            let general = Result { () throws(HostError) in try FeedState(parsingAnyShape: long, path: "s") }
            #expect(Result { () throws(HostError) in try FeedState(parsing: long, path: "s") } == general)
        }
    }

    @Test func deepNestingInAKeptValueIsRefusedAsTheGeneralReaderRefusesIt() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let text = #"{"environment":{"width":1,"height":2,"x":DEEP},"sections":[]}"#
            .replacingOccurrences(of: "DEEP", with: deep)
        let general = Result { () throws(HostError) in try FeedState(parsingAnyShape: Array(text.utf8), path: "s") }
        let both = Result { () throws(HostError) in try FeedState(parsing: Array(text.utf8), path: "s") }
        #expect(both == general)
        #expect((try? both.get()) == nil)
    }

    // MARK: Room for the items

    /// A list is given room as it grows, not room for the rest of the file: before, the one-item sections of a
    /// file each held room for every item after them, and 200,000 of them crashed `feed diff`.
    @Test func aShortListHoldsRoomForItsItemsNotForTheRestOfTheFile() throws {
        let item = { (id: String) in
            FeedState.ItemState(id: id, hash: "0", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        }
        let short = (0..<2_000).map { FeedState.SectionState(id: "s\($0)", hash: "h", items: [item("i\($0)")]) }
        let long = FeedState.SectionState(id: "long", hash: "h", items: (0..<20_000).map { item("l\($0)") })
        let state = FeedState(environment: nil, sections: short + [long])
        let read = try #require(StateFileReader.read(state.jsonBytes()))
        #expect(read == state)
        let shortRoom = read.sections.dropLast().map(\.items.capacity)
        #expect(shortRoom.max() ?? 0 <= 2 * ItemListRoom.first, "room of a one-item list: \(shortRoom.max() ?? 0)")
        let longRoom = read.sections[2_000].items.capacity
        #expect(longRoom >= 20_000 && longRoom <= 20_000 * ItemListRoom.growth, "room of the long list: \(longRoom)")
    }

    /// However long a list turns out to be, it is copied a few times, not once per doubling, and its room is
    /// never more than the rest of the file could fill.
    @Test(arguments: [0, 1, 7, 8, 9, 64, 65, 1_000, 100_000])
    func roomGrowsEightfoldWithinTheBound(items: Int) {
        let fileBound = items + 50
        var room = ItemListRoom(bound: fileBound)
        var grown = 0
        for index in 0..<items {
            if let capacity = room.add(bound: fileBound - index) {
                grown += 1
                #expect(capacity > index && capacity <= fileBound)
            }
            #expect(room.capacity > index)
        }
        #expect(room.count == items)
        #expect(grown <= 7, "\(items) items grew the list \(grown) times")
    }

    // MARK: Generated states

    static func randomState(_ generator: inout SeededGenerator, escapes: Bool) -> FeedState {
        let environment =
            Bool.random(using: &generator)
            ? LayoutEnvironment(
                width: Double(Int.random(in: 300...1400, using: &generator)), height: 844,
                scale: Double(Int.random(in: 1...3, using: &generator)),
                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)) : nil
        let sections = (0..<Int.random(in: 0...4, using: &generator)).map { index in
            let outline = Bool.random(using: &generator)
            let items = (0..<Int.random(in: 0...30, using: &generator)).map { row in
                FeedState.ItemState(
                    id: randomText(&generator, escapes: escapes) + "-\(row)",
                    hash: Bool.random(using: &generator)
                        ? String(UInt64.random(in: .min ... .max, using: &generator), radix: 16)
                        : randomText(&generator, escapes: escapes),
                    frame: Int.random(in: 0..<4, using: &generator) == 0
                        ? nil
                        : Rect(
                            x: Double.random(in: -500...5000, using: &generator),
                            y: Double.random(in: 0...1e6, using: &generator),
                            width: Double(Int.random(in: 0...400, using: &generator)) / 3,
                            height: Double.random(in: 0...300, using: &generator)),
                    parent: outline ? Int.random(in: -1..<max(row, 0), using: &generator) : nil)
            }
            return FeedState.SectionState(
                id: "section-\(index)-" + randomText(&generator, escapes: escapes),
                hash: String(UInt64.random(in: .min ... .max, using: &generator), radix: 16),
                parts: Bool.random(using: &generator) ? SectionPartHashes(layout: "l", header: "h", footer: "f") : nil,
                items: items)
        }
        return FeedState(environment: environment, sections: sections)
    }

    private static func randomText(_ generator: inout SeededGenerator, escapes: Bool) -> String {
        var alphabet: [Character] = ["a", "b", "Z", "0", "9", "-", "_", " ", "é", "ß", "字", "🎉", "/"]
        if escapes { alphabet += ["\"", "\\", "\n", "\u{1}"] }
        return String(
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
