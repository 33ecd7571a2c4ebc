/// Measures label text with the stand-in system font (see `FontLibrary`).
package struct TextMeasurer: Sendable {
    package let library: FontLibrary

    package init(library: FontLibrary = .shared) {
        self.library = library
    }

    /// Shapes `text` in `font` (HarfBuzz) once; `ShapedText.layout` then breaks it at any width.
    package func shape(_ text: String, font: FontSpec) -> ShapedText {
        let face = library.face(for: font)
        let shaped = ShapedText(text: text, font: font, face: face)
        if shaped.missingGlyphs > 0 {
            library.warnOnce(
                "font: \(face.name) has no glyph for some characters; they are measured as its empty box")
        }
        return shaped
    }

    /// Shapes and breaks `text` in one go.
    package func layout(
        _ text: String, font: FontSpec, width: Double? = nil, numberOfLines: Int = 1, scale: Double = 3
    ) -> TextLayout {
        shape(text, font: font).layout(width: width, numberOfLines: numberOfLines, scale: scale)
    }

    /// The name of the face used for `font` (`Inter SemiBold`, or a fallback).
    package func faceName(for font: FontSpec) -> String { library.face(for: font).name }
}
