/// The item frames of an on-grid run of template copies, computed on demand.
///
/// Instance `k` of the run sits at `start + k * step` along the repeat axis and at `cross` across it. As a counted
/// collection it lets an array take the whole run in one `append(contentsOf:)`, which checks capacity and
/// uniqueness once instead of once per frame.
struct TemplateRunFrames: RandomAccessCollection {
    let template: ContiguousArray<Rect>
    let instanceCount: Int
    let start: Double
    let step: Double
    let cross: Double
    let repeatsAlongX: Bool

    var startIndex: Int { 0 }
    var endIndex: Int { instanceCount * template.count }

    subscript(position: Int) -> Rect {
        let frameCount = template.count
        // One-frame templates (lists, grids of single items) skip the division.
        let instance = frameCount == 1 ? position : position / frameCount
        let frame = template[position - instance * frameCount]
        let offset = start + Double(instance) * step
        let dx = repeatsAlongX ? offset : cross
        let dy = repeatsAlongX ? cross : offset
        return Rect(x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
    }
}
