/// Which boundary a section's content insets are measured from, as in `UIContentInsetsReference` (iOS 14;
/// docs/spec/layout.md §1.2, 6.1).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// Sections: follow the layout configuration's reference. On the configuration it means `safeArea`.
    case automatic
    /// The container's edges.
    case none
    /// The safe area (UIKit's default for the configuration).
    case safeArea
    /// The container's layout margins (the safe area plus the system's minimum margins).
    case layoutMargins
    /// The readable content guide: the layout margins, narrowed to the readable width and centred.
    case readableContent
}
