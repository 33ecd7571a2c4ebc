import CellLayout

extension SectionDocument {
    /// About the bytes of the section's object in the JSON output, from what it holds, so its writer is given
    /// room once: a flat guess of 160 bytes an item fell short of items with five short fields (190 bytes), and
    /// every large section's buffer grew by copying all it held (~0.6% of a 100 × 1,000 build, callgrind). An
    /// estimate: text that JSON escapes takes more, and the writer then grows as before.
    var estimatedJSONBytes: Int {
        var bytes = Self.fixedBytes + decorations.count * Self.bytesPerFrameObject
        for supplementary in supplementaries {
            bytes += Self.bytesPerFrameObject + supplementary.kind.utf8.count + supplementary.fields.bytes.count
        }
        // By index: iterating copied each item out (retaining its id and payload) to read a few counts.
        for index in items.indices {
            bytes += items[index].estimatedJSONBytes
        }
        return bytes
    }

    /// The section's own keys and values.
    private static let fixedBytes = 1024
    /// An object with a kind, a frame and a zIndex, and its comma (~80 bytes with four 10-character numbers).
    static let bytesPerFrameObject = 96
}

extension ItemDocument {
    /// About the bytes of the item's object in the JSON output: its id and fields as they are, the other keys at
    /// most `fixedBytes`, an outline row's and cell content's keys added.
    var estimatedJSONBytes: Int {
        var bytes = Self.fixedBytes + id.utf8.count + fields.bytes.count
        if let outline { bytes += Self.outlineBytes + (outline.parent?.utf8.count ?? 0) }
        for frame in content {
            // The text once whole and once in lines.
            bytes += Self.contentFrameBytes + frame.name.utf8.count + 2 * (frame.text?.utf8.count ?? 0)
        }
        return bytes
    }

    /// `{"id":"","index":9999999,"frame":[…],"zIndex":0,"hash":"…16…","fields":}` and a comma, with four frame
    /// numbers of up to ten characters: 127 bytes.
    private static let fixedBytes = 136
    /// `,"level":99,"parent":"","parentRow":9999999`: 43 bytes.
    private static let outlineBytes = 48
    /// A content frame's kind, frame and font with its metrics (~200 bytes), and its comma.
    private static let contentFrameBytes = 224
}
