import Foundation
import Testing

@testable import TextShaping

/// A build's measured shapes kept for the next process (`StoredFace`, `ShapeStoreCoding`): a library restored from
/// the store measures every text exactly as one that opened the files, opening none while the store has the text,
/// and a store that is stale, foreign or damaged is never used.
@Suite struct ShapeStoreTests {
    static let texts = [
        "GET", "Developer Tools", "مرحبا بالعالم", "ﬁne ligatures", "A \u{10FFFD} B", "", "Top Free Apps",
    ]
    static let fonts = [FontSpec(size: 15), FontSpec(size: 15, weight: .semibold), FontSpec(size: 22, weight: .bold)]

    /// Every measurement a cell makes of `text` in `font`.
    static func measures(_ library: FontLibrary, _ text: String, _ font: FontSpec) -> [Double] {
        let shaped = TextMeasurer(library: library).shape(text, font: font)
        let broken = shaped.layout(width: 60, numberOfLines: 2, scale: 3)
        return shaped.advances + shaped.starts.map(Double.init) + [
            shaped.lineHeight, shaped.ascender, shaped.ellipsis, Double(shaped.missingGlyphs), broken.width,
            broken.height,
        ]
    }

    /// The store of a library that measured every text in every font, and what it measured.
    static func measuredStore(folders: [String] = FontLibrary.interFolders) -> (bytes: [UInt8], measured: [[Double]]) {
        let library = FontLibrary(interFolders: folders)
        let measured = fonts.flatMap { font in texts.map { measures(library, $0, font) } }
        return (ShapeStoreCoding.encode(library.storedFaces()), measured)
    }

    @Test func aRestoredLibraryMeasuresAsTheFilesDoAndOpensNone() throws {
        let (bytes, measured) = Self.measuredStore()
        let faces = try #require(ShapeStoreCoding.decode(bytes))
        #expect(faces.count == 3)
        #expect(faces.allSatisfy { $0.shapes.count == Self.texts.count })
        let restored = FontLibrary()
        restored.restore(faces)
        let again = Self.fonts.flatMap { font in Self.texts.map { Self.measures(restored, $0, font) } }
        #expect(again == measured)
        #expect(restored.openedFileCount == 0)
        #expect(restored.facesToStore() == nil)
        #expect(ShapeStoreCoding.encode(restored.storedFaces()) == bytes)
    }

    @Test func aTextTheStoreLacksOpensTheFileAndIsStoredNext() throws {
        let restored = FontLibrary()
        restored.restore(try #require(ShapeStoreCoding.decode(Self.measuredStore().bytes)))
        let fresh = FontLibrary()
        #expect(
            Self.measures(restored, "Not stored", Self.fonts[0]) == Self.measures(fresh, "Not stored", Self.fonts[0]))
        #expect(restored.openedFileCount == 1)
        #expect(restored.facesToStore() != nil)
        let face = try #require(restored.storedFaces().first { $0.name == "Inter Regular" })
        #expect(face.shapes.count == 1)
    }

    @Test func aFontFileChangedSinceIsOpenedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shape-store-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Inter-Regular.otf").path
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: copy)
        let library = FontLibrary(interFolders: [folder.path])
        _ = Self.measures(library, "GET", FontSpec(size: 15))
        let faces = library.storedFaces()
        #expect(faces.map(\.path) == [copy])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: copy)
        let restored = FontLibrary(interFolders: [folder.path])
        restored.restore(faces)
        _ = Self.measures(restored, "GET", FontSpec(size: 15))
        #expect(restored.openedFileCount == 1)
    }

    @Test func aStoreIsRefusedWholeWhenCutShortOrFromAnotherHarfBuzz() throws {
        let bytes = Self.measuredStore().bytes
        for length in 0..<bytes.count { #expect(ShapeStoreCoding.decode(Array(bytes[..<length])) == nil) }
        #expect(ShapeStoreCoding.decode(bytes + [0]) == nil)
        // The first byte of the HarfBuzz release, after the magic and the release's length.
        var other = bytes
        other[ShapeStoreCoding.magic.count + 8] ^= 1
        #expect(ShapeStoreCoding.decode(other) == nil)
    }

    /// Any byte of a store changed: refused, or read into faces whose every cluster lies within its text, which
    /// the library then measures without fault.
    @Test func aDamagedStoreNeverFaultsAMeasurement() throws {
        let bytes = Self.measuredStore().bytes
        var accepted = 0
        // Every byte of the first face's header and first texts, then every fifth (a debug build's time).
        for offset in bytes.indices where offset < 1_024 || offset % 5 == 0 {
            for flip: UInt8 in [0x01, 0xFF] {
                var damaged = bytes
                damaged[offset] ^= flip
                guard let faces = ShapeStoreCoding.decode(damaged) else { continue }
                accepted += 1
                for face in faces {
                    for (text, clusters) in face.shapes {
                        let utf8 = Array(text.utf8)
                        #expect(clusters.starts.count == clusters.advances.count)
                        #expect(clusters.starts.allSatisfy { utf8.indices.contains($0) })
                        #expect(zip(clusters.starts, clusters.starts.dropFirst()).allSatisfy { $0 < $1 })
                    }
                }
                let library = FontLibrary()
                library.restore(faces)
                for font in Self.fonts { for text in Self.texts.prefix(3) { _ = Self.measures(library, text, font) } }
            }
        }
        // Advances and identities are free bits: some damage is a valid store of other numbers.
        #expect(accepted > 0)
    }

    /// A store's numbers stay within bounds far past any font's, so a planted one can change a label's size but
    /// never make it infinite, NaN or large enough to overflow a layout.
    @Test func numbersPastAnyFontsAreRefused() throws {
        func store(advance: Double = 0.6, ascender: Double = 0.97, unitsPerEm: Double = 2048) -> [UInt8] {
            var clusters = ShapedClusters()
            clusters.starts = [0]
            clusters.advances = [advance]
            let metrics = FontMetrics(ascender: ascender, descender: 0.24, lineGap: 0, unitsPerEm: unitsPerEm)
            let identity = FontFileIdentity(
                device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
            return ShapeStoreCoding.encode([
                StoredFace(
                    slot: 0, path: "/fonts/A.otf", identity: identity, name: "A", metrics: metrics, ellipsis: 0.8,
                    shapes: ["A": clusters])
            ])
        }
        let valid = try #require(ShapeStoreCoding.decode(store()))
        #expect(valid.first?.shapes["A"]?.advances == [0.6])
        for advance in [Double.nan, .infinity, -.infinity, 1e300, -2_000] {
            #expect(ShapeStoreCoding.decode(store(advance: advance)) == nil, "\(advance)")
        }
        for ascender in [Double.nan, 100, -100] {
            #expect(ShapeStoreCoding.decode(store(ascender: ascender)) == nil, "\(ascender)")
        }
        for unitsPerEm in [Double.nan, 0, -1, 1e9] {
            #expect(ShapeStoreCoding.decode(store(unitsPerEm: unitsPerEm)) == nil, "\(unitsPerEm)")
        }
    }
}
