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
