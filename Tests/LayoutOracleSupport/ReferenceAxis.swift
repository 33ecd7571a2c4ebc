import FeedLayout

/// Main/cross axis bookkeeping for a horizontal (main = x) or vertical (main = y) group.
package struct ReferenceAxis {
    package let horizontal: Bool

    package init(horizontal: Bool) {
        self.horizontal = horizontal
    }

    package func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
    package func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
    package func main(_ size: LayoutSize) -> Dimension { horizontal ? size.width : size.height }
    package func size(main: Double, cross: Double) -> Size {
        horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
    package func lead(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.leading : edges.top }
    package func trail(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.trailing : edges.bottom }
    package func crossLead(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.top : edges.leading }
    package func crossTrail(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.bottom : edges.trailing }

    /// Whether the cross dimension is a fraction of the main axis (the n0 rule of 2.1).
    package func crossIsFractionOfMain(_ size: LayoutSize) -> Bool {
        switch (horizontal, horizontal ? size.height : size.width) {
        case (true, .fractionalWidth), (false, .fractionalHeight): return true
        default: return false
        }
    }
}
