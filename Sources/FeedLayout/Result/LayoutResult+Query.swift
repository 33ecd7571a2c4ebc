extension LayoutResult {
    /// Every element whose frame overlaps `rect` (touching edges do not count): the global header and footer
    /// first, then per section its items, supplementaries and decorations, each in index order.
    ///
    /// Orthogonal sections are queried at scroll offset 0, pinned items at their natural positions.
    ///
    /// - Complexity: O(log n + k) for layouts whose elements advance along the scroll axis (rows, columns,
    ///   carousels); elements that overhang their group widen the scanned range by that overhang.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        for (index, element) in supplementaries.enumerated() where element.frame.intersects(rect) {
            found.append(
                LayoutAttributes(
                    section: nil, category: .supplementary, index: index, frame: element.frame,
                    zIndex: element.zIndex))
        }
        let axis = configuration.scrollDirection.axis
        // The section index runs in the left-to-right layout's coordinates.
        let probe = environment.isRightToLeft ? Self.mirror(rect, about: contentSize.width) : rect
        let range = sectionIndex.candidates(
            low: probe.start(axis) - Self.querySlack, high: probe.end(axis) + Self.querySlack)
        for section in range { sections[section].collect(in: rect, section: section, into: &found) }
        return found
    }

    /// Widens index searches so that rounding in local coordinates never drops an element the exact test keeps.
    static let querySlack = 1e-6

    /// `rect` reflected about `width` (x' = width − x − w).
    static func mirror(_ rect: Rect, about width: Double) -> Rect {
        Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension SectionLayout {
    /// Appends the section's elements that overlap `rect` (feed coordinates).
    func collect(in rect: Rect, section: Int, into found: inout [LayoutAttributes]) {
        // Everything below runs in the left-to-right layout, across the scroll axis relative to the content box.
        let probe = mirror(rect).offset(axis.other, by: -crossOrigin)
        let localLowEdge = indexAxis == axis ? probe.start(axis) - origin : probe.start(indexAxis)
        let localHighEdge = indexAxis == axis ? probe.end(axis) - origin : probe.end(indexAxis)
        let low = localLowEdge - LayoutResult.querySlack
        let high = localHighEdge + LayoutResult.querySlack
        for index in itemIndex.candidates(low: low, high: high, frames: localItemFrames, axis: indexAxis) {
            let frame = localItemFrames[index].offset(axis, by: origin)
            if frame.intersects(probe) {
                found.append(
                    LayoutAttributes(
                        section: section, category: .item, index: index, frame: place(localItemFrames[index]),
                        zIndex: itemZIndex(index)))
            }
        }
        for (index, record) in boundary.enumerated() {
            let frame = record.element.frame.offset(axis, by: origin)
            if frame.intersects(probe) {
                found.append(
                    LayoutAttributes(
                        section: section, category: .supplementary, index: index, frame: place(record.element.frame),
                        zIndex: promoted(record.element.zIndex)))
            }
        }
        for index in anchoredIndex.candidates(low: low, high: high, frames: anchoredFrames, axis: indexAxis) {
            let frame = anchoredFrames[index].offset(axis, by: origin)
            if frame.intersects(probe) {
                found.append(
                    LayoutAttributes(
                        section: section, category: .supplementary, index: boundary.count + index,
                        frame: place(anchoredFrames[index]), zIndex: promoted(Int(anchoredMeta[index].zIndex))))
            }
        }
        for (index, decoration) in localDecorations.enumerated() {
            let frame = decoration.frame.offset(axis, by: origin)
            if frame.intersects(probe) {
                found.append(
                    LayoutAttributes(
                        section: section, category: .decoration, index: index, frame: place(decoration.frame),
                        zIndex: decoration.zIndex))
            }
        }
    }
}
