import FeedLayout

/// Which item a badge of one kind belongs to, read from a section's group tree, for the exported supplementary view
/// provider. UIKit hands it the element kind and an index path counted per kind in the section in layout order
/// (docs/spec/layout.md §5.1, measured), which is the item's index only when every item carries the kind once.
///
/// One instance of the section's group lays out `period` items (leaves) and, in layout order, the badges of a
/// kind: `owners[n]` is the leaf the n-th one is anchored to, nil for a group's own badge. Instance `i` holds items
/// `i·period …`; a partly filled last instance holds the first items and their badges (in leaf order, so a
/// prefix), which keeps the mapping for item badges.
package struct BadgeOwners: Hashable, Sendable {
    package var period: Int
    package var owners: [Int?]

    /// The item index of the badge at `index` (its index path's item), nil for a group's badge.
    package func item(forBadgeAt index: Int) -> Int? {
        guard !owners.isEmpty else { return nil }
        return owners[index % owners.count].map { index / owners.count * period + $0 }
    }

    /// Whether the badge's index is its item's: one badge per leaf, every leaf has one, no group has one.
    package var isIdentity: Bool { owners == (0..<period).map { Optional($0) } }

    /// The pattern of every kind in `group`, as `InstanceLayouter` places them: a `count` group repeats its one
    /// subitem, another places each subitem once (the fit rule may place more where the main axis is fixed: the
    /// planner checks the pattern against the run), a custom group one leaf per frame; items' badges come with
    /// their item, a group's own after its content.
    package static func patterns(of group: LayoutGroup) -> [String: BadgeOwners] {
        var leaves = 0
        var owners: [String: [Int?]] = [:]
        walk(group, leaves: &leaves, owners: &owners)
        return owners.mapValues { BadgeOwners(period: leaves, owners: $0) }
    }

    private static func walk(_ group: LayoutGroup, leaves: inout Int, owners: inout [String: [Int?]]) {
        if group.direction == .custom {
            leaves += group.customFrames.count
        } else {
            let children = group.count.map { Array(repeating: group.subitems.first, count: $0).compactMap { $0 } }
            for child in children ?? group.subitems {
                switch child {
                case .item(let item):
                    for badge in item.supplementaries { owners[badge.kind, default: []].append(leaves) }
                    leaves += 1
                case .group(let nested):
                    walk(nested, leaves: &leaves, owners: &owners)
                }
            }
        }
        for badge in group.supplementaries { owners[badge.kind, default: []].append(nil) }
    }
}
