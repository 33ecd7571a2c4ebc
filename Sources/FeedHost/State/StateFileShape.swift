import FeedLayout

/// What `StateFileParser` builds from a state file's parts, so one reader serves a build (the whole
/// `FeedState`) and `feed diff` (the leaner `ComparedState`).
protocol StateFileShape {
    /// A section's items as they are read, one by one.
    associatedtype Items
    associatedtype Section
    associatedtype State

    /// A section's items before the first is read, with room for `capacity` (an estimate: more may come).
    static func items(reservingCapacity capacity: Int) -> Items

    /// Gives `items` room for `capacity` items in all.
    static func reserve(_ capacity: Int, in items: inout Items)

    /// Adds an item; `hash` is the value of its hash's text (`FeedComparison.hashValue`), read without making a
    /// string of it.
    static func append(id: String, hash: UInt64, frame: Rect?, parent: Int?, to items: inout Items)

    static func section(id: String, hash: String, parts: SectionPartHashes?, items: Items) -> Section

    static func state(environment: LayoutEnvironment?, sections: [Section], hashVersion: Int) -> State
}

extension FeedState {
    /// The whole state.
    enum FileShape: StateFileShape {
        static func items(reservingCapacity capacity: Int) -> [ItemState] {
            var items: [ItemState] = []
            items.reserveCapacity(capacity)
            return items
        }

        static func reserve(_ capacity: Int, in items: inout [ItemState]) {
            items.reserveCapacity(capacity)
        }

        static func append(id: String, hash: UInt64, frame: Rect?, parent: Int?, to items: inout [ItemState]) {
            items.append(ItemState(id: id, hash: hash, frame: frame, parent: parent))
        }

        static func section(id: String, hash: String, parts: SectionPartHashes?, items: [ItemState]) -> SectionState {
            SectionState(id: id, hash: hash, parts: parts, items: items)
        }

        static func state(environment: LayoutEnvironment?, sections: [SectionState], hashVersion: Int) -> FeedState {
            FeedState(environment: environment, sections: sections, hashVersion: hashVersion)
        }
    }
}
