/// A group's geometry worked out once per section and box: resolved slot sizes, and how many subitem slots one
/// instance has (docs/spec/layout.md §2.1–2.7). Every instance of the group reuses it.
final class GroupPlan {
    let group: LayoutGroup
    /// The group's slot; estimated axes hold the estimate.
    let outer: Size
    let isWidthEstimated: Bool
    let isHeightEstimated: Bool
    /// The group's content insets, without the sides of estimated axes.
    let insets: EdgeInsets
    /// Subitem slots in a full instance (frames for a custom group).
    let slots: Int
    /// One plan per entry of the group's subitem list.
    let children: [PlanChild]
    /// Items a full instance holds.
    let capacity: Int
    let badges: [BadgePlan]
    /// Whether some item below the group self-sizes (and so may be measured).
    let hasEstimatedLeaf: Bool
    /// Whether some direct item subitem shares its size with its siblings (docs/spec/layout.md §8.1 rule 3).
    let hasUniformItem: Bool
    /// Whether the group or a nested one has such an item.
    let hasUniformLeaf: Bool

    init(
        group: LayoutGroup, outer: Size, isWidthEstimated: Bool, isHeightEstimated: Bool, insets: EdgeInsets,
        slots: Int, children: [PlanChild], capacity: Int, badges: [BadgePlan], hasEstimatedLeaf: Bool
    ) {
        self.group = group
        self.outer = outer
        self.isWidthEstimated = isWidthEstimated
        self.isHeightEstimated = isHeightEstimated
        self.insets = insets
        self.slots = slots
        self.children = children
        self.capacity = capacity
        self.badges = badges
        self.hasEstimatedLeaf = hasEstimatedLeaf
        hasUniformItem = children.contains { child in
            if case .item(let item) = child { return item.isWidthUniform || item.isHeightUniform }
            return false
        }
        hasUniformLeaf =
            hasUniformItem
            || children.contains { child in
                if case .group(let plan) = child { return plan.hasUniformLeaf }
                return false
            }
    }

    func isEstimated(_ axis: Axis) -> Bool { axis == .x ? isWidthEstimated : isHeightEstimated }
}

/// A planned subitem: an item with its resolved slot, or a nested group's own plan.
enum PlanChild {
    case item(ItemPlan)
    case group(GroupPlan)

    var capacity: Int {
        switch self {
        case .item: return 1
        case .group(let plan): return plan.capacity
        }
    }

    var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let plan): return plan.group.edgeSpacing
        }
    }
}

/// A planned item: its slot in the group's box and the axes it self-sizes along.
struct ItemPlan {
    let slot: Size
    let isWidthEstimated: Bool
    let isHeightEstimated: Bool
    /// Whether the item takes the largest size of its uniform siblings along that axis (estimated too).
    let isWidthUniform: Bool
    let isHeightUniform: Bool
    let insets: EdgeInsets
    let edgeSpacing: EdgeSpacing
    let badges: [BadgePlan]
}

/// An anchored supplementary with its kind's number in the section's kind table.
struct BadgePlan {
    let supplementary: AnchoredSupplementary
    let kind: Int32
}
