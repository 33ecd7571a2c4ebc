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
