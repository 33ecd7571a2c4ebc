/// Where each instance of an on-grid run starts, measured from `origin`, computed on demand.
///
/// As a counted collection it lets a row's group starts take a whole run in one `append(contentsOf:)`.
struct GridRunOffsets: RandomAccessCollection {
    let count: Int
    let start: Double
    let step: Double
    let origin: Double

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Double { (start + Double(position) * step) - origin }
}
