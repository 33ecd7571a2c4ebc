/// The scroll view a layout is shown in, as far as pinning needs it: the safe area of the view controller's view and
/// whether a navigation or tab bar controller shows it (docs/spec/layout.md §4.2).
///
/// UIKit's collection view adjusts its content insets by that safe area (`contentInsetAdjustmentBehavior`, default
/// `.automatic`), and pinned headers stick below the adjusted top inset, footers above the adjusted bottom one.
public struct ScrollContainer: Hashable, Sendable {
    /// The view controller's safe area: the device's, extended by the bars shown (a navigation bar below the status
    /// bar, a tab bar above the home indicator). Leading and trailing name the layout direction's sides.
    public var safeArea: EdgeInsets
    /// Whether a navigation or tab bar controller shows the collection view: `.automatic` then always adjusts the
    /// top and bottom insets, even when the content is shorter than the screen.
    public var isInBarController: Bool

    public init(safeArea: EdgeInsets = .zero, isInBarController: Bool = false) {
        self.safeArea = safeArea
        self.isInBarController = isInBarController
    }

    /// The device's own safe area, no bars.
    public init(_ environment: LayoutEnvironment) {
        self.init(safeArea: environment.safeArea)
    }
}

extension LayoutResult {
    /// UIKit's `adjustedContentInset` for this layout in `container` (docs/spec/layout.md §4.2): with `.automatic`,
    /// the top and bottom insets are the safe area's when a navigation or tab bar controller shows the view or the
    /// content is taller than the screen; the leading and trailing ones when the content is wider. The content
    /// insets the app sets itself are 0.
    public func adjustedContentInset(in container: ScrollContainer) -> EdgeInsets {
        let safe = container.safeArea
        let vertical = container.isInBarController || contentSize.height > environment.height
        let horizontal = contentSize.width > environment.width
        return EdgeInsets(
            top: vertical ? safe.top : 0, leading: horizontal ? safe.leading : 0, bottom: vertical ? safe.bottom : 0,
            trailing: horizontal ? safe.trailing : 0)
    }

    /// `offset` clamped as the scroll view clamps its `contentOffset` (docs/spec/layout.md §4.2): from minus the
    /// adjusted inset before the content to the content's end plus the inset after it, less the screen. In a
    /// right-to-left layout the x offset is still the bounds' left edge; the leading inset is then on the right.
    public func clampedContentOffset(_ offset: Point, in container: ScrollContainer) -> Point {
        let insets = adjustedContentInset(in: container)
        let mirrored = environment.isRightToLeft
        let left = mirrored ? insets.trailing : insets.leading
        let right = mirrored ? insets.leading : insets.trailing
        func clamp(_ value: Double, before: Double, after: Double, content: Double, screen: Double) -> Double {
            Swift.min(Swift.max(-before, value), Swift.max(-before, content + after - screen))
        }
        return Point(
            x: clamp(offset.x, before: left, after: right, content: contentSize.width, screen: environment.width),
            y: clamp(
                offset.y, before: insets.top, after: insets.bottom, content: contentSize.height,
                screen: environment.height))
    }
}
