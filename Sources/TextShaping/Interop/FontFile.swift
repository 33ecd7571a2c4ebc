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
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        let face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        guard let face, hb_face_get_glyph_count(face) > 0,
            let metrics = FontFile.horizontalHeaderMetrics(face) ?? FontFile.readMetrics(path: path)
        else {
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

    /// The vertical metrics FreeType reads, straight from the `hhea` table HarfBuzz already holds: its ascender,
    /// descender and line gap (16-bit big-endian at bytes 4, 6 and 8). Nil when the table is missing, short or
    /// has neither an ascender nor a descender, where FreeType falls back to other tables (`readMetrics` then
    /// asks it). Opening the file a second time through FreeType cost a cold build 0.4 M instructions a face.
    private static func horizontalHeaderMetrics(_ face: OpaquePointer) -> FontMetrics? {
        let upem = Double(hb_face_get_upem(face))
        guard upem > 0, let table = hb_face_reference_table(face, FontFile.hheaTag) else { return nil }
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(table, &length), length >= 10 else { return nil }
        func signed(at offset: Int) -> Double {
            let high = UInt16(UInt8(bitPattern: data[offset])), low = UInt16(UInt8(bitPattern: data[offset + 1]))
            return Double(Int16(bitPattern: high << 8 | low))
        }
        let (ascender, descender, lineGap) = (signed(at: 4), signed(at: 6), signed(at: 8))
        guard ascender != 0 || descender != 0 else { return nil }
        // In the same steps as FreeType and readMetrics, so the doubles are equal to the last bit: FreeType's line
        // height is ascender − descender + line gap, and the gap is what it adds past the ascender and descender.
        let height = ascender - descender + lineGap
        return FontMetrics(
            ascender: ascender / upem, descender: -descender / upem,
            lineGap: max(0, height / upem - ascender / upem + descender / upem), unitsPerEm: upem)
    }

    /// `hhea`, as HarfBuzz spells a table tag: its four letters big-endian in one word.
    private static let hheaTag: UInt32 = 0x6868_6561

    /// The file's vertical metrics through FreeType, in ems.
    static func readMetrics(path: String) -> FontMetrics? {
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
    /// logical order, and how many glyphs the font lacks. Each call shapes afresh (`FaceShaper` keeps shapes).
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

extension FontFile {
    /// The HarfBuzz release shaping here (`6.0.0`): a store of shapes made by another one is not used.
    static var harfBuzzVersion: String { String(cString: hb_version_string()) }
}
