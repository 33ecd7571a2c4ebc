import FeedExport
import FeedTestSupport
import Testing

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
    }
}
