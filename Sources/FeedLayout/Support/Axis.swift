/// One of the two axes of the plane; lets the solver write each rule once for both scroll directions.
enum Axis: Sendable, Equatable {
    case x, y

    var other: Axis { self == .x ? .y : .x }
}

extension Size {
    /// The extent along `axis`.
    @inline(__always)
    subscript(axis: Axis) -> Double {
        get { axis == .x ? width : height }
        set {
            if axis == .x { width = newValue } else { height = newValue }
        }
    }

    /// A size from its extents along `axis` and the other axis.
    @inline(__always)
    init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .x { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension Point {
    @inline(__always)
    subscript(axis: Axis) -> Double {
        get { axis == .x ? x : y }
        set {
            if axis == .x { x = newValue } else { y = newValue }
        }
    }
}

extension Rect {
    /// The start of the rectangle along `axis`.
    @inline(__always)
    func start(_ axis: Axis) -> Double { axis == .x ? x : y }

    /// The extent of the rectangle along `axis`.
    @inline(__always)
    func length(_ axis: Axis) -> Double { axis == .x ? width : height }

    /// The far edge of the rectangle along `axis`.
    @inline(__always)
    func end(_ axis: Axis) -> Double { axis == .x ? x + width : y + height }

    @inline(__always)
    mutating func setStart(_ axis: Axis, _ value: Double) {
        if axis == .x { x = value } else { y = value }
    }

    @inline(__always)
    mutating func setLength(_ axis: Axis, _ value: Double) {
        if axis == .x { width = value } else { height = value }
    }

    /// The rectangle moved by `delta` along `axis`.
    @inline(__always)
    func offset(_ axis: Axis, by delta: Double) -> Rect {
        axis == .x
            ? Rect(x: x + delta, y: y, width: width, height: height)
            : Rect(x: x, y: y + delta, width: width, height: height)
    }

    /// A rectangle from its start and extent along `axis` and along the other axis.
    @inline(__always)
    init(along axis: Axis, start: Double, length: Double, crossStart: Double, crossLength: Double) {
        if axis == .x {
            self.init(x: start, y: crossStart, width: length, height: crossLength)
        } else {
            self.init(x: crossStart, y: start, width: crossLength, height: length)
        }
    }
}

extension EdgeInsets {
    /// The inset at the start of `axis` (leading for x, top for y).
    @inline(__always)
    func leading(_ axis: Axis) -> Double { axis == .x ? leading : top }

    /// The inset at the end of `axis` (trailing for x, bottom for y).
    @inline(__always)
    func trailing(_ axis: Axis) -> Double { axis == .x ? trailing : bottom }

    /// Both insets along `axis`.
    @inline(__always)
    func total(_ axis: Axis) -> Double { leading(axis) + trailing(axis) }
}

extension EdgeSpacing {
    /// The edge spacing at the start of `axis`.
    @inline(__always)
    func leading(_ axis: Axis) -> Spacing? { axis == .x ? leading : top }

    /// The edge spacing at the end of `axis`.
    @inline(__always)
    func trailing(_ axis: Axis) -> Spacing? { axis == .x ? trailing : bottom }
}

extension GroupDirection {
    /// The axis a horizontal or vertical group places its subitems along (x for custom groups, unused).
    var mainAxis: Axis { self == .vertical ? .y : .x }
}

extension ScrollDirection {
    /// The axis sections follow each other along.
    var axis: Axis { self == .horizontal ? .x : .y }
}
