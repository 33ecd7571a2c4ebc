/// A list row's bottom separator (docs/spec/layout.md §7.2): a hairline at the bottom of the row's frame.
public struct SeparatorFrame: Hashable, Sendable {
    /// The row the separator belongs to (it is drawn inside that row's cell).
    public var item: Int
    /// In feed coordinates.
    public var frame: Rect

    public init(item: Int, frame: Rect) {
        self.item = item
        self.frame = frame
    }
}

/// The background a grouped or inset-grouped list draws behind its rows (docs/spec/layout.md §7.3).
public struct ListBackgroundFrame: Hashable, Sendable {
    /// In feed coordinates: the rows' union.
    public var frame: Rect
    /// 0 for `grouped`; the rounded corners of `insetGrouped`.
    public var cornerRadius: Double

    public init(frame: Rect, cornerRadius: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
    }
}
