import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// A state file's sections and items are read only as far as the feed's memory limit allows: by the state file's
/// own reader, read whole or a window at a time, by the general reader, by `feed diff`'s reader, by the state
/// store and by a watch.
@Suite struct StateReadAllowanceTests {
    /// One section `s` (hash `h`) of `count` items as a build writes them, ids `i0`, `i1`, … padded to
    /// `idLength` bytes.
    private static func state(items count: Int, idLength: Int = 2) -> FeedState {
        let items = (0..<count).map { index in
            let id = "i\(index)"
            return FeedState.ItemState(
                id: id + String(repeating: "x", count: max(0, idLength - id.utf8.count)), hash: UInt64(index),
                frame: Rect(x: 0, y: Double(index), width: 10, height: 1))
        }
        return FeedState(environment: nil, sections: [.init(id: "s", hash: "h", items: items)])
    }

    /// The allowance of exactly `sections` sections, whose id and hash are `textBytes` long together, and `count`
    /// items.
    private static func allowance(sections: Int = 1, items count: Int, textBytes: Int = 2) -> StateReadAllowance {
        StateReadAllowance(
            bytes: sections * StateReadAllowance.cost(ofSectionWithTextBytes: textBytes) + count
                * StateReadAllowance.itemCost)
    }

    /// The file in a shape only the general reader takes: a section key no state has.
    private static func otherShape(_ bytes: [UInt8]) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.replacingOccurrences(of: #"{"id":"s","#, with: #"{"id":"s","note":1,"#).utf8)
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func anItemCostsItsStateAndASectionItsScriptAndText() {
        #expect(StateReadAllowance.itemCost == MemoryLayout<FeedState.ItemState>.stride)
        #expect(StateReadAllowance.cost(ofSectionWithTextBytes: 10) == (16 << 10) + 10)
        #expect(StateReadAllowance.standard.bytes == ScriptLimits.defaultMemoryLimit)
        var limits = ScriptLimits(memoryCap: 8 << 20, memoryLimit: 1 << 20)
        #expect(StateReadAllowance(limits).bytes == 8 << 20, "never less than one script's cap")
        limits.memoryLimit = 1 << 30
        #expect(StateReadAllowance(limits).bytes == 1 << 30)
    }

    /// The state file's own reader takes the file whose items take the allowance exactly, and refuses one more
    /// item, naming it; an item's id is not charged (a run does not charge it either), so long ids cost what short
    /// ones do.
    @Test(arguments: [2, 40])
    func theShapeReaderStopsAtTheItemPastTheAllowance(idLength: Int) throws {
        let directory = TemporaryDirectory()
        let fits = Self.state(items: 50, idLength: idLength)
        let allowance = Self.allowance(items: 50)
        let path = directory.write("fits.json", Self.text(fits.jsonBytes()))
        guard
            case .state(let read) = try StateFileReader.read(path: path, limit: ReadLimits.state, allowance: allowance)
        else {
            Issue.record("the file that fits was not read")
            return
        }
        #expect(read == fits)
        #expect(StateFileReader.read(fits.jsonBytes(), allowance: allowance) == fits)

        let over = directory.write("over.json", Self.text(Self.state(items: 51, idLength: idLength).jsonBytes()))
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

    /// A file of another shape goes to the general reader, which stops at the same item; a syntax error after it
    /// still comes first there, as every syntax error does.
    @Test func theGeneralReaderStopsAtTheSameItemAfterAnySyntaxError() throws {
        let allowance = Self.allowance(items: 50)
        let other = { (count: Int) in Self.otherShape(Self.state(items: count).jsonBytes()) }
        #expect(StateFileReader.read(other(50)) == nil, "not the shape reader's")
        #expect(try FeedState(parsing: other(50), path: "s.json", allowance: allowance) == Self.state(items: 50))
        let error = #expect(throws: HostError.self) {
            try FeedState(parsing: other(51), path: "s.json", allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: "s.json", at: "sections[0].items[50]"))
        let torn = other(60).dropLast(3)
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
        let path = directory.write("two.json", Self.text(state.jsonBytes()))
        let allowance = Self.allowance(sections: 2, items: 50)
        let error = #expect(throws: HostError.self) {
            try FeedState(reading: path, allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: path, at: "sections[1].items[20]"))
        #expect(try FeedState(reading: path, allowance: Self.allowance(sections: 2, items: 60)) == state)
    }

