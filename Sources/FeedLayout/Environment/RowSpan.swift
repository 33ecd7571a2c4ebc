/// Where along its scroll axis an orthogonal row's scroll effects are measured (docs/spec/layout.md §3.5): the
/// visible centre is `start + length / 2`, and an item's effect is full at half `length` from it.
package struct RowSpan: Hashable, Sendable {
    package var start, length: Double

    package init(start: Double, length: Double) { (self.start, self.length) = (start, length) }
}

extension LayoutEnvironment {
    /// The span a row's effects are measured over: what its `visibleItemsInvalidationHandler` reads from the
    /// environment UIKit hands it, whose container is the one the section provider saw (§1.2): the configuration
    /// reference's box, or the whole container for a section whose reference is `none`. A section naming another
    /// reference is measured over the configuration's box too: the handler's environment does not report the
    /// section's own insets, so an app could not measure over them (docs/decisions.md).
    package func effectsSpan(sectionReference: ContentInsetsReference, settings: ContainerSettings) -> RowSpan {
        let alongX = settings.scrollDirection == .vertical
        let reference = sectionReference == .automatic ? settings.contentInsetsReference : sectionReference
        guard reference != .none else { return RowSpan(start: 0, length: alongX ? width : height) }
        let container = container(settings)
        // The left inset in a right-to-left layout is the trailing one (the safe area's sides are swapped there).
        let left = isRightToLeft ? container.contentInsets.trailing : container.contentInsets.leading
        return alongX
            ? RowSpan(start: left, length: container.effectiveContentSize.width)
            : RowSpan(start: container.contentInsets.top, length: container.effectiveContentSize.height)
    }
}
