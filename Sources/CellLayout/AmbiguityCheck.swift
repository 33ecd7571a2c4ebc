/// Finds views Auto Layout would call ambiguous: no constraint places them on an axis, or nothing gives them a
/// size on it. A cheap structural check, not a proof; each finding is a warning naming the view.
struct AmbiguityCheck {
    let template: CellTemplate

    var warnings: [String] {
        var found: [String] = []
        for (index, view) in template.views.enumerated() {
            for horizontal in [true, false] {
                let axis = horizontal ? "horizontal" : "vertical"
                let anchors = constrainedAnchors(of: index, horizontal: horizontal)
                let positions = anchors.filter { !$0.isSize }
                let arranged = view.isArranged
                if positions.isEmpty && !arranged {
                    found.append(
                        "cell template '\(template.name)': view '\(view.name)' has no \(axis) position "
                            + "(constrain its \(horizontal ? "leading, trailing or centerX" : "top, bottom or centerY"))"
                    )
                } else if !view.hasIntrinsicSize && !arranged && !view.isStack && positions.count < 2
                    && !anchors.contains(where: \.isSize)
                {
                    found.append(
                        "cell template '\(template.name)': view '\(view.name)' has no \(horizontal ? "width" : "height") "
                            + "(constrain its \(horizontal ? "width or both leading and trailing" : "height or both top and bottom"))"
                    )
                }
            }
        }
        return found
    }

    /// The attributes of `view` on an axis that some constraint mentions, on either side, each once. An array (an
    /// axis has a handful of attributes): a `Set` of them made the runtime look up `Attribute: Hashable` in every
    /// loaded image's conformances on the first template of a process.
    private func constrainedAnchors(of view: Int, horizontal: Bool) -> [CellConstraint.Attribute] {
        var anchors: [CellConstraint.Attribute] = []
        func note(_ attribute: CellConstraint.Attribute) {
            if attribute.isHorizontal == horizontal && !anchors.contains(attribute) { anchors.append(attribute) }
        }
        for constraint in template.constraints {
            if constraint.view == view { note(constraint.attribute) }
            if constraint.target == .view(view) { note(constraint.targetAttribute) }
        }
        return anchors
    }
}
