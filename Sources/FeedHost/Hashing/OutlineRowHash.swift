import FeedScripting

extension ItemDocument {
    /// The hash that makes the item `updated`: its fields', and for an outline row also its level and whether
    /// it is expanded — an indentation or disclosure change reconfigures the cell.
    package var hash: ContentHash { Self.rowHash(fields.hash, outline) }

    static func rowHash(_ fields: ContentHash, _ outline: OutlinePlace?) -> ContentHash {
        guard let outline else { return fields }
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: fields.value >> ($0 * 8)) }
        bytes.append(UInt8(truncatingIfNeeded: outline.level))
        bytes.append(outline.isExpanded ? 1 : 0)
        return ContentHash(of: bytes)
    }
}
