extension Dimension {
    /// The dimension's value in `box` (docs/spec/layout.md §1.1): fractions floored to the pixel grid, the rest as given.
    @inline(__always)
    func resolve(in box: Size, grid: PixelGrid) -> Double {
        switch self {
        case .fractionalWidth(let fraction): return grid.floor(fraction * box.width)
        case .fractionalHeight(let fraction): return grid.floor(fraction * box.height)
        case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): return value
        }
    }

    /// The axis of the box a fraction refers to; nil for absolute and estimated values.
    var referenceAxis: Axis? {
        switch self {
        case .fractionalWidth: return .x
        case .fractionalHeight: return .y
        case .absolute, .estimated, .uniformAcrossSiblings: return nil
        }
    }
}

extension LayoutSize {
    /// Both dimensions resolved in `box`.
    @inline(__always)
    func resolve(in box: Size, grid: PixelGrid) -> Size {
        Size(width: width.resolve(in: box, grid: grid), height: height.resolve(in: box, grid: grid))
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> Dimension { axis == .x ? width : height }

    /// The DSL field name of the dimension along `axis`.
    static func fieldName(_ axis: Axis) -> String { axis == .x ? "width" : "height" }
}

extension EdgeInsets {
    /// The insets with the sides of estimated axes removed (docs/spec/layout.md §1.3: insets are ignored there).
    func ignoringEstimated(_ size: LayoutSize) -> EdgeInsets {
        ignoringEstimated(width: size.width.isEstimated, height: size.height.isEstimated)
    }

    /// The insets without those along an estimated width or height (a count group's exact extent is not).
    func ignoringEstimated(width: Bool, height: Bool) -> EdgeInsets {
        var insets = self
        if width {
            insets.leading = 0
            insets.trailing = 0
        }
        if height {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }

    /// The frame inside `slot`: an inset larger than the slot gives the absolute difference (docs/spec/layout.md §1.3).
    @inline(__always)
    func apply(to slot: Rect) -> Rect {
        Rect(
            x: slot.x + leading, y: slot.y + top, width: abs(slot.width - leading - trailing),
            height: abs(slot.height - top - bottom))
    }
}

extension LayoutGroup {
    /// The container size a custom group's provider sees (docs/spec/layout.md §2.6): the group's size resolved in the whole
    /// collection-view size `(W, H)`, not in the section's box (estimated dimensions give their estimate).
    ///
    /// The scripting layer calls the script's `frames(env)` with this size before solving.
    public func customContainerSize(in environment: LayoutEnvironment) -> Size {
        size.resolve(
            in: Size(width: environment.width, height: environment.height), grid: PixelGrid(scale: environment.scale))
    }
}
