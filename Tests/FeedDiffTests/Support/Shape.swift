import FeedDiff

/// Test input in the corpus's notation: sections of `"id"` or `"id#version"` tokens; the version becomes the
/// content hash (no version: hash 0). Equal versions give equal hashes within a run, which is all a test compares.
typealias Shape = [(section: String, items: [String])]

enum Token {
    /// The identifier and hash of a token `"id"` or `"id#version"`.
    static func parse(_ token: String) -> (id: String, hash: UInt64) {
        guard let mark = token.firstIndex(of: "#") else { return (token, 0) }
        return (String(token[..<mark]), UInt64(bitPattern: Int64(token[token.index(after: mark)...].hashValue)) | 1)
    }
}

extension Snapshot {
    /// A snapshot from the corpus notation.
    init(shape: Shape, sharingIdentifiersWith base: Snapshot? = nil) throws(SnapshotError) {
        try self.init(
            sections: shape.map { entry in
                let section = Token.parse(entry.section)
                return (section.id, section.hash, entry.items.map(Token.parse))
            },
            sharingIdentifiersWith: base)
    }

    /// Every section with its items and hashes, for readable comparisons in failures.
    var dump: [String] {
        sectionIdentifiers.map { section in
            let items = (try? itemIdentifiers(inSection: section)) ?? []
            return "\(section)#\(hash(ofSection: section) ?? 0): "
                + items.map { "\($0)#\(hash(ofItem: $0) ?? 0)" }.joined(separator: " ")
        }
    }
}
