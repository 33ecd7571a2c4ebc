import FeedLayout

/// The snapshot a run leaves behind for the next one (docs/spec/contract.md §6): sections and items with content hashes
/// and frames, in order.
///
/// Hashes are strings so `feed diff` can read files written by anything: equal strings mean equal content.
package struct FeedState: Hashable, Sendable {
    package var environment: LayoutEnvironment?
    package var sections: [SectionState]
    /// How the section hashes were made; a file without `hashVersion` is version 1.
    package var hashVersion: Int

    /// The section hashes a build makes today: 2 is the canonical encoding of the recipe (version 1 hashed
    /// Swift's reflection of it, which a renamed property or another toolchain could change).
    package static let currentHashVersion = 2

    package init(
        environment: LayoutEnvironment? = nil, sections: [SectionState] = [], hashVersion: Int = currentHashVersion
    ) {
        self.environment = environment
        self.sections = sections
        self.hashVersion = hashVersion
    }

    /// This state with `hashes` (section id → hash) in place of the section hashes they name, as of today's hash
    /// version: how a baseline written by an older version becomes comparable with a build (`FeedComparison`).
    package func replacingSectionHashes(_ hashes: [String: String]) -> FeedState {
        var state = self
        for index in state.sections.indices {
            guard let hash = hashes[state.sections[index].id] else { continue }
            state.sections[index].hash = hash
            state.sections[index].parts = nil
        }
        state.hashVersion = Self.currentHashVersion
        return state
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
        /// The content hash as the 64-bit value the diff compares. The file spells it in 16 hex digits; other text
        /// in a hand-edited file is hashed (`FeedComparison.hashValue`). A value, not the text: 100k hex strings
        /// were allocations and UTF-8 checks on every read and every watch save, and parsed back for each diff.
        package var hash: UInt64
        package var frame: Rect?
        /// In an outline section: the parent row's index among the section's rows, -1 at the top level.
        package var parent: Int? {
            get { storedParent == Self.noParent ? nil : Int(storedParent) }
            set { storedParent = newValue.map(Self.storable) ?? Self.noParent }
        }
        /// `parent` in 4 bytes (`noParent` for nil): an `Int?` after the frame made an item 80 bytes instead of 64,
        /// 16 MB more at the peak of a 1M-item build, which holds its previous state while it compares.
        private var storedParent: Int32

        private static let noParent = Int32.min

        /// A row index as stored: a section cannot hold 2^31 rows (the state reader admits parents below 10^9),
        /// so clamping only keeps a value that no row has as one that no row has.
        private static func storable(_ parent: Int) -> Int32 {
            Int32(clamping: max(parent, Int(noParent) + 1))
        }

        package init(id: String, hash: UInt64, frame: Rect? = nil, parent: Int? = nil) {
            self.id = id
            self.hash = hash
            self.frame = frame
            self.storedParent = parent.map(Self.storable) ?? Self.noParent
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
    /// The state of one laid-out section: its hash in hex, its items' as values, every frame.
    init(_ section: SectionDocument) {
        self.init(
            id: section.id, hash: section.hash.hex, parts: section.parts,
            items: section.items.map {
                FeedState.ItemState(
                    id: $0.id, hash: $0.hash.value, frame: $0.frame, parent: $0.outline.map(\.parentRow))
            })
    }
}
