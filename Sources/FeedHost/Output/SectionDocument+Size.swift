import CellLayout

extension SectionDocument {
    /// About the bytes of the section's object in the JSON output, from what it holds, so its writer is given
    /// room once: a flat guess of 160 bytes an item fell short of items with five short fields (190 bytes), and
    /// every large section's buffer grew by copying all it held (~0.6% of a 100 × 1,000 build, callgrind). An
    /// estimate: text that JSON escapes takes more, and the writer then grows as before.
    var estimatedJSONBytes: Int {
        var bytes = Self.fixedBytes + decorations.count * Self.bytesPerFrameObject
        bytes += (separators?.count ?? 0) * Self.bytesPerSeparator
        for supplementary in supplementaries {
            bytes += Self.bytesPerFrameObject + supplementary.kind.utf8.count + supplementary.fields.bytes.count
        }
        // The counts read in place: iterating, or asking each item through the array, copied the whole item out
        // (retaining its id, payload and content; ~290 instructions an item, callgrind), and the items with
        // neither an outline place nor content, nearly all, need no more than their id's and fields' sizes.
        for index in items.indices {
            bytes += ItemDocument.fixedBytes + items[index].id.utf8.count + items[index].fields.bytes.count
            if items[index].hasOutlineOrContent { bytes += items[index].estimatedOutlineAndContentBytes }
        }
        return bytes
    }

    /// The section's own keys and values.
    private static let fixedBytes = 1024
    /// An object with a kind, a frame and a zIndex (a decoration's ~80 bytes with four 10-character numbers; a
    /// supplementary's ~100 with its `item` and `fields` keys, its kind and fields counted apart), and its comma.
    static let bytesPerFrameObject = 104
    /// A list row's separator, `{"item":9999999,"frame":[…]}` and its comma: at most 75 bytes, ~45 in most lists.
    private static let bytesPerSeparator = 64
}

extension ItemDocument {
    /// The bytes an outline row's and cell content's keys and values add to the item's object in the JSON output,
    /// beyond its id and fields as they are and the other keys (at most `fixedBytes`).
    var estimatedOutlineAndContentBytes: Int {
        var bytes = 0
        if let outline { bytes += Self.outlineBytes + (outline.parent?.utf8.count ?? 0) }
        for frame in content {
            bytes += Self.contentFrameBytes + frame.name.utf8.count
            // Text once whole and once in lines, with its font and alignment.
            if let text = frame.text { bytes += 2 * text.utf8.count }
            if frame.font != nil { bytes += Self.fontBytes }
            for (name, value) in frame.appearance {
                bytes += Self.appearanceEntryBytes + name.utf8.count + value.utf8.count
            }
        }
        return bytes
    }

    /// `{"id":"","index":9999999,"frame":[…],"zIndex":0,"hash":"…16…","fields":}` and a comma, with four frame
    /// numbers of up to ten characters: 127 bytes.
    static let fixedBytes = 136
    /// `,"level":99,"parent":"","parentRow":9999999`: 43 bytes.
    private static let outlineBytes = 48
    /// A content frame's keys, kind and frame, `{"name":"","kind":"image","frame":[…]}` and its comma (~85
    /// bytes).
    private static let contentFrameBytes = 96
    /// `,"font":{"size":17,"weight":"semibold","lineHeight":20.333,"ascender":16.123},"textAlignment":"natural"`
    /// and the text's and lines' keys and quotes: ~120 bytes.
    private static let fontBytes = 136
    /// An appearance entry's quotes, colon and comma (and the object's braces, for the first).
    private static let appearanceEntryBytes = 16
}
