import FeedHost
import FeedLayout

/// The laid-out facts a round trip compares exactly: every item, supplementary and decoration frame with its
/// zIndex, each section's frame, scroll content size and rest offsets, and the content size.
struct LayoutRecord: Equatable, CustomStringConvertible {
    struct Element: Equatable {
        var kind: String
        var item: Int?
        var frame: Rect
        var zIndex: Int
    }

    struct Section: Equatable {
        var frame: Rect
        var items: [Element]
        var supplementaries: [Element]
        var decorations: [Element]
        var scrollContentSize: Size?
        var restOffsets: [Double]?
        /// A list's separators and background (docs/spec/layout.md §7.2–7.3); none for other sections.
        var separators: [SeparatorFrame] = []
        var listBackground: ListBackgroundFrame?
    }

    var contentSize: Size
    var sections: [Section]

    init(_ document: FeedDocument) {
        contentSize = document.contentSize
        sections = document.sections.map { section in
            Section(
                frame: section.frame,
                items: section.items.map { Element(kind: "", item: $0.index, frame: $0.frame, zIndex: $0.zIndex) },
                supplementaries: section.supplementaries.map {
                    Element(kind: $0.kind, item: $0.item, frame: $0.frame, zIndex: $0.zIndex)
                },
                decorations: section.decorations.map {
                    Element(kind: $0.kind, item: nil, frame: $0.frame, zIndex: $0.zIndex)
                },
                scrollContentSize: section.scrollContentSize, restOffsets: section.restOffsets,
                separators: section.separators ?? [], listBackground: section.listBackground)
        }
    }

    init(_ result: LayoutResult) {
        contentSize = result.contentSize
        sections = result.sections.map { section in
            Section(
                frame: section.frame,
                items: (0..<section.itemCount).map {
                    Element(kind: "", item: $0, frame: section.itemFrame($0), zIndex: section.itemZIndex($0))
                },
                supplementaries: section.supplementaries.map {
                    Element(kind: $0.kind, item: $0.item, frame: $0.frame, zIndex: $0.zIndex)
                },
                decorations: section.decorations.map {
                    Element(kind: $0.kind, item: nil, frame: $0.frame, zIndex: $0.zIndex)
                },
                scrollContentSize: section.scrollContentSize, restOffsets: section.restOffsets,
                separators: section.separators, listBackground: section.listBackground)
        }
    }

    /// The first difference from `other`, for failure messages.
    func firstDifference(from other: LayoutRecord) -> String? {
        if contentSize != other.contentSize { return "content size \(contentSize) vs \(other.contentSize)" }
        guard sections.count == other.sections.count else {
            return "\(sections.count) sections vs \(other.sections.count)"
        }
        for (index, (mine, theirs)) in zip(sections, other.sections).enumerated() where mine != theirs {
            if mine.frame != theirs.frame { return "section \(index) frame \(mine.frame) vs \(theirs.frame)" }
            for (name, a, b) in [
                ("items", mine.items, theirs.items), ("supplementaries", mine.supplementaries, theirs.supplementaries),
                ("decorations", mine.decorations, theirs.decorations),
            ] where a != b {
                let position =
                    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                let left = a.indices.contains(position) ? "\(a[position])" : "nothing"
                let right = b.indices.contains(position) ? "\(b[position])" : "nothing"
                return "section \(index) \(name)[\(position)]: \(left) vs \(right)"
            }
            if mine.separators != theirs.separators || mine.listBackground != theirs.listBackground {
                return "section \(index) list chrome \(mine.separators) \(String(describing: mine.listBackground)) vs "
                    + "\(theirs.separators) \(String(describing: theirs.listBackground))"
            }
            return "section \(index) scroll \(String(describing: mine.scrollContentSize)) "
                + "\(String(describing: mine.restOffsets)) vs \(String(describing: theirs.scrollContentSize)) "
                + "\(String(describing: theirs.restOffsets))"
        }
        return nil
    }

    var description: String { "\(sections.count) sections, content \(contentSize)" }
}
