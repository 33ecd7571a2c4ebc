import FeedJSON
import FeedScripting
import FeedTestSupport
import LuaBridge
import Testing

/// Flat items are read in one C pass with their payload encoded as they are read (`LuaRecordReader`): the items
/// must be the full path's, and the encoding byte for byte what `JSONWriter` writes for the fields.
@Suite struct ItemRecordTests {
    private static let context = ScriptFixtures.context()

    /// A script whose `items()` returns `expression`.
    private func script(_ expression: String) throws -> SectionScript {
        let source = "return { id = \"s\", layout = layout.list {},\n items = function() return \(expression) end }"
        return try SectionScript(name: "items.lua", source: source, state: LuaState(name: "items.lua"))
    }

    /// The items the full path gives (converted to `LuaValue`, then decoded), or its messages.
    private func fullPath(_ script: SectionScript) -> Result<[SectionItem], Failure> {
        guard case .function(let function) = script.definition.items else { return .failure(Failure(["no items"])) }
        let value: LuaValue
        // The ids' bytes are looked at before conversion, as `SectionScript` does.
        let idsNotUTF8: Set<String>
        do {
            (value, idsNotUTF8) = try script.state.call(function, [.table([:])]) { cursor throws(LuaError) in
                (try cursor.value(), ItemIdsNotUTF8.paths(in: cursor, at: "items"))
            }
        } catch {
            return .failure(Failure(["items.lua: items: \(error.message)"]))
        }
        do {
            return .success(
                try ScriptDecoder(script: "items.lua").items(
                    from: value, field: "items", itemIdsNotUTF8: idsNotUTF8))
        } catch {
            return .failure(Failure(error.diagnostics.map(\.description)))
        }
    }

    private struct Failure: Error, Equatable {
        let messages: [String]
        init(_ messages: [String]) { self.messages = messages }
    }

    private func direct(_ script: SectionScript) -> Result<[SectionItem], Failure> {
        do {
            return .success(try script.items(context: Self.context))
        } catch {
            return .failure(Failure(error.diagnostics.map(\.description)))
        }
    }

