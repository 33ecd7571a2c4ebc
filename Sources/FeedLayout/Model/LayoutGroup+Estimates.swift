extension LayoutGroup {
    /// Whether the group, or any item or group in it, has an estimated dimension (`estimated`,
    /// `uniformAcrossSiblings`): a section whose group has none never asks to measure an item.
    public var hasEstimatedDimension: Bool {
        size.isEstimated
            || descendants.contains { element in
                switch element {
                case .item(let item): item.size.isEstimated
                case .group(let group): group.size.isEstimated
                }
            }
    }
}

extension SectionInput {
    /// Whether laying the section out may measure its items (a sizing request): a list whose rows self-size, or a
    /// section with an estimated dimension somewhere in its group.
    public var mayMeasureItems: Bool {
        switch recipe {
        case .section(let section): section.group.hasEstimatedDimension
        case .list(let list): list.rowHeight.isEstimated
        }
    }
}
