import FeedLayout

/// The snapshot a run leaves behind for the next one (CONTRACT §6): sections and items with content hashes
/// and frames, in order.
///
/// Hashes are strings so `feed diff` can read files written by anything: equal strings mean equal content.
public struct FeedState: Hashable, Sendable {
    public var environment: LayoutEnvironment?
    public var sections: [SectionState]

    public init(environment: LayoutEnvironment? = nil, sections: [SectionState] = []) {
        self.environment = environment
        self.sections = sections
    }

    public struct SectionState: Hashable, Sendable {
        public var id: String
        public var hash: String
        public var items: [ItemState]

        public init(id: String, hash: String, items: [ItemState]) {
            self.id = id
            self.hash = hash
            self.items = items
        }
    }

    public struct ItemState: Hashable, Sendable {
        public var id: String
        public var hash: String
        public var frame: Rect?

        public init(id: String, hash: String, frame: Rect? = nil) {
            self.id = id
            self.hash = hash
            self.frame = frame
        }
    }
}

extension FeedState {
    /// The state of a laid-out document: hashes in hex, every frame.
    public init(_ document: FeedDocument) {
        self.init(
            environment: document.environment,
            sections: document.sections.map(SectionState.init))
    }
}

extension FeedState.SectionState {
    /// The state of one laid-out section: hashes in hex, every frame.
    init(_ section: SectionDocument) {
        self.init(
            id: section.id, hash: section.hash.hex,
            items: section.items.map { FeedState.ItemState(id: $0.id, hash: $0.fields.hash.hex, frame: $0.frame) })
    }
}
