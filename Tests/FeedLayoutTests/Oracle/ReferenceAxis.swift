import FeedLayout

/// Main/cross axis bookkeeping for a horizontal (main = x) or vertical (main = y) group.
struct ReferenceAxis {
    let horizontal: Bool

    func main(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func cross(_ size: Size) -> Double { horizontal ? size.height : size.width }
    func main(_ size: LayoutSize) -> Dimension { horizontal ? size.width : size.height }
    func size(main: Double, cross: Double) -> Size {
        horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
    func lead(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.leading : edges.top }
    func trail(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.trailing : edges.bottom }
    func crossLead(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.top : edges.leading }
    func crossTrail(_ edges: EdgeSpacing) -> Spacing? { horizontal ? edges.bottom : edges.trailing }

    /// Whether the cross dimension is a fraction of the main axis (the n0 rule of 2.1).
    func crossIsFractionOfMain(_ size: LayoutSize) -> Bool {
        switch (horizontal, horizontal ? size.height : size.width) {
        case (true, .fractionalWidth), (false, .fractionalHeight): return true
        default: return false
        }
    }
}
