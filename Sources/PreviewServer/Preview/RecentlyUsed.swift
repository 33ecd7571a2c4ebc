/// Keys in the order they were last used, at most `limit` of them: what the preview keeps per device is bounded
/// by this (`FeedRebuilder`'s sessions, `LivePreview`'s documents no page follows).
struct RecentlyUsed<Key: Hashable> {
    let limit: Int
    /// Least recently used first.
    private(set) var keys: [Key] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Marks `key` as just used; returns the key that fell out, if one did.
    mutating func use(_ key: Key) -> Key? {
        keys.removeAll { $0 == key }
        keys.append(key)
        return keys.count > limit ? keys.removeFirst() : nil
    }
}
