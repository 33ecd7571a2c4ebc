import FeedLayout

/// What a comparison reads of a state, and no more: each section's id, hash and part hashes, each item's id,
/// hash, frame and parent; hashes as the 64-bit values the snapshot compares, not their text.
///
/// `feed diff` holds two of these at once: an item costs about 64 bytes here, against about 150 as a
/// `FeedState.ItemState` with its hash string (issue 17 gives the whole diff 400 bytes an item).
package struct ComparedState: Sendable {
    package var sections: [Section]

    package struct Section: Sendable {
        var id: String
        var hash: UInt64
        var parts: SectionPartHashes?
        /// Ids and hashes in the form `Snapshot` takes, so building the snapshot copies no item.
        var items: [(id: String, hash: UInt64)]
        var frames: ContiguousArray<Rect?>
        /// Each item's parent row (-1 at the top level) when the first item has one: an outline section.
        var parents: [Int]?
    }
}

extension ComparedState {
    /// The parts of `state` a comparison reads.
    init(_ state: FeedState) {
        sections = state.sections.map { section in
            var items = FileShape.items(reservingCapacity: section.items.count)
            for item in section.items {
                items.append(
                    id: item.id, hash: item.hash, frame: item.frame, parent: item.parent)
            }
            return FileShape.section(id: section.id, hash: section.hash, parts: section.parts, items: items)
        }
    }

    /// Reads a state file, or a `feed build --format json` output (through `FeedState`).
    ///
    /// - Throws: `HostError.unreadable` or `.invalidDocument`, as `FeedState(reading:allowance:)` does.
    /// - Complexity: O(n) in the size of the file.
    init(reading path: String, allowance: StateReadAllowance = .standard) throws(HostError) {
        let read = try StateFileParser<FileShape>.read(path: path, limit: ReadLimits.state, allowance: allowance)
        if case .state(let state) = read {
            self = state
            return
        }
        let bytes = try FileSystem.readFile(path, limit: ReadLimits.state)
        self.init(try FeedState(parsingAnyShape: bytes, path: path, allowance: allowance))
    }

    /// A section's items as they are read.
    struct Items {
        var items: [(id: String, hash: UInt64)] = []
        var frames: ContiguousArray<Rect?> = []
        var parents: [Int]?

        init(reservingCapacity capacity: Int) {
            reserve(capacity)
        }

        mutating func reserve(_ capacity: Int) {
            items.reserveCapacity(capacity)
            frames.reserveCapacity(capacity)
            if parents != nil { parents?.reserveCapacity(capacity) }
        }

        mutating func append(id: String, hash: UInt64, frame: Rect?, parent: Int?) {
            // As `FeedComparison.snapshot(of:)` reads a `FeedState`: the first item says whether there are parents.
            if items.isEmpty, parent != nil { parents = [] }
            parents?.append(parent ?? -1)
            items.append((id, hash))
            frames.append(frame)
        }
    }

    /// Hashes as numbers from the start: 16 hex digits become their value without a string in between.
    enum FileShape: StateFileShape {
        static func items(reservingCapacity capacity: Int) -> Items { Items(reservingCapacity: capacity) }

        static func reserve(_ capacity: Int, in items: inout Items) { items.reserve(capacity) }

        static func append(id: String, hash: UInt64, frame: Rect?, parent: Int?, to items: inout Items) {
            items.append(id: id, hash: hash, frame: frame, parent: parent)
        }

        static func section(id: String, hash: String, parts: SectionPartHashes?, items: Items) -> Section {
            Section(
                id: id, hash: FeedComparison.hashValue(hash), parts: parts, items: items.items, frames: items.frames,
                parents: items.parents)
        }

        static func state(environment: LayoutEnvironment?, sections: [Section], hashVersion: Int) -> ComparedState {
            ComparedState(sections: sections)
        }
    }
}
