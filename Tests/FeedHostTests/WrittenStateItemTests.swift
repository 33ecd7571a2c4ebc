import FeedJSON
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// The state reader's quick path takes exactly the item form a build writes, reads it as the general reader
/// does, and refuses everything else without reading past it, so the general path reads it instead.
@Suite struct WrittenStateItemTests {
    private func read(_ text: String) -> WrittenStateItem? {
        let bytes = Array(text.utf8)
        return WrittenStateItem.read(bytes.span, from: 0)
    }

    @Test func itemsAsABuildWritesThemAreTaken() throws {
        var generator = SeededGenerator(seed: 29)
        var written = 0
        for _ in 0..<200 {
            let state = StateFileReaderTests.randomState(&generator, escapes: false)
            for section in state.sections {
                for item in section.items {
                    var writer = JSONWriter(capacity: 256)
                    writer.stateItem(id: item.id, frame: item.frame, parent: item.parent, hash: item.hash)
                    let bytes = writer.bytes
                    let read = WrittenStateItem.read(bytes.span, from: 0)
                    let taken = try #require(read, "\(item)")
                    #expect(String(decoding: bytes[taken.id], as: UTF8.self) == item.id)
                    #expect(taken.hash == item.hash)
                    // The frame as the general reader reads the written (rounded) numbers.
                    let text = String(decoding: bytes, as: UTF8.self)
                    let document = #"{"sections":[{"id":"s","hash":"h","items":["# + text + "]}]}"
                    let general = try FeedState(parsingAnyShape: Array(document.utf8), path: "state.json")
                    #expect(taken.frame == general.sections[0].items[0].frame)
                    #expect(taken.parent == item.parent)
                    #expect(taken.end == bytes.count)
                    written += 1
                }
            }
        }
        #expect(written > 1_000)
    }

    @Test func theItemEndsAfterItsBraceWhateverFollows() throws {
        let text = #"[{"id":"a","hash":"01","frame":[1,2.5,-3,0],"parentRow":-1},{"id":"b"}"#
        let bytes = Array(text.utf8)
        let read = WrittenStateItem.read(bytes.span, from: 1)
        let item = try #require(read)
        #expect(item.frame == Rect(x: 1, y: 2.5, width: -3, height: 0))
        #expect(item.parent == -1)
        #expect(bytes[item.end] == UInt8(ascii: ","))
    }

    @Test(arguments: [
        // Spaces, another key order, a key it does not know, escapes and control characters in strings.
        #"{ "id":"a","hash":"h"}"#,
        #"{"hash":"h","id":"a"}"#,
        #"{"id":"a","hash":"h","fields":{}}"#,
        #"{"id":"a\"b","hash":"h"}"#,
        "{\"id\":\"a\tb\",\"hash\":\"h\"}",
        // Numbers the general reader computes another way: exponents, more than 15 digits, no digits.
        #"{"id":"a","hash":"h","frame":[1e2,0,0,0]}"#,
        #"{"id":"a","hash":"h","frame":[1234567890123456,0,0,0]}"#,
        #"{"id":"a","hash":"h","frame":[0.0000000000000001,0,0,0]}"#,
        #"{"id":"a","hash":"h","frame":[1.,0,0,0]}"#,
        #"{"id":"a","hash":"h","frame":[-,0,0,0]}"#,
        #"{"id":"a","hash":"h","frame":null}"#,
        // Cut short, as at the end of a window of the file.
        #"{"id":"a","hash":"h","frame":[1,2,3,4]"#,
        #"{"id":"a","hash":"h","frame":[1,2"#,
        #"{"id":"a","hash"#,
        #"{"id":"abc"#,
        #"{"id":"a","hash":"0123456789abcdef"#,
        #"{"id":"a","hash":"0123456789ab"#,
        #"{"id":""#,
        #"{"id":"#,
        "",
        // Keys that differ from the written ones in their first word, or past it in the 13-byte key (some of these
        // items would be refused after the key anyway).
        #"{"id":"a","hasx":"h"}"#,
        #"{"id":"a","hash":1}"#,
        #"{"id":"a","hash":"h","framE":[1,2,3,4]}"#,
        #"{"id":"a","hash":"h","frame":{}}"#,
        #"{"id":"a","hash":"h","parentRoW":1}"#,
        #"{"id":"a","hash":"h","parentRow" :1}"#,
        #"{"id'a","hash":"h"}"#,
        // The last byte of a key shorter than a word (the id's opening quote), and the last two of a 10-byte key,
        // wrong in items that would otherwise read: only the key compare can refuse them.
        #"{"id":xa","hash":"h"}"#,
        #"{"id":"a","hash"::h"}"#,
        #"{"id":"a","hash":"h","frame"::1,2,3,4]}"#,
    ])
    func otherFormsAreLeftToTheGeneralReader(text: String) {
        #expect(read(text) == nil)
    }

