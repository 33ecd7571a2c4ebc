/// `groupPagingCentered` rows whose groups size themselves along the row (docs/spec/layout.md §3.3): UIKit centres
/// the groups it has measured, so the padding comes from the first group's measured length, not its estimate.
extension SectionSolver {
    /// Moves the row's start to the padding that centres its first group as measured, and has every group's rest
    /// offset centre that group (`ItemPass.restShift`) and the trailing padding centre the last one.
    func centreOnMeasuredGroups(_ pass: inout ItemPass, viewport: Double) {
        let length = firstInstanceLength(pass)
        let padding = (viewport - length) / 2
        pass.start += padding - pass.padding
        pass.padding = padding
        pass.firstLength = length
        pass.viewport = viewport
    }

    /// The first instance's length along the row with its measurements, as the item pass will lay it out: a full
    /// instance, or the partly filled only one, as long as what it holds (§2.7).
    private func firstInstanceLength(_ pass: ItemPass) -> Double {
        var buffer = InstanceBuffer()
        let laid = pass.layouter.layout(pass.plan, firstItem: 0, available: pass.capacity, into: &buffer)
        guard pass.fullCount == 0 else { return laid.size[pass.repeatAxis] }
        return Self.partialExtent(pass, kept: buffer.prefix(pass.remainder), full: buffer, size: laid.size).length
    }
}
