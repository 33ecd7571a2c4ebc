import Foundation
import Testing

/// `feed build plugins` checked against numbers worked out by hand from docs/spec/layout.md.
///
/// Environment: 390 × 844, scale 3 (1/3-point grid). `floorPx(v) = floor(3v)/3`. The scripts' numbers:
/// banners — group fractionalWidth(1) × absolute(250), item insets leading/trailing 16, section insets top 16,
/// bottom 24, groupPagingCentered, 5 items; featured — header 44, group vertical fractionalWidth(0.9) ×
/// absolute(80), spacing 12, insets (16, 16, 24, 16), continuous, 8 items; categories — header 44, group
/// horizontal fractionalWidth(1) × absolute(60) of fractionalWidth(0.5) items with insets 4, section insets
/// (16, 12, 24, 12), 10 items; charts — header 44, group vertical fractionalWidth(0.92) × absolute(240) count 3,
/// item insets top/bottom 4, spacing 16, insets (16, 16, 24, 16), groupPaging, 12 items.
/// (`plugins/FRAMES.md` carries the same derivation at length.)
@Suite struct BundledFeedTests {
    private func build() throws -> [String: Any] {
        let result = try FeedBinary.run(
            ["build", FeedBinary.packageRoot + "/plugins", "--no-state", "--format", "json"])
        #expect(result.status == 0, "\(result.errors)")
        return try parseJSON(result.outputBytes)
    }

    private func section(_ document: [String: Any], _ index: Int) -> [String: Any] {
        ((document["sections"] as? [[String: Any]]) ?? [])[index]
    }

    private func itemFrames(_ section: [String: Any]) -> [[Double]] {
        ((section["items"] as? [[String: Any]]) ?? []).map { numbers($0["frame"]) }
    }

    @Test func sectionsStackInManifestOrder() throws {
        let document = try build()
        let sections = document["sections"] as? [[String: Any]] ?? []
        #expect(sections.map { $0["id"] as? String } == ["banners", "featured", "categories", "charts"])
        // Heights: banners 16 + 250 + 24 = 290; featured 44 + 16 + 80 + 24 = 164; categories 44 + 16 + 5 rows
        // × 60 + 24 = 384; charts 44 + 16 + 240 + 24 = 324. interSectionSpacing 0, so each starts where the last
        // ended (docs/spec/layout.md §3.1): y = 0, 290, 454, 838; content height 1162.
        #expect(
            sections.map { numbers($0["frame"]) } == [
                [0, 0, 390, 290], [0, 290, 390, 164], [0, 454, 390, 384], [0, 838, 390, 324],
            ])
        #expect(numbers(document["contentSize"]) == [390, 1162])
        #expect(numbers((document["environment"] as? [String: Any])?["width"].map { [$0] }) == [390])
    }

    @Test func bannersPageOneCentredCardAtATime() throws {
        let banners = section(try build(), 0)
        // Orthogonal groups size against the whole width (docs/spec/layout.md §3.3): Gw = 390, padding (V − Gw)/2 = 0, group k
        // at x = 390k, y = 16; the item's 16-point side insets make each card 358 wide at x + 16.
        #expect(itemFrames(banners) == (0..<5).map { [16 + 390 * Double($0), 16, 358, 250] })
        #expect(banners["orthogonalScrolling"] as? String == "groupPagingCentered")
        // Row 5 × 390 = 1950; rest offsets k·390 up to the end 1950 − 390 = 1560.
        #expect(numbers(banners["scrollContentSize"]) == [1950, 250])
        #expect(numbers(banners["restOffsets"]) == [0, 390, 780, 1170, 1560])
        #expect((banners["supplementaries"] as? [Any])?.isEmpty == true)
    }

    @Test func featuredCardsScrollFreelyUnderTheirHeader() throws {
        let featured = section(try build(), 1)
        // Gw = floorPx(0.9 · 390) = 351; group k at x = 16 + 363k, y = 290 + 44 + 16 = 350.
        #expect(itemFrames(featured) == (0..<8).map { [16 + 363 * Double($0), 350, 351, 80] })
        // 16 + (8 · 351 + 7 · 12) + 16 = 2924; continuous has no rest offsets.
        #expect(numbers(featured["scrollContentSize"]) == [2924, 80])
        #expect(featured["restOffsets"] == nil)
        let header = (featured["supplementaries"] as? [[String: Any]])?.first
        // Width floorPx(390 − 32) = 358 at x = 16, on top of the section.
        #expect(header?["kind"] as? String == "header")
        #expect(numbers(header?["frame"]) == [16, 290, 358, 44])
        #expect((header?["fields"] as? [String: Any])?["title"] as? String == "Featured")
        #expect(header?["item"] is NSNull)
    }

    @Test func categoriesFillATwoColumnGrid() throws {
        let categories = section(try build(), 2)
        // Two 183-wide slots fit 366 (docs/spec/layout.md §2.1) at x = 12 and 195; insets 4 → frames 175 × 52 at x 16, 199;
        // row j slot at y = 454 + 44 + 16 + 60j = 514 + 60j, frame at +4.
        let expected: [[Double]] = (0..<10).map { index -> [Double] in
            let x: Double = index % 2 == 0 ? 16 : 199
            return [x, 518 + 60 * Double(index / 2), 175, 52]
        }
        #expect(itemFrames(categories) == expected)
        #expect(categories["scrollContentSize"] == nil)
        #expect(categories["orthogonalScrolling"] as? String == "none")
    }

    @Test func chartsPageByColumnsOfThree() throws {
        let charts = section(try build(), 3)
        // Gw = floorPx(0.92 · 390) = floor(1076.4)/3 = 358.667; count 3 → rows of 80, frames 72 tall at +4;
        // group k at x = 16 + k(1076/3 + 16) = 16, 390.667, 765.333, 1140; rows at y = 838 + 60 + 4 + 80r.
        let columns: [Double] = [16, 390.667, 765.333, 1140]
        let expected: [[Double]] = (0..<12).map { index -> [Double] in
            let y: Double = 902 + 80 * Double(index % 3)
            return [columns[index / 3], y, 358.667, 72]
        }
        #expect(itemFrames(charts) == expected)
        // Row 4 · 1076/3 + 3 · 16 = 1482.667, plus 32 of insets; rest offsets k · 1124/3, the last group
        // boundary 1124 being before the end 1124.667.
        #expect(numbers(charts["scrollContentSize"]) == [1514.667, 240])
        #expect(numbers(charts["restOffsets"]) == [0, 374.667, 749.333, 1124])
    }

    @Test func jsonOutputIsByteIdenticalAcrossRuns() throws {
        let arguments = ["build", FeedBinary.packageRoot + "/plugins", "--no-state", "--format", "json"]
        let first = try FeedBinary.run(arguments)
        let second = try FeedBinary.run(arguments)
        #expect(first.status == 0)
        #expect(!first.outputBytes.isEmpty)
        #expect(first.outputBytes == second.outputBytes)
    }

    @Test func textOutputIsATreeOfSectionsWithoutColourOffATerminal() throws {
        let result = try FeedBinary.run([
            "build", FeedBinary.packageRoot + "/plugins", "--no-state", "--format", "text",
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("4 sections, 35 items") == true)
        #expect(
            lines.contains {
                $0.hasPrefix("├─ banners") && $0.contains("groupPagingCentered") && $0.contains("[0, 0, 390, 290]")
            })
        #expect(lines.contains { $0.hasPrefix("└─ charts") && $0.contains("scroll 1514.667×240") })
        #expect(!result.output.contains("\u{1B}["))
    }
}
