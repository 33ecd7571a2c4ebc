import Foundation
import Testing

@testable import TextShaping

/// A font file's vertical metrics are read from its `hhea` table through HarfBuzz; they must be FreeType's to the
/// last bit, as FreeType read them before (and still does for a file whose `hhea` has no ascender or descender).
@Suite struct FontMetricsReadingTests {
    /// Every Inter and DejaVu file the library could open on this machine (the install script adds both).
    static var fontFiles: [String] {
        (FontLibrary.interFolders + [FontLibrary.fallbackFolder]).flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
                .map { "\(folder)/\($0)" }
        }
    }

    @Test func headerMetricsAreFreeTypesMetrics() throws {
        let files = Self.fontFiles
        #expect(files.count >= 2, "scripts/install-deps installs fonts-inter")
        for path in files {
            let file = try #require(FontFile(path: path))
            let freeType = try #require(FontFile.readMetrics(path: path))
            #expect(file.metrics == freeType, "\(path)")
        }
    }

    @Test func aFileThatIsNoFontIsRefused() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).otf")
        #expect(FileManager.default.createFile(atPath: folder.path, contents: Data("OTTO but not a font".utf8)))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FontFile(path: folder.path) == nil)
        #expect(FontFile(path: "/nonexistent-fonts/Inter-Regular.otf") == nil)
    }
}
