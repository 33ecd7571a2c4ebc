import CellLayout
import FeedExport
import FeedLayout
import FeedTestSupport
import Testing
import TextShaping

/// The bundled feed's cell templates, exported as cell classes in both constraint styles, compiled against the
/// UIKit (and SnapKit) surface and run through the exported data source: every cell and header it hands out is
/// read back (views and activated constraints), its constraints match the template's one by one, and solved by the
/// project's solver it gives exactly the host's frames for the same item.
@Suite struct CellRoundTripTests {
    @Test(arguments: ConstraintStyle.allCases)
    func bundledFeedCellsRoundTrip(style: ConstraintStyle) throws {
        let trip = try CellRoundTrip(folder: PackageFolder.root + "/plugins", style: style)
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(20).joined(separator: "\n"))")
        #expect(trip.compared.count >= 10)
        #expect(
            Set(trip.compared.map(\.label)) == [
                "banners/cell", "featured/cell", "featured/header", "categories/cell", "categories/header",
                "charts/cell",
                "charts/header",
            ])
        #expect(
            trip.compared.contains { $0.label == "featured/cell" && $0.frame.width == 351 && $0.frame.height == 80 },
            "the featured card is laid out at 351 × 80 on the iPhone")
        #expect(trip.source.contains("import SnapKit") == (style == .snapkit))
        try workedNumbers(trip)
    }

    /// The worked example of docs/spec/layout.md §14.2, from the exported FeaturedCell as UIKit would build it: the
    /// icon 64 × 64 at the leading edge, centred (y 8); GET 72 × 30 at the trailing edge (x 279, y 25); the text
    /// stack from x 76 to 267.
    private func workedNumbers(_ trip: CellRoundTrip) throws {
        let cell = try #require(trip.recorded.first { $0.className == "FeaturedCell" })
        var solver = try CellTemplateSolver(template: cell.template, sizing: .fixedSize)
        let content = solver.layout(texts: cell.texts, width: 351, height: 80, environment: TextEnvironment())
        func frame(_ name: String) -> [Double]? {
            content.frames.first { $0.name == name }.map { [$0.x, $0.y, $0.width, $0.height] }
        }
        #expect(frame("icon") == [0, 8, 64, 64])
        #expect(frame("get") == [279, 25, 72, 30])
        let text = try #require(frame("text"))
        #expect(text[0] == 76 && text[0] + text[2] == 267)
    }
}
