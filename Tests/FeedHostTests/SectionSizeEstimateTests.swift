import FeedJSON
import FeedLayout
import FeedScripting
import Testing
import TextShaping

@testable import CellLayout
@testable import FeedHost

/// A section's writer is given room for its object once (`SectionDocument.estimatedJSONBytes`): the estimate
/// covers what is written for items of every shape, and not many times over.
@Suite struct SectionSizeEstimateTests {
    private static func section(_ items: [ItemDocument], badges: Int = 0) -> SectionDocument {
        SectionDocument(
            id: "apps", index: 0, script: "apps.lua", frame: Rect(x: 0, y: 0, width: 390, height: 600),
            orthogonalScrolling: .none, items: items,
            supplementaries: (0..<badges).map { index in
                SupplementaryDocument(
                    kind: "badge", item: index, frame: Rect(x: 0.333, y: Double(index) * 60.5, width: 20, height: 20),
                    fields: Payload(["count": .integer(Int64(index))]))
            }, hash: ContentHash(value: 7))
    }

    private static func written(_ section: SectionDocument) -> Int {
        var writer = JSONWriter()
        writer.section(section)
        return writer.bytes.count
    }

    /// Items as `host.sections-100x1000`'s: five short fields, where 160 bytes an item fell short.
    private static var appItems: [ItemDocument] {
        (1...1_000).map { (index: Int) -> ItemDocument in
            let price: JSONValue = .string(index % 7 == 0 ? "$0.99" : "GET")
            let rating: JSONValue = .number(Double(index % 50) / 10)
            let fields: JSONObject = [
                "kind": .string("app"), "title": .string("App \(index)"), "subtitle": .string("Category \(index % 12)"),
                "rating": rating, "price": price,
            ]
            return ItemDocument(
                id: "s12-\(index)", index: index - 1,
                frame: Rect(x: 199, y: Double(index) * 60, width: 175, height: 52),
                fields: Payload(fields))
        }
    }

    /// Long ids, fractional frames far down a feed, outline rows under long parents, and badges.
    private static var unusualItems: [ItemDocument] {
        (0..<500).map { index in
            var item = ItemDocument(
                id: String(repeating: "x", count: 40) + "\(index)", index: 1_000_000 + index,
                frame: Rect(x: 123.457, y: 4_400_000.333 + Double(index), width: 119.333, height: 52.667),
                zIndex: 12, fields: Payload(["title": .string(String(repeating: "t", count: index))]))
            item.outline = OutlinePlace(
                level: 12, parent: String(repeating: "p", count: 64), parentRow: 999_999, isExpanded: true)
            return item
        }
    }

    /// Cells of a label (with its font, text in lines and appearance) and views that show no text.
    private static var cellItems: [ItemDocument] {
        (0..<300).map { index in
            var label = ContentFrame(
                name: "title", kind: .label, x: 16.5, y: 8, width: 200.333, height: 40.667, textAlignment: .natural,
                appearance: ["textColor": "secondaryLabel"])
            label.text = "App number \(index) with a title that wraps"
            label.lines = ["App number \(index) with a", "title that wraps"]
            label.font = FontSpec(size: 17, weight: .semibold)
            label.ascender = 16.123
            label.lineHeight = 20.333
            let views = ["icon", "badge", "divider", "stack"].map { name in
                ContentFrame(
                    name: name, kind: .image, x: 8, y: 8, width: 60, height: 60, textAlignment: .natural,
                    appearance: [:])
            }
            return ItemDocument(
                id: "cell-\(index)", index: index, frame: Rect(x: 0, y: Double(index) * 80, width: 390, height: 80),
                fields: Payload(["title": .string("App \(index)")]), content: [label] + views)
        }
    }

    /// A list's rows, each with its separator.
    private static var listSection: SectionDocument {
        var section = Self.section(Self.appItems)
        section.separators = section.items.map { item in
            SeparatorFrame(item: item.index, frame: Rect(x: 20, y: item.frame.maxY - 0.333, width: 370, height: 0.333))
        }
        return section
    }

    @Test func theEstimateCoversTheWrittenBytes() {
        let sections = [
            Self.section([]), Self.section(Self.appItems), Self.section(Self.unusualItems, badges: 500),
            Self.section(Self.cellItems), Self.listSection,
        ]
        for section in sections {
            let estimate = section.estimatedJSONBytes
            let written = Self.written(section)
            #expect(estimate >= written, "\(section.items.count) items: \(estimate) < \(written)")
            #expect(estimate <= 2 * written + 1_024, "\(section.items.count) items: \(estimate) for \(written)")
        }
    }

    /// The flat guess it replaces fell short of the benchmark's items, which this test exists for.
    @Test func theBenchmarksItemsTakeMoreThanTheFlatGuess() {
        let section = Self.section(Self.appItems)
        #expect(Self.written(section) > 1_024 + section.items.count * 160)
    }
}
