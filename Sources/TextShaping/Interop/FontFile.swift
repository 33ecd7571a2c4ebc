import CFreeType
import CHarfBuzz

/// One font file, opened once: its vertical metrics read with FreeType, and an immutable HarfBuzz font that shapes
/// text with the file's own OpenType tables. Every pointer of the two C libraries stays in this folder.
///
/// `@unchecked Sendable`: the HarfBuzz font is made immutable before it is shared, and HarfBuzz documents immutable
/// fonts as safe to shape with from several threads at once.
final class FontFile: @unchecked Sendable {
    let path: String
    /// hhea metrics in ems: ascender above the baseline, descender below it (positive), and the line gap.
    let metrics: FontMetrics
    private let font: OpaquePointer

    /// Opens `path`; nil when FreeType or HarfBuzz cannot read it as a font.
    init?(path: String) {
        guard let metrics = FontFile.readMetrics(path: path) else { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        let face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        guard let face, hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        let upem = Int32(hb_face_get_upem(face))
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            return nil
        }
        hb_face_destroy(face)
        // Unhinted design units: advances are scaled by the point size in Swift, as Core Text lays out iOS text
        // without hinting.
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        self.path = path
        self.metrics = FontMetrics(
            ascender: metrics.ascender, descender: metrics.descender, lineGap: metrics.lineGap,
            unitsPerEm: Double(upem))
        self.font = font
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The file's vertical metrics through FreeType, in ems.
    private static func readMetrics(path: String) -> FontMetrics? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        let record = face.pointee
        let upem = Double(record.units_per_EM)
        guard upem > 0 else { return nil }
        let ascender = Double(record.ascender) / upem
        let descender = -Double(record.descender) / upem
        let lineGap = max(0, Double(record.height) / upem - ascender - descender)
        return FontMetrics(ascender: ascender, descender: descender, lineGap: lineGap, unitsPerEm: upem)
    }

    /// Shapes `text` left to right: one entry per cluster (UTF-8 offset of its first byte, advance in ems), in
    /// logical order, and how many glyphs the font lacks.
    func shape(_ text: String) -> ShapedClusters {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return ShapedClusters() }
        defer { hb_buffer_destroy(buffer) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return ShapedClusters() }
        var glyphs: [(cluster: Int, advance: Int32, missing: Bool)] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            glyphs.append((Int(infos[index].cluster), positions[index].x_advance, infos[index].codepoint == 0))
        }
        return ShapedClusters(glyphs: glyphs, unitsPerEm: metrics.unitsPerEm)
    }
}
