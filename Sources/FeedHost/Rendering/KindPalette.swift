/// The colours of cell kinds: each kind gets a hue from a hash of its name, the same on every run and machine.
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

    /// The cell's fill: a light tint of the kind's hue.
    static func fill(of kind: String) -> String { "hsl(\(hue(of: kind)), 70%, 92%)" }

    /// The cell's outline: a darker shade of the kind's hue.
    static func stroke(of kind: String) -> String { "hsl(\(hue(of: kind)), 45%, 45%)" }
}
