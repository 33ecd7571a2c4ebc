import FeedTestSupport
import Foundation
import Testing

/// `feed export swift --constraints`: the cells' constraint style, its default, bad values, the iOS 13 gate on
/// the wiring, and constraints UIKit cannot make.
@Suite struct CellExportCommandTests {
    @Test func snapKitStyleImportsSnapKitAndAnchorsIsTheDefault() throws {
        let plugins = PackageFolder.root + "/plugins"
        let snapKit = try FeedProcess.result(["export", "swift", plugins, "--constraints", "snapkit"])
        #expect(snapKit.status == 0 && snapKit.errors.isEmpty, "\(snapKit.errors)")
        #expect(snapKit.output.contains("\nimport UIKit\nimport SnapKit\n"))
        #expect(snapKit.output.contains("make.leading.equalTo(iconImageView.snp.trailing).offset(12)"))
        let plain = try FeedProcess.result(["export", "swift", plugins])
        #expect(!plain.output.contains("SnapKit"))
        #expect(!plain.output.contains("_feed") && !snapKit.output.contains("_feed"))
        #expect(
            plain.output.contains(
                "textStackView.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 12)"))
        #expect(plain.output.contains("final class FeaturedCell: UICollectionViewCell"))
        #expect(plain.output.contains("final class FeaturedHeaderView: UICollectionReusableView"))
    }

    @Test func unknownStyleIsAUsageError() throws {
        let result = try FeedProcess.result([
            "export", "swift", PackageFolder.root + "/plugins", "--constraints", "masonry",
        ])
        #expect(result.status == 2)
        #expect(result.errors.contains("--constraints must be snapkit or anchors, got 'masonry'"), "\(result.errors)")
    }

    @Test func wiringIsMarkedIOS14BelowIt() throws {
        let result = try FeedProcess.result(["export", "swift", PackageFolder.root + "/plugins", "--ios", "13"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("@available(iOS 14.0, *)\n    static func dataSource("))
    }

    @Test func pairingsUIKitRejectsAreErrors() throws {
        let scratch = TemporaryDirectory(prefix: "export-cells")
        scratch.write(
            "mixed.lua",
            """
            return {
              id = "mixed", items = { { id = "a" } },
              layout = layout.section {
                group = layout.group.horizontal {
                  width = fractionalWidth(1), height = absolute(50),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                },
              },
              cell = cell(function(c)
                local box = c:view { name = "box" }
                box:makeConstraints(function(make)
                  make.edges:equalToSuperview()
                  make.leading:equalTo(box.snp.top)
                end)
              end),
            }
            """)
        let out = scratch.write("Existing.swift", "// mine\n")
        let result = try FeedProcess.result(["export", "swift", scratch.path, "--out", out])
        #expect(result.status == 1)
        #expect(
            result.errors.contains("mixed.lua:13: cell: cell template 'cell': box.leading == box.top"),
            "\(result.errors)")
        #expect(result.errors.contains("a horizontal position to a vertical one"))
        #expect(scratch.read("Existing.swift") == "// mine\n")
    }
}
