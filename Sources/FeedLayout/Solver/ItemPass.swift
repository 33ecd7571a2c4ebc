/// What every instance of one section's item pass shares: the planned top-level group, the template instance laid
/// out once, and where instances start and how far apart they sit (docs/spec/layout.md §2.4, §3.3).
struct ItemPass {
    let plan: GroupPlan
    /// Items per full instance; `fullCount` full instances and one holding `remainder` items when it is not 0.
    let capacity: Int
    let fullCount: Int
    let remainder: Int
    /// Groups repeat along `repeatAxis`: the scroll axis, or the row in an orthogonal section.
    let repeatAxis: Axis
    let crossAxis: Axis
    /// The room for one instance: the container less the insets across the repeat axis.
    let box: Size
    let isOrthogonal: Bool
    let edges: EdgeSpacing
    let trailingCrossInset: Double
    /// The template: a full instance with no measured item, laid out at the origin.
    let template: InstanceBuffer
    let templateSize: Size
    let templateLow: Point
    let templateFrames: ContiguousArray<Rect>
    let templateSummary: FrameOrderTracker.Summary
    /// Where the template sits across the repeat axis (on the pixel grid).
    var templateCross = 0.0
    /// The centring padding of `groupPagingCentered` rows before the first group; 0 otherwise.
    var padding: Double
    /// Where the first instance starts along the repeat axis, and where instances start across it.
    var start: Double
    let crossBase: Double
    /// The room between consecutive instances: interGroupSpacing plus the top-level group's edge spacing.
    let gap: Double
    /// Whether the pass writes one zIndex per item (a custom group sets its own).
    let keepsZIndices: Bool
    /// Lays out the instances that hold measured items; `measuredItems` lists those items in order.
    let layouter: InstanceLayouter
    let measuredItems: [Int]
    /// The top-level group's direct layout when it holds one item and nothing else, for its measured instances.
    var single: SingleItemGroup?
    /// A `groupPagingCentered` row whose groups size themselves along it: the first group's measured length, from
    /// which every group's centring is worked out (docs/spec/layout.md §3.3); nil when all groups centre alike.
    var firstLength: Double?
    /// The row's viewport along the repeat axis, in which the trailing padding centres the last group; set with
    /// `firstLength` (other rows pad both ends alike and never read it).
    var viewport = 0.0

    var instanceCount: Int { fullCount + (remainder > 0 ? 1 : 0) }
    var badgesPerInstance: Int { template.badges.count }
    /// Whether instances step backwards (a negative gap longer than the instance), so each may start a run alone.
    var isDescending: Bool { templateSize[repeatAxis] + gap < 0 }

    /// How much further than its start the offset that centres a group `length` long lies: half of how much longer
    /// it is than the first group, whose centring is the row's leading padding (docs/spec/layout.md §3.3).
    @inline(__always)
    func restShift(_ length: Double) -> Double {
        guard let firstLength else { return 0 }
        return (length - firstLength) / 2
    }

    /// The centring padding after the last group, `lastLength` long: the leading padding when all groups centre
    /// alike, else what centres the last group in the viewport.
    func trailingPadding(lastLength: Double) -> Double {
        guard firstLength != nil else { return padding }
        return (viewport - lastLength) / 2
    }

    /// Where an instance of size `size` sits across the repeat axis, before rounding.
    func crossPosition(for size: Size) -> Double {
        crossBase + InstanceLayouter.crossLead(edges, cross: crossAxis, room: box[crossAxis] - size[crossAxis])
    }
}
