extension LayoutGroup {
    /// The anchored supplementaries (badges) declared in the group: its own, its items' and its nested groups'.
    public var declaredAnchoredSupplementaries: Int {
        descendants.reduce(supplementaries.count) { total, element in
            switch element {
            case .item(let item): total + item.supplementaries.count
            case .group(let group): total + group.supplementaries.count
            }
        }
    }
}

extension SectionInput {
    /// The most anchored supplementaries the section can lay out: a group instance is made only for items, so
    /// each item brings at most every badge its section declares (its own, and each enclosing group's once).
    /// Lists declare none. Saturates rather than overflows.
    public var anchoredSupplementaryBound: Int {
        guard case .section(let section) = recipe else { return 0 }
        let (bound, overflow) = max(itemCount, 0).multipliedReportingOverflow(
            by: section.group.declaredAnchoredSupplementaries)
        return overflow ? .max : bound
    }
}
