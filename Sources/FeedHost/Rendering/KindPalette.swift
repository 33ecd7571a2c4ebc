/// The colours of cell kinds: each kind gets a hue from a hash of its name, the same on every run and machine.
///
/// Colours are written `#rrggbb`: some SVG renderers (image viewers, older rasterisers) draw `hsl()` as black.
enum KindPalette {
    /// The hue in degrees (0..<360) of `kind`, from the 32-bit FNV-1a hash of its UTF-8 bytes.
    ///
    /// The page's script computes the same hue with the same hash, so the SVG and the HTML agree.
    static func hue(of kind: String) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for byte in kind.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % 360)
    }

    /// The cell's fill: a light tint of the kind's hue (HSL 70%, 92%).
    static func fill(of kind: String) -> String { hex(hue: hue(of: kind), saturation: 0.7, lightness: 0.92) }

    /// The cell's outline: a darker shade of the kind's hue (HSL 45%, 45%).
    static func stroke(of kind: String) -> String { hex(hue: hue(of: kind), saturation: 0.45, lightness: 0.45) }

    /// `#rrggbb` of an HSL colour, by CSS Color 4's `hslToRgb`; the page's script does the same arithmetic, so
    /// both write the same digits.
    static func hex(hue: Int, saturation: Double, lightness: Double) -> String {
        let chroma = saturation * min(lightness, 1 - lightness)
        let channels = [0.0, 8, 4].map { offset -> Int in
            let sector = (offset + Double(hue) / 30).truncatingRemainder(dividingBy: 12)
            let value = lightness - chroma * max(-1, min(sector - 3, 9 - sector, 1))
            return Int((value * 255).rounded())
        }
        let digits = channels.map { String($0 + 256, radix: 16).dropFirst() }
        return "#" + digits.joined()
    }
}