    /// Checks one expression; returns how many items came with their encoding.
    @discardableResult
    private func check(_ expression: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let script = try script(expression)
        let items = direct(script)
        #expect(items == fullPath(script), "\(expression)", sourceLocation: sourceLocation)
        guard case .success(let read) = items else { return 0 }
        var encoded = 0
        for item in read {
            guard let bytes = item.canonicalFields else { continue }
            encoded += 1
            var writer = JSONWriter()
            writer.object(item.fields)
            #expect(
                bytes == writer.bytes,
                "\(String(decoding: bytes, as: UTF8.self)) ≠ \(String(decoding: writer.bytes, as: UTF8.self))",
                sourceLocation: sourceLocation)
        }
        return encoded
    }

    @Test func flatItemsComeEncoded() throws {
        let encoded = try check(
            """
            { { id = 'a', title = 'A', rating = 4.5, count = 3, on = true, off = false },
              { id = 7, z = 1, a = 2.25, m = -0.0, big = 2^52, neg = -1234567.125 },
              { id = 8.0, text = 'héllo 🌍', nul = 'a\\0b', ctl = '\\1\\31\\127', quote = '"\\\\', nl = '\\n\\r\\t' },
              { id = 'only' },
              { id = 'k', ['"q'] = 1, ['\\\\'] = 2, ['\\n'] = 3, [''] = 4, ID = 5 } }
            """)
        #expect(encoded == 5)
    }

    @Test(arguments: [
        // Declined by the C reader, then read by the walk (and still encoded later by the host).
        "{ { id = 'a', x = 0.1234 }, { id = 'b', x = 1e20 }, { id = 'c', x = 1e-300 } }",
        "{ { id = 'a', t = { 1, 2 } }, { id = 'b', o = {} } }",
        "{ { id = 'a', s = 'caf\\233' } }",
        "{ { id = 'a', s = '\\237\\160\\128' }, { id = 'b', s = '\\192\\175' }, { id = 'c', s = '\\244\\144\\128\\128' } }",
        "{ { id = 'caf\\233' } }",
        "{ { id = 'a', ['clé'] = 1 } }",
        "{ { id = 'a', [1] = 1 } }",
        "{ { id = true }, { id = '' }, { id = 1.5 }, { id = 2^60 + 0.0 } }",
        "{ { id = 'a', x = 1/0 } }",
        "{ { id = 'a', x = 0/0 } }",
        "{ { id = 'a', f = print } }",
        "{ { id = 'a' }, { id = 'a' } }",
        "{ {} }",
    ])
    func declinedItemsAgreeWithTheFullPath(_ expression: String) throws {
        try check(expression)
    }

    /// Most flat items are kept as their JSON alone and read back exactly; one with a field the host reads from
    /// every item, or with a float of whole value (whose JSON reads back as an integer), is decoded as it is read.
    @Test func keptEncodedItemsReadBackAsTheirValues() throws {
        let items = try script(
            "{ { id = 'a', r = 2.5, n = 2 }, { id = 'b', r = 2.0 }, { id = 'c', separator = 1 }, { id = 'd', cell = 'x' } }"
        ).items(context: Self.context)
        #expect(
            items.map(\.fields) == [
                ["n": .integer(2), "r": .number(2.5)], ["r": .number(2)], ["separator": .integer(1)],
                ["cell": .string("x")],
            ])
        #expect(items.map { $0.field(.separator) } == [nil, nil, .integer(1), nil])
        #expect(items.map { $0.field(.cell) } == [nil, nil, nil, .string("x")])
    }

    /// Items built alike share their key strings (and their order); one built otherwise in between must not
    /// inherit them.
    @Test func itemsBuiltAlikeAndOtherwise() throws {
        let encoded = try check(
            """
            (function()
              local items = {}
              for i = 1, 6 do
                if i == 4 then items[i] = { id = i, b = 'x', a = i, zz = true }
                else items[i] = { id = i, title = 'T' .. i, a = i / 2, kind = 'app' } end
              end
              return items
            end)()
            """)
        #expect(encoded == 6)
    }

    /// A long string is left to the walk, which shares one copy among the items that hold it (the C reader
    /// would copy it into every item's encoding before the memory limit could refuse them).
    @Test func longStringsAreLeftToTheWalk() throws {
        #expect(try check("{ { id = 'a', s = ('x'):rep(1024) }, { id = 'b', s = ('y'):rep(1023) } }") == 1)
    }

    /// An item whose JSON escapes would take more than the meter charges for it (a key or a string of control
    /// characters: six bytes each in JSON, one charged) is left to the walk: kept as its JSON, a 1 MiB key of
    /// them held by 100 items made a build under a 64 MiB memory limit take 420 MB before refusing them.
    @Test func escapesPastTheChargeAreLeftToTheWalk() throws {
        let encoded = try check(
            """
            { { id = 'a', [('\\1'):rep(200)] = 1 }, { id = 'b', s = ('\\1'):rep(100) },
              { id = 'c', s = ('\\n'):rep(1023) }, { id = 'd', s = 'two\\nlines', ['"q'] = '\\t' } }
            """)
        #expect(encoded == 1)
    }

    /// After an item left to the walk for its escapes, the next item with the same keys is read under its own
    /// key names: `note` decoded (a whole float) and `cell` found, not the names of the item before them.
    @Test func anItemLeftForItsEscapesLeavesNoKeysBehind() throws {
        let expression = """
            { { id = 'a', title = 'A' }, { id = 'b', note = ('\\1'):rep(100) }, { id = 'c', note = 2.0 },
              { id = 'd', cell = ('\\1'):rep(100) }, { id = 'e', cell = 'two' } }
            """
        #expect(try check(expression) == 3)
        // The host reads `cell` from the item itself (`SectionItem.field(_:)`), which an item kept encoded lacks.
        guard case .success(let items) = direct(try script(expression)) else { return #expect(Bool(false)) }
        #expect(
            items.map { $0.field(.cell) } == [
                nil, nil, nil, .string(String(repeating: "\u{1}", count: 100)), .string("two"),
            ])
    }

    @Test func moreFieldsThanTheReaderHolds() throws {
        let fields = (1...70).map { "f\($0) = \($0)" }.joined(separator: ", ")
        #expect(try check("{ { id = 'wide', \(fields) }, { id = 'narrow', x = 1 } }") == 1)
    }

    /// Random flat and nearly flat items: every item the C reader took comes out as the writer writes it, and
    /// every result is the full path's.
    @Test func randomItemsAgreeWithTheWriterAndTheFullPath() throws {
        var random = SeededGenerator(seed: 17)
        var encoded = 0
        for _ in 0..<150 {
            let items = (0..<Int.random(in: 1...4, using: &random)).map { index in
                RandomItem.source(id: index, using: &random)
            }
            encoded += try check("{ " + items.joined(separator: ", ") + " }")
        }
        // Most random items are flat and plain: the C reader must have taken many of them.
        #expect(encoded > 150)
    }
}

