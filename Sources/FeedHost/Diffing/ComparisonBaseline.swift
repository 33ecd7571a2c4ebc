import FeedLayout

/// The old side of a comparison as the frame and section passes read it: by position, as it was.
protocol ComparisonBaseline {
    /// The id of the item at `path`, nil when there is none.
    func itemID(at path: (section: Int, item: Int)) -> String?
    /// The frame of the item at `path`, which must exist; nil when it has none.
    func frame(at path: (section: Int, item: Int)) -> Rect?
    /// The part hashes of the section at `index`, nil when there is none or it has none.
    func parts(ofSection index: Int) -> SectionPartHashes?
}

extension FeedState: ComparisonBaseline {
    func itemID(at path: (section: Int, item: Int)) -> String? {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
        else { return nil }
        return sections[path.section].items[path.item].id
    }

    func frame(at path: (section: Int, item: Int)) -> Rect? {
        sections[path.section].items[path.item].frame
    }

    func parts(ofSection index: Int) -> SectionPartHashes? {
        sections.indices.contains(index) ? sections[index].parts : nil
    }
}

extension ComparedState: ComparisonBaseline {
    func itemID(at path: (section: Int, item: Int)) -> String? {
        sections.indices.contains(path.section) ? sections[path.section].itemID(at: path.item) : nil
    }

    func frame(at path: (section: Int, item: Int)) -> Rect? {
        sections[path.section].frames[path.item]
    }

    func parts(ofSection index: Int) -> SectionPartHashes? {
        sections.indices.contains(index) ? sections[index].parts : nil
    }
}

extension ComparedState.Section {
    fileprivate func itemID(at index: Int) -> String? {
        items.indices.contains(index) ? items[index].id : nil
    }
}
