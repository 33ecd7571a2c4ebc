import FeedJSON
import Testing

/// The host sorts keys and file names by their UTF-8 bytes (`UTF8Order`), whatever the locale and whatever
/// Unicode says is equivalent: a composed and a decomposed "é" are different keys in different places.
@Suite struct UTF8OrderTests {
    @Test func sortsByBytesLikeTheUTF8View() {
        let texts = [
            "", "a", "ab", "b", "B", "é", "e\u{301}", "z", "\u{10FFFF}", "日本", "日", "a\u{0}", "a\u{0}b", "Z",
            String(repeating: "x", count: 4000) + "1", String(repeating: "x", count: 4000) + "0",
            String(repeating: "x", count: 4000),
        ]
        for first in texts {
            for second in texts {
                #expect(
                    UTF8Order.precedes(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8),
                    "\(first.utf8.count) vs \(second.utf8.count) bytes")
            }
        }
        // Swift's own `<` calls these two equal; byte order does not.
        #expect(UTF8Order.precedes("e\u{301}", "é"))
        #expect(!UTF8Order.precedes("é", "e\u{301}"))
    }

    @Test func sortsRandomTextsAsTheUTF8ViewDoes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "é", "日", "\u{1F600}", "\u{0}"]
        let texts = (0..<300).map { _ in
            String(
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        #expect(texts.sorted(by: UTF8Order.precedes) == texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
