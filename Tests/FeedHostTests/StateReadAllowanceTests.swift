import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// A state file's items are read only as far as the feed's memory limit allows: by the state file's own reader,
/// read whole or a window at a time, by the general reader, by `feed diff`'s reader and by the state store.
@Suite struct StateReadAllowanceTests {
    /// One section of `count` items as a build writes them, ids `i0`, `i1`, … padded to `idLength` bytes.
    private static func state(items count: Int, idLength: Int = 2) -> FeedState {
        let items = (0..<count).map { index in
            let id = "i\(index)"
            return FeedState.ItemState(
                id: id + String(repeating: "x", count: max(0, idLength - id.utf8.count)), hash: UInt64(index),
                frame: Rect(x: 0, y: Double(index), width: 10, height: 1))
        }
        return FeedState(environment: nil, sections: [.init(id: "s", hash: "h", items: items)])
    }

    /// The allowance of exactly `sections` sections and `count` items whose ids are `idLength` bytes long.
    private static func allowance(sections: Int = 1, items count: Int, idLength: Int = 2) -> StateReadAllowance {
        StateReadAllowance(
            bytes: sections * StateReadAllowance.sectionCost + count
                * StateReadAllowance.cost(ofItemWithIDBytes: idLength))
    }

    @Test func anItemCostsItsStateAndALongIDItsStorage() {
        #expect(StateReadAllowance.cost(ofItemWithIDBytes: 15) == MemoryLayout<FeedState.ItemState>.stride)
        #expect(StateReadAllowance.cost(ofItemWithIDBytes: 16) == MemoryLayout<FeedState.ItemState>.stride + 48)
        #expect(StateReadAllowance.standard.bytes == ScriptLimits.defaultMemoryLimit)
        #expect(StateReadAllowance.sectionCost == 16 << 10)
        var limits = ScriptLimits(memoryCap: 8 << 20, memoryLimit: 1 << 20)
        #expect(StateReadAllowance(limits).bytes == 8 << 20, "never less than one script's cap")
        limits.memoryLimit = 1 << 30
        #expect(StateReadAllowance(limits).bytes == 1 << 30)
    }