/// Lua source for random item tables.
private enum RandomItem {
    static func source(id: Int, using random: inout SeededGenerator) -> String {
        var entries = ["id = \(id)"]
        var keys = Set<String>()
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            let key = self.key(using: &random)
            guard keys.insert(key).inserted else { continue }
            entries.append("[\(quoted(Array(key.utf8)))] = \(value(using: &random))")
        }
        return "{ " + entries.shuffled(using: &random).joined(separator: ", ") + " }"
    }

    private static let keyPool = [
        "title", "subtitle", "kind", "rating", "price", "a", "b", "Z", "_", "a b", "\"", "\\", "\n", "\u{1}",
        "tab\tbed", "x1", "x10", "x2", "long-key-that-is-longer-than-forty-bytes-so-lua-does-not-intern-it",
    ]

    private static func key(using random: inout SeededGenerator) -> String {
        // Rarely a key the C reader declines (not ASCII).
        Int.random(in: 0..<40, using: &random) == 0 ? "clé" : keyPool.randomElement(using: &random) ?? "k"
    }

    private static func value(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return Bool.random(using: &random) ? "true" : "false"
        case 1: return String(Int64.random(in: Int64.min...Int64.max, using: &random))
        case 2: return String(Int.random(in: -1000...1000, using: &random))
        case 3: return "(\(Int.random(in: -5_000_000...5_000_000, using: &random)) / 1000)"
        case 4: return "(\(Int.random(in: -100...100, using: &random)) + 0.0)"
        case 5:
            return ["-0.0", "2^53", "2^53 + 2", "1e9", "999999999.999", "0.001", "0.0005", "1e-300", "1/3"]
                .randomElement(using: &random) ?? "0"
        case 6: return "(\(Int.random(in: 1...99, using: &random)) / 7)"
        case 7: return "{ \(Int.random(in: 0...3, using: &random)) }"
        default: return quoted(text(using: &random))
        }
    }

    /// Random bytes, mostly ASCII and UTF-8, sometimes ill-formed.
    private static func text(using random: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("App".utf8), Array(" ".utf8), Array("é".utf8), Array("🌍".utf8), Array("\u{FFFD}".utf8), [0], [0x1F],
            [0x7F], [0x22], [0x5C], [0x0A], [0x0D], [0x09], Array("Category 12".utf8), [0xE9], [0xED, 0xA0, 0x80],
            [0xF0, 0x9F],
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            // Ill-formed pieces (the last three) are rare, so most strings are read by the C reader.
            let piece = Int.random(in: 0..<60, using: &random)
            bytes += pieces[piece < pieces.count - 3 ? piece : piece % (pieces.count - 3)]
            if piece == 59 { bytes += pieces[pieces.count - 1 - Int.random(in: 0..<3, using: &random)] }
        }
        return bytes
    }

    /// A Lua string literal of exactly `bytes`.
    private static func quoted(_ bytes: [UInt8]) -> String {
        "'" + bytes.map { "\\" + String(repeating: "0", count: 3 - String($0).count) + String($0) }.joined() + "'"
    }
}
