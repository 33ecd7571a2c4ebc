import Testing

@testable import TextShaping

/// A face keeps the texts it shaped (`FaceShaper`, `ShapeCache`): a repeated label gives what shaping it afresh
/// gives, and the cache stays bounded whatever a feed's labels are.
@Suite struct ShapeCacheTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    static func shaper() throws -> FaceShaper {
        FaceShaper(
            file: try #require(FontFile(path: inter)), identity: try #require(FontFileIdentity(path: inter)))
    }

    @Test func aCachedTextShapesAsAFreshFileShapesIt() throws {
        let file = try Self.shaper()
        let texts = ["GET", "Developer Tools", "مرحبا بالعالم", "ﬁne ligatures", "GET", "", "A \u{10FFFD} B"]
        for text in texts + texts {
            let fresh = try #require(FontFile(path: Self.inter)).shape(text)
            let cached = file.shape(text)
            #expect(cached.starts == fresh.starts, "\(text)")
            #expect(cached.advances == fresh.advances, "\(text)")
            #expect(cached.missingGlyphs == fresh.missingGlyphs, "\(text)")
        }
        #expect(file.cache.count == Set(texts).count)
    }

    /// Texts Swift finds equal in other bytes (the Kelvin sign and K, jamo and a Hangul syllable, Å three ways)
    /// each shape as themselves, in either order: taking each other's clusters gave offsets past a text's end,
    /// and `feed build` crashed breaking the label into lines.
    @Test func canonicallyEquivalentTextsKeepTheirOwnShapes() throws {
        let pairs = [
            ("\u{212A}\u{212A}", "KK"), ("\u{1100}\u{1161}", "\u{AC00}"), ("\u{212B}", "\u{00C5}"),
            ("A\u{030A}", "\u{212B}"),
        ]
        for (first, second) in pairs + pairs.map({ ($1, $0) }) {
            let face = FontFace(
                file: try #require(FontFile(path: Self.inter)),
                identity: try #require(FontFileIdentity(path: Self.inter)), name: "Inter")
            for text in [first, second, first, second] {
                let fresh = try #require(FontFile(path: Self.inter)).shape(text)
                let cached = face.shape(text)
                #expect(cached.starts == fresh.starts, "\(Array(text.unicodeScalars))")
                #expect(cached.advances == fresh.advances, "\(Array(text.unicodeScalars))")
                let shaped = ShapedText(text: text, font: FontSpec(size: 17), face: face)
                #expect(shaped.layout(width: 10, numberOfLines: 0, scale: 3).lines.joined() == text)
            }
        }
    }

    @Test func longTextsAreNotKept() throws {
        let file = try Self.shaper()
        let long = String(repeating: "word ", count: 40)
        #expect(long.utf8.count > ShapeCache.longestText)
        #expect(file.shape(long).advances.count == long.count)
        #expect(file.cache.count == 0)
    }

    @Test func theCacheStartsOverWhenFull() {
        let cache = ShapeCache()
        var shaped = 0
        let shape = { (text: String) -> ShapedClusters in
            shaped += 1
            var clusters = ShapedClusters()
            clusters.advances = [Double(text.count)]
            return clusters
        }
        for index in 0..<(ShapeCache.capacity + 10) {
            _ = cache.clusters(of: "label \(index)", shape: shape)
            #expect(cache.count <= ShapeCache.capacity)
        }
        #expect(cache.count == 10)
        let kept = "label \(ShapeCache.capacity + 5)"
        #expect(cache.clusters(of: kept, shape: shape).advances == [Double(kept.count)])
        #expect(shaped == ShapeCache.capacity + 10)
    }
}