    /// Every reader takes the file whose items take the allowance exactly, and refuses one more item, naming it.
    @Test(arguments: [2, 40])
    func theShapeReaderStopsAtTheItemPastTheAllowance(idLength: Int) throws {
        let directory = TemporaryDirectory()
        let fits = Self.state(items: 50, idLength: idLength)
        let allowance = Self.allowance(items: 50, idLength: idLength)
        let path = directory.write("fits.json", String(decoding: fits.jsonBytes(), as: UTF8.self))
        guard
            case .state(let read) = try StateFileReader.read(path: path, limit: ReadLimits.state, allowance: allowance)
        else {
            Issue.record("the file that fits was not read")
            return
        }
        #expect(read == fits)
        #expect(StateFileReader.read(fits.jsonBytes(), allowance: allowance) == fits)

        let over = directory.write(
            "over.json", String(decoding: Self.state(items: 51, idLength: idLength).jsonBytes(), as: UTF8.self))
        for window in [7, 1 << 20] {
            let error = #expect(throws: HostError.self) {
                try StateFileReader.read(path: over, limit: ReadLimits.state, allowance: allowance, window: window)
            }
            #expect(error == allowance.exceeded(path: over, at: "sections[0].items[50]"), "window \(window)")
        }
        #expect(
            StateFileReader.read(Self.state(items: 51, idLength: idLength).jsonBytes(), allowance: allowance) == nil)
    }

    @Test func theMessageNamesTheLimitThePlaceAndTheOption() {
        let error = StateReadAllowance(bytes: 256 << 20).exceeded(path: "a.json", at: "sections[1].items[7]")
        #expect(
            error.description
                == "cannot read a.json: its sections and items take more memory than the feed's limit of 256.0 MiB "
                + "(stopped at sections[1].items[7]); if the data is real, raise the feed's limit with --memory-limit, "
                + "e.g. --memory-limit 512M")
    }

    /// A file of another shape (here: a section with a key no state has) goes to the general reader, which stops
    /// at the same item; a syntax error after it still comes first, as every syntax error does.
    @Test func theGeneralReaderStopsAtTheSameItemAfterAnySyntaxError() throws {
        let allowance = Self.allowance(items: 50)
        let spaced = { (count: Int) in
            Array(
                String(decoding: Self.state(items: count).jsonBytes(), as: UTF8.self)
                    .replacingOccurrences(of: #"{"id":"s","#, with: #"{"id":"s","note":1,"#).utf8)
        }
        #expect(StateFileReader.read(spaced(50)) == nil, "not the shape reader's")
        #expect(try FeedState(parsing: spaced(50), path: "s.json", allowance: allowance) == Self.state(items: 50))
        let error = #expect(throws: HostError.self) {
            try FeedState(parsing: spaced(51), path: "s.json", allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: "s.json", at: "sections[0].items[50]"))
        let torn = spaced(60).dropLast(3)
        let syntax = #expect(throws: HostError.self) {
            try FeedState(parsing: Array(torn), path: "s.json", allowance: allowance)
        }
        #expect(syntax?.description.contains("malformed JSON") == true, "\(String(describing: syntax))")
    }

    /// Two sections count together: the allowance is the file's, not a section's.
    @Test func itemsOfEverySectionCountTogether() throws {
        let section = { (id: String, count: Int) in
            FeedState.SectionState(id: id, hash: "h", items: Self.state(items: count).sections[0].items)
        }
        let state = FeedState(environment: nil, sections: [section("a", 30), section("b", 30)])
        let directory = TemporaryDirectory()
        let path = directory.write("two.json", String(decoding: state.jsonBytes(), as: UTF8.self))
        let allowance = Self.allowance(sections: 2, items: 50)
        let error = #expect(throws: HostError.self) {
            try FeedState(reading: path, allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: path, at: "sections[1].items[20]"))
        #expect(try FeedState(reading: path, allowance: Self.allowance(sections: 2, items: 60)) == state)
    }

    @Test func aStateFileOverTheAllowanceIsAWarningAndAFirstRun() throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let store = StateStore(feedDirectory: folder.path)
        try store.save(Self.state(items: 51))
        guard case .unreadable(let warning) = store.load(allowance: Self.allowance(items: 50)) else {
            Issue.record("expected a warning")
            return
        }
        #expect(warning.contains("stopped at sections[0].items[50]"))
        #expect(warning.hasSuffix("--memory-limit 2M; treating this run as the first"), "\(warning)")
        #expect(store.load(allowance: Self.allowance(items: 51)) == .state(Self.state(items: 51)))
        let baseline = DiffBaseline(loading: store, allowance: Self.allowance(items: 50))
        #expect(baseline.state == nil)
        #expect(baseline.warnings.map(\.message) == [warning])
    }

    @Test func feedDiffReadsEachFileWithinTheAllowance() throws {
        let directory = TemporaryDirectory()
        let small = directory.write("small.json", String(decoding: Self.state(items: 5).jsonBytes(), as: UTF8.self))
        let large = directory.write("large.json", String(decoding: Self.state(items: 51).jsonBytes(), as: UTF8.self))
        let allowance = Self.allowance(items: 50)
        for (old, new) in [(small, large), (large, small)] {
            let error = #expect(throws: HostError.self) {
                try FeedComparison.changes(betweenFilesAt: old, and: new, allowance: allowance)
            }
            #expect(error == allowance.exceeded(path: large, at: "sections[0].items[50]"))
        }
        let changes = try FeedComparison.changes(
            betweenFilesAt: small, and: large, allowance: Self.allowance(items: 51))
        #expect(changes.changeset.items.inserted.count == 46)
    }

    /// `feed watch` reads its state file within the feed's memory limit too: past it, its first build warns and
    /// is a first run; under the default limit the same file is its baseline.
    @Test func aWatchReadsItsStateWithinTheFeedsMemoryLimit() throws {
        let planted = String(decoding: Self.state(items: 20_000).jsonBytes(), as: UTF8.self)
        let files = ["s.lua": WatchFeed.script("s"), ".feed/state.json": planted]
        let limited = try WatchFeed(files, limits: ScriptLimits(memoryCap: 1 << 20, memoryLimit: 1 << 20), state: true)
        let warnings = limited.first.document.warnings.map(\.message)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.contains("limit of 1.0 MiB (stopped at sections[0].items[16128])") == true)
        #expect(warnings.first?.hasSuffix("treating this run as the first") == true)
        let read = try WatchFeed(files, state: true)
        #expect(read.first.document.warnings.isEmpty, "\(read.first.document.warnings)")
        #expect(read.first.document.changes?.baseline == .previous)
    }

    /// Sections count before their items, each far more than an item: a file of many empty sections stops at
    /// the section past the allowance, in either reader (the second file has a section key no state has).
    @Test(arguments: [#""hash":"h","#, #""note":1,"hash":"h","#])
    func sectionsCountBeforeTheirItems(member: String) throws {
        let sections = (0..<5).map { #"{"id":"s\#($0)","# + member + #""items":[]}"# }
        let text = #"{"version":1,"hashVersion":2,"sections":["# + sections.joined(separator: ",") + "]}"
        let directory = TemporaryDirectory()
        let path = directory.write("sections.json", text)
        let allowance = Self.allowance(sections: 3, items: 0)
        let error = #expect(throws: HostError.self) {
            try FeedState(reading: path, allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: path, at: "sections[3]"))
        #expect(try FeedState(reading: path, allowance: Self.allowance(sections: 5, items: 0)).sections.count == 5)
        // One item more than the room the third section leaves: the item, not the section, is named.
        let items = Self.state(items: 1).sections[0].items
        var state = try FeedState(reading: path, allowance: .standard)
        state.sections[2].items = items
        let withItem = directory.write("item.json", String(decoding: state.jsonBytes(), as: UTF8.self))
        let tight = Self.allowance(sections: 3, items: 0)
        let itemError = #expect(throws: HostError.self) {
            try FeedState(reading: withItem, allowance: tight)
        }
        #expect(itemError == tight.exceeded(path: withItem, at: "sections[2].items[0]"))
    }
}
