/// Where a section's item pass stands: the next instance to place and where it starts along the repeat axis.
struct RunCursor {
    /// The next instance to place.
    var instance = 0
    /// Where the next instance starts along the repeat axis, before rounding.
    var position: Double
    /// The far edge of the last instance placed.
    var end: Double
    /// The first instance's rounded start; an orthogonal row lists its group starts from it.
    var firstStart = 0.0
    /// The first entry of the pass's measured items not yet passed.
    var nextMeasured = 0

    init(start: Double) {
        position = start
        end = start
    }

    /// Moves past an instance `length` long, and past the gap after it unless it is the pass's last.
    @inline(__always)
    mutating func advance(by length: Double, gap: Double, lastInstance: Int) {
        position += length
        end = position
        if instance < lastInstance { position += gap }
        instance += 1
    }

    /// Moves past `count` instances at once, as `count` calls of ``advance(by:gap:lastInstance:)`` would, when
    /// those calls' sums are exact; false, moving nothing, otherwise (the caller advances one by one).
    ///
    /// One by one, each instance costs two dependent additions: ~830k instances of `layout.uniform-1M` spent
    /// about a third of its solve waiting on them. When the position, the length and the gap are whole multiples
    /// of 2^-10 (whole and half points are; a third of a point, one pixel at scale 3, is not) and every partial sum
    /// stays below 2^42, each addition is exact, so the products and sums below give the same bits.
    mutating func skip(_ count: Int, by length: Double, gap: Double, lastInstance: Int) -> Bool {
        guard count > 0 else { return true }
        let reach = abs(position) + Double(count) * (abs(length) + abs(gap))
        guard reach < Self.exactBound, Self.isGridMultiple(position), Self.isGridMultiple(length),
            Self.isGridMultiple(gap)
        else { return false }
        // Gaps follow every instance before `lastInstance`; `end` is taken before the last one's gap.
        let gapsBefore = Swift.min(Swift.max(lastInstance - instance, 0), count - 1)
        end = position + Double(count) * length + Double(gapsBefore) * gap
        position = end + (instance + count - 1 < lastInstance ? gap : 0)
        instance += count
        return true
    }

    /// Below this every whole multiple of 2^-10 is a `Double` (52 bits of fraction).
    private static let exactBound = 0x1p42

    /// Whether `value` is a whole multiple of 2^-10: scaling by a power of two is exact.
    private static func isGridMultiple(_ value: Double) -> Bool {
        let scaled = value * 1024
        return scaled.isFinite && scaled == scaled.rounded(.towardZero)
    }

    /// The end of the run of template copies that starts at `instance`: the full instances before the next one
    /// holding a measured item — only `instance` itself when instances step backwards, as then only a run's first
    /// instance can fall before the feed's start. Skips the measured items before `instance`.
    mutating func templateRunEnd(in pass: ItemPass) -> Int {
        let measured = pass.measuredItems
        while nextMeasured < measured.count && measured[nextMeasured] < instance * pass.capacity {
            nextMeasured += 1
        }
        let nextResolved = nextMeasured < measured.count ? measured[nextMeasured] / pass.capacity : Int.max
        let runEnd = Swift.min(pass.fullCount, nextResolved)
        return pass.isDescending ? Swift.min(runEnd, instance + 1) : runEnd
    }

    /// Whether the instance at `instance` holding `count` items from `first` holds a measured item.
    func holdsMeasured(_ pass: ItemPass, first: Int, count: Int) -> Bool {
        nextMeasured < pass.measuredItems.count && pass.measuredItems[nextMeasured] < first + count
    }
}
