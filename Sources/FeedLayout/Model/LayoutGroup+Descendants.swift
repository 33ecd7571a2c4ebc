extension LayoutGroup {
    /// Every item and group inside the group, nested ones included, depth first in layout order (a group before
    /// its subitems): what the checks that look through a whole recipe walk.
    public var descendants: [LayoutElement] {
        var found: [LayoutElement] = []
        collectDescendants(into: &found)
        return found
    }

    private func collectDescendants(into found: inout [LayoutElement]) {
        for element in subitems {
            found.append(element)
            if case .group(let group) = element { group.collectDescendants(into: &found) }
        }
    }
}
