/// A request to measure one estimated element (docs/spec/layout.md §8), handed to the solver's sizing callback.
///
/// The callback answers with the element's measured size, or nil to let the estimate stand. Only the estimated axes
/// of the answer are used; the fixed axes keep their resolved slot.
public struct MeasureRequest: Hashable, Sendable {
    /// Which element is measured.
    public enum Element: Hashable, Sendable {
        /// The item at this index of the section.
        case item(Int)
        /// The boundary supplementary (header, footer, …) of this kind.
        case supplementary(kind: String)
        /// The badge (an item's anchored supplementary) of this kind on the item at this index of the section.
        case badge(kind: String, item: Int)
    }

    /// The section's index in the solver's input, or nil for the layout's global header and footer.
    public var section: Int?
    public var element: Element
    /// The element's frame on fixed axes (its resolved slot less its content insets: the width a cell lays its
    /// content out in) and the estimate on estimated axes (where insets are ignored, docs/spec/layout.md §1.3).
    public var proposedSize: Size
    public var isWidthEstimated: Bool
    public var isHeightEstimated: Bool

    public init(
        section: Int?, element: Element, proposedSize: Size, isWidthEstimated: Bool, isHeightEstimated: Bool
    ) {
        self.section = section
        self.element = element
        self.proposedSize = proposedSize
        self.isWidthEstimated = isWidthEstimated
        self.isHeightEstimated = isHeightEstimated
    }
}

/// Runs a section's batch of item measurements for the host (`LayoutSolver.solve(_:sizing:measuring:)`): called
/// with the section's index and the batch, which asks the sizing callback for each of the section's estimated
/// items in turn; it must run the batch once (the solver runs it itself if it was not).
public typealias MeasureBatching = (_ section: Int, _ batch: () -> Void) -> Void
