import FeedLayout
import LayoutOracleSupport

/// Lists where two layouts differ by more than a tolerance (frames, sizes, offsets, kinds and zIndex).
///
/// Pinning edges are not compared: the fast solver does not expose them (pinning is tested through its API).
struct LayoutComparison {
    var tolerance = 0.001
    private(set) var differences: [String] = []

    init(expected: ReferenceLayout, actual: ReferenceLayout, tolerance: Double = 0.001) {
        self.tolerance = tolerance
        compare(expected.contentSize, actual.contentSize, "contentSize")
        compare(expected.globalSupplementaries, actual.globalSupplementaries, "global supplementaries")
        guard expected.sections.count == actual.sections.count else {
            differences.append("section count \(expected.sections.count) vs \(actual.sections.count)")
            return
        }
        for (index, pair) in zip(expected.sections, actual.sections).enumerated() {
            let (want, got) = pair
            compare(want.frame, got.frame, "section \(index) frame")
            compare(want.items, got.items, "section \(index) items")
            compare(want.supplementaries, got.supplementaries, "section \(index) supplementaries")
            compare(want.decorations, got.decorations, "section \(index) decorations")
            if let wantSize = want.scrollContentSize, let gotSize = got.scrollContentSize {
                compare(wantSize, gotSize, "section \(index) scrollContentSize")
            } else if (want.scrollContentSize == nil) != (got.scrollContentSize == nil) {
                differences.append(
                    "section \(index) scrollContentSize \(String(describing: want.scrollContentSize)) vs "
                        + "\(String(describing: got.scrollContentSize))")
            }
            if want.restOffsets.count != got.restOffsets.count
                || zip(want.restOffsets, got.restOffsets).contains(where: { !close($0, $1) })
            {
                differences.append("section \(index) restOffsets \(want.restOffsets) vs \(got.restOffsets)")
            }
        }
    }

    var isEqual: Bool { differences.isEmpty }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    mutating func compare(_ a: Size, _ b: Size, _ what: String) {
        if !close(a.width, b.width) || !close(a.height, b.height) { differences.append("\(what) \(a) vs \(b)") }
    }

    mutating func compare(_ a: Rect, _ b: Rect, _ what: String) {
        if !close(a, b) { differences.append("\(what) \(a) vs \(b)") }
    }

    mutating func compare(_ a: [ReferenceElement], _ b: [ReferenceElement], _ what: String) {
        guard a.count == b.count else {
            differences.append("\(what): \(a.count) vs \(b.count) elements")
            return
        }
        for (index, pair) in zip(a, b).enumerated() {
            let (want, got) = pair
            if want.kind != got.kind || want.item != got.item || want.zIndex != got.zIndex
                || !close(want.frame, got.frame)
            {
                differences.append("\(what)[\(index)]: expected \(want), got \(got)")
            }
        }
    }
}
