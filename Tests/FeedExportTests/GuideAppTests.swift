import FeedExport
import FeedTestSupport
import Foundation
import Testing

/// docs/guide.md §12's view controller, type-checked against the UIKit surface together with the bundled feed's
/// export and the client file, as an app would build them.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct GuideAppTests {
    /// The code block the guide introduces with `` `FeedViewController.swift`: ``.
    static func viewController(_ file: String = "FeedViewController.swift") -> String? {
        let text = String(
            decoding: FileManager.default.contents(atPath: PackageFolder.root + "/docs/guide.md") ?? Data(),
            as: UTF8.self)
        guard let marker = text.range(of: "`\(file)`:\n\n```swift\n"),
            let end = text.range(of: "\n```", range: marker.upperBound..<text.endIndex)
        else { return nil }
        return String(text[marker.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func guideViewControllerTypeChecks() throws {
        let controller = try #require(Self.viewController())
        #expect(controller.contains("FeedSections.layout()"))
        #expect(controller.contains("changes.apply(to:"))
        let export = try FolderExport.make(PackageFolder.root + "/plugins", name: "FeedSections")
        try SwiftProgram.typeCheck(files: [
            "FeedViewController.swift": controller, "AppStore.swift": export.source,
            "FeedClient.swift": ClientFile.source,
        ])
    }

    /// The guide's cells controller with the exported cells, in both constraint styles.
    @Test(arguments: ConstraintStyle.allCases)
    func guideCellsControllerTypeChecks(style: ConstraintStyle) throws {
        let controller = try #require(Self.viewController("FeedCellsViewController.swift"))
        #expect(controller.contains("FeedSections.dataSource(for:"))
        let export = try FolderExport.make(PackageFolder.root + "/plugins", name: "FeedSections")
        let source = SwiftExporter(plan: export.plan, source: "plugins", constraints: style).render()
        #expect(source.contains("import SnapKit") == (style == .snapkit))
        try SwiftProgram.typeCheck(
            files: ["FeedCellsViewController.swift": controller, "AppStore.swift": source], snapKit: style == .snapkit)
    }
}