    @Test(arguments: [false, true])
    func aStateFileOverTheAllowanceIsAWarningAndAFirstRun(otherShape: Bool) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let store = StateStore(feedDirectory: folder.path)
        let bytes = Self.state(items: 51).jsonBytes()
        folder.write(".feed/state.json", Self.text(otherShape ? Self.otherShape(bytes) : bytes))
        guard case .unreadable(let warning, _) = store.load(allowance: Self.allowance(items: 50)) else {
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

    @Test(arguments: [false, true])
    func feedDiffReadsEachFileWithinTheAllowance(otherShape: Bool) throws {
        let directory = TemporaryDirectory()
        let shaped = { (bytes: [UInt8]) in Self.text(otherShape ? Self.otherShape(bytes) : bytes) }
        let small = directory.write("small.json", shaped(Self.state(items: 5).jsonBytes()))
        let large = directory.write("large.json", shaped(Self.state(items: 51).jsonBytes()))
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
        let planted = Self.text(Self.state(items: 20_000).jsonBytes())
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
        let allowance = Self.allowance(sections: 3, items: 0, textBytes: 3)
        let error = #expect(throws: HostError.self) {
            try FeedState(reading: path, allowance: allowance)
        }
        #expect(error == allowance.exceeded(path: path, at: "sections[3]"))
        let all = Self.allowance(sections: 5, items: 0, textBytes: 3)
        #expect(try FeedState(reading: path, allowance: all).sections.count == 5)
        // One item more than the room the third section leaves: the item, not the section, is named.
        var state = try FeedState(reading: path, allowance: .standard)
        state.sections[2].items = Self.state(items: 1).sections[0].items
        let withItem = directory.write("item.json", Self.text(state.jsonBytes()))
        let itemError = #expect(throws: HostError.self) {
            try FeedState(reading: withItem, allowance: allowance)
        }
        #expect(itemError == allowance.exceeded(path: withItem, at: "sections[2].items[0]"))
    }

    /// A section's id and hash are charged once its members are read (15,500 sections of 33 KB ids held 1.5 GB
    /// under the allowance before): the section whose text passes it is named, in either reader.
    @Test(arguments: [false, true])
    func aSectionsIDAndHashAreCharged(otherShape: Bool) throws {
        let state = FeedState(
            environment: nil, sections: [.init(id: String(repeating: "s", count: 1_000), hash: "h", items: [])])
        let text = Self.text(state.jsonBytes())
        let shaped = otherShape ? text.replacingOccurrences(of: #""hash""#, with: #""note":1,"hash""#) : text
        let directory = TemporaryDirectory()
        let path = directory.write("long.json", shaped)
        let exact = Self.allowance(sections: 1, items: 0, textBytes: 1_001)
        #expect(try FeedState(reading: path, allowance: exact) == state)
        let short = StateReadAllowance(bytes: exact.bytes - 1)
        let error = #expect(throws: HostError.self) { try FeedState(reading: path, allowance: short) }
        #expect(error == short.exceeded(path: path, at: "sections[0]"))
    }

    /// Of a repeated `sections` key the last counts, as in the whole tree: the earlier list's charge goes with it.
    @Test func aRepeatedSectionsKeyIsChargedForTheLastOnly() throws {
        let first = Self.text(Self.state(items: 50).jsonBytes())
        let list = first[first.range(of: #""sections":"#)!.upperBound...].dropLast(2)
        let text = #"{"version":1,"sections":"# + list + #","sections":[{"id":"t","hash":"h","items":[]}]}"#
        let state = try FeedState(parsing: Array(text.utf8), path: "s.json", allowance: Self.allowance(items: 50))
        #expect(state.sections.map(\.id) == ["t"])
    }
}
