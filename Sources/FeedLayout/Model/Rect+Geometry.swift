extension Rect {
    /// Whether the two rectangles overlap with positive area; touching edges do not count.
    public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetting(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return Rect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }
}