    /// Hashes of 16 hex digits in either case are read a word at a time, any other text as the general reader
    /// reads and hashes it; both give the value `FeedComparison.hashValue` gives the text.
    @Test(arguments: [
        "0123456789abcdef", "0123456789ABCDEF", "fedcba9876543210", "0123456789abcdeg", "g123456789abcdef",
        "0123456789abcde", "0123456789abcdef0", "", "+123456789abcdef", "01234567 9abcdef", "0123456789abcd\u{e9}",
    ])
    func hashesReadAsTheirTextIsHashed(hash: String) throws {
        let text = #"{"id":"a","hash":""# + hash + #"","frame":[1,2,3,4]}"#
        let item = try #require(read(text))
        #expect(item.hash == FeedComparison.hashValue(hash))
        #expect(item.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(item.end == text.utf8.count)
    }

    /// Where the quick path refuses an item, the whole reader still reads the file as the general reader does.
    @Test(arguments: [
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","frame":[1e2,0,0,0]},{"id":"b","hash":"h"}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"hash":"h","id":"a"},{"id":"b","hash":"h","parentRow":3}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"h","frame":[0.0000000000000001,1,2,3]}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[ {"id":"a","hash":"h","parentRow":2.5}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"0123456789ABCDEF"},{"id":"b","hash":"0123456789abcdeg"}]}]}"#,
        #"{"sections":[{"id":"s","hash":"h","items":[{"id":"a","hash":"0123456789abcdef0","frame":[1,2,3,4]}]}]}"#,
    ])
    func mixedFilesReadAsTheGeneralReaderReadsThem(text: String) throws {
        let bytes = Array(text.utf8)
        let general = try FeedState(parsingAnyShape: bytes, path: "state.json")
        #expect(StateFileReader.read(bytes) == general)
    }

    /// Written items with one byte changed, removed or doubled, anywhere: the whole reader gives what the general
    /// reader gives, or leaves the file to it (hashes of 15, 16 and 17 digits, bytes past 0x7F among the digits,
    /// keys wrong in any byte).
    @Test func changedWrittenItemsReadAsTheGeneralReaderReadsThem() {
        let items = [
            #"{"id":"ab","hash":"0123456789ABCdef","frame":[1,2.5,-3,0],"parentRow":-1}"#,
            #"{"id":"abcdefghijk","hash":"fedcba9876543210","parentRow":3}"#,
        ]
        let replacements = Array(#""0aAgG:,}[ x"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xB0, 0xC1, 0xE1, 0xFF]
        let prefix = Array(#"{"sections":[{"id":"s","hash":"h","items":["#.utf8)
        let suffix = Array("]}]}".utf8)
        for item in items.map({ Array($0.utf8) }) {
            var variants: [[UInt8]] = []
            for place in item.indices {
                for byte in replacements where byte != item[place] {
                    var changed = item
                    changed[place] = byte
                    variants.append(changed)
                }
                var removed = item
                removed.remove(at: place)
                var doubled = item
                doubled.insert(item[place], at: place)
                variants += [removed, doubled]
            }
            for variant in variants {
                let bytes = prefix + variant + suffix
                guard let fast = StateFileReader.read(bytes) else { continue }
                let general = try? FeedState(parsingAnyShape: bytes, path: "state.json")
                #expect(fast == general, "\(String(decoding: variant, as: UTF8.self))")
            }
        }
    }
}
