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
