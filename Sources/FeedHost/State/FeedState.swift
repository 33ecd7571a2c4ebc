import FeedLayout

/// The snapshot a run leaves behind for the next one (docs/spec/contract.md §6): sections and items with content hashes
/// and frames, in order.
///
/// Hashes are strings so `feed diff` can read files written by anything: equal strings mean equal content.
package struct FeedState: Hashable, Sendable {
    package var environment: LayoutEnvironment?
    package var sections: [SectionState]

    package init(environment: LayoutEnvironment? = nil, sections: [SectionState] = []) {
        self.environment = environment
        self.sections = sections
    }

    package struct SectionState: Hashable, Sendable {
        package var id: String
        package var hash: String
        /// The hashes of the section's layout, header and footer; nil in files that do not carry them.
        package var parts: SectionPartHashes?
        package var items: [ItemState]

        package init(id: String, hash: String, parts: SectionPartHashes? = nil, items: [ItemState]) {
            self.id = id
            self.hash = hash
            self.parts = parts
            self.items = items
        }
    }

    package struct ItemState: Hashable, Sendable {
        package var id: String
        package var hash: String
        package var frame: Rect?

        package init(id: String, hash: String, frame: Rect? = nil) {
            self.id = id
            self.hash = hash
            self.frame = frame
        }
    }
}

extension FeedState {
    /// The state of a laid-out document: hashes in hex, every frame.
    package init(_ document: FeedDocument) {
        self.init(
            environment: document.environment,
            sections: document.sections.map(SectionState.init))
    }
}

extension FeedState.SectionState {
    /// The state of one laid-out section: hashes in hex, every frame.
    init(_ section: SectionDocument) {
        self.init(
            id: section.id, hash: section.hash.hex, parts: section.parts,
            items: section.items.map { FeedState.ItemState(id: $0.id, hash: $0.fields.hash.hex, frame: $0.frame) })
    }
}
