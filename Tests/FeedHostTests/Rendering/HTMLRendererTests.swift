import FeedJSON
import FeedLayout
import Foundation
import Testing

@testable import FeedHost

@Suite struct HTMLRendererTests {
    private func page(_ document: FeedDocument, mode: HTMLRenderer.Mode = .file) -> String {
        String(decoding: HTMLRenderer(mode: mode).render(document), as: UTF8.self)
    }

    /// The text of the `<script type="application/json">` element.
    private func embeddedData(_ page: String) throws -> String {
        let start = try #require(page.range(of: "<script id=\"feed-data\" type=\"application/json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func bundledFeedEmbedsItsGoldenData() throws {
        let data = try embeddedData(page(try RenderingFixtures.bundledFeed()))
        GoldenFile.expect(Array((data + "\n").utf8), matches: "bundled-feed.embedded.json")
    }

    @Test func embeddedDataIsTheDocumentsJSONLessEachItemsIndexHashAndZeroZIndex() throws {
        var raised = RenderingFixtures.handmade()
        raised.sections[1].items[0].zIndex = 2
        for document in [try RenderingFixtures.bundledFeed(), RenderingFixtures.handmade(), raised] {
            let embedded = try JSONParser.parse(Array(try embeddedData(page(document)).utf8))
            let output = try JSONParser.parse(document.jsonBytes())
            #expect(embedded == Self.withoutItemsIndexHashAndZeroZIndex(output))
            // Not vacuous: the output's items have all three.
            let item = output["sections"]?.arrayValue?.first?["items"]?.arrayValue?.first
            #expect(item?["index"] != nil && item?["hash"] != nil && item?["zIndex"] == .integer(0))
        }
        // A zIndex other than 0 is kept (a badge's, a decoration's, a section's boundary's always are).
        let note = try JSONParser.parse(Array(try embeddedData(page(raised)).utf8))["sections"]?.arrayValue?[1]["items"]
        #expect(note?.arrayValue?.first?["zIndex"] == .integer(2))
    }

    /// `document` with `index`, `hash` and a `zIndex` of 0 taken out of every section's items (sections and
    /// their other elements keep theirs).
    static func withoutItemsIndexHashAndZeroZIndex(_ document: JSONValue) -> JSONValue {
        mapping(document, "sections") { sections in
            sections.map { section in
                mapping(section, "items") { items in
                    items.map { item in
                        let zero = item["zIndex"] == .integer(0)
                        return removing(zero ? ["index", "hash", "zIndex"] : ["index", "hash"], from: item)
                    }
                }
            }
        }
    }

    /// `value` with the array under `key` transformed.
    private static func mapping(
        _ value: JSONValue, _ key: String, _ transform: ([JSONValue]) -> [JSONValue]
    ) -> JSONValue {
        guard case .object(let object) = value else { return value }
        let members = object.members.map { member in
            guard member.key == key, let array = member.value.arrayValue else { return member }
            return JSONObject.Member(key: key, value: .array(transform(array)))
        }
        return .object(JSONObject(sortedMembers: members))
    }

    private static func removing(_ keys: Set<String>, from value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        return .object(JSONObject(sortedMembers: object.members.filter { !keys.contains($0.key) }))
    }

    @Test func pageIsSelfContained() throws {
        let html = page(try RenderingFixtures.bundledFeed())
        for reference in ["http://", "https://", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(reference), "the page refers to \(reference)")
        }
    }

    @Test func markupInFieldsCannotEndTheDataElement() throws {
        var document = RenderingFixtures.handmade()
        document.sections[1].items[0].fields = Payload(["title": .string("</script><script>alert(1)</script>")])
        let html = page(document)
        // One closing tag for the data, one for the bars, one for the page's script: the title's tags are escaped as
        // \u003c.
        #expect(html.components(separatedBy: "</script>").count - 1 == 3)
        let embedded = try JSONParser.parse(Array(try embeddedData(html).utf8))
        let title = embedded["sections"]?.arrayValue?[1]["items"]?.arrayValue?[0]["fields"]?["title"]
        #expect(title == .string("</script><script>alert(1)</script>"))
    }

    @Test func sameDocumentGivesTheSameBytes() throws {
        let mode = HTMLRenderer.Mode.live(devices: [], selected: nil)
        #expect(
            page(try RenderingFixtures.bundledFeed(), mode: mode)
                == page(try RenderingFixtures.bundledFeed(), mode: mode))
    }

    @Test func filePageHasNoPickerAndDoesNotConnect() {
        let html = page(RenderingFixtures.handmade())
        #expect(html.contains("<body data-live=\"false\""))
        #expect(!html.contains("<select"))
    }

    @Test func livePageOffersTheDevicesWithTheShownOneSelected() {
        let devices = [
            HTMLRenderer.Device(name: "iphone", width: 390, height: 844),
            HTMLRenderer.Device(name: "ipad", width: 820, height: 1180),
        ]
        let html = page(RenderingFixtures.handmade(), mode: .live(devices: devices, selected: "ipad"))
        #expect(html.contains("<body data-live=\"true\""))
        let noBars =
            #"{&quot;statusBar&quot;:0,&quot;navigationBar&quot;:0,&quot;tabBar&quot;:0,&quot;top&quot;:0,"#
            + #"&quot;bottom&quot;:0,&quot;navigationTop&quot;:0}"#
        #expect(html.contains("<option value=\"iphone\" data-bars=\"\(noBars)\">iphone 390 × 844</option>"))
        #expect(html.contains("<option value=\"ipad\" selected data-bars=\"\(noBars)\">ipad 820 × 1180</option>"))
    }

    /// The page's first screen (docs/spec/layout.md §6.1): the bars of `--bars` and the content insets they and the
    /// safe area give, read by the page's script, which draws the bars above the feed and the fold at
    /// `H − top − bottom`: 844 − (47 + 44) − (34 + 49) = 670 on the 390-point iPhone.
    @Test func pageCarriesTheBarsAndTheFirstScreen() throws {
        var document = RenderingFixtures.handmade()
        document.environment = try #require(DevicePreset.named("iphone")).environment()
        let bars = PreviewBars(statusBar: 47, navigationBar: 44, tabBar: 49)
        let html = String(decoding: HTMLRenderer(bars: bars).render(document), as: UTF8.self)
        #expect(
            html.contains(
                #"<script id="feed-bars" type="application/json">{"statusBar":47,"navigationBar":44,"tabBar":49,"#
                    + #""top":91,"bottom":83,"navigationTop":47}</script>"#))
        #expect(bars.firstScreenHeight(in: document.environment) == 670)
        for step in [
            "getElementById(\"feed-bars\")", "doc.environment.height - bars.top - bars.bottom", "\"tab bar \"",
        ] {
            #expect(html.contains(step), "the page's script lacks \(step)")
        }
        // Without bars: the safe area alone, 844 − 47 − 34 = 763.
        let plain = String(decoding: HTMLRenderer().render(document), as: UTF8.self)
        #expect(
            plain.contains(#"{"statusBar":0,"navigationBar":0,"tabBar":0,"top":47,"bottom":34,"navigationTop":0}"#))
    }

    @Test func livePageShowsACustomSizeThatIsNoPreset() {
        let devices = [HTMLRenderer.Device(name: "iphone", width: 390, height: 844)]
        // The handmade feed is 320 × 200, which no preset has.
        let html = page(RenderingFixtures.handmade(), mode: .live(devices: devices, selected: nil))
        #expect(html.contains("<option value=\"\" selected>custom 320 × 200</option>"))
    }

    /// A preset of the screen's size but another safe area is not the screen shown: the picker says "custom", so
    /// picking the preset lays the feed out with its safe area.
    @Test func livePageNamesAPresetOnlyWithItsSafeArea() {
        let safe = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let devices = [HTMLRenderer.Device(name: "iphone", width: 390, height: 844, safeArea: safe)]
        var document = RenderingFixtures.handmade()
        document.environment = LayoutEnvironment(width: 390, height: 844, scale: 3)
        let bare = page(document, mode: .live(devices: devices, selected: nil))
        #expect(bare.contains("<option value=\"\" selected>custom 390 × 844</option>"))
        document.environment.safeArea = safe
        let inset = page(document, mode: .live(devices: devices, selected: nil))
        #expect(inset.contains("<option value=\"iphone\" selected"))
        #expect(!inset.contains("custom"))
    }

    /// The snap rules of the contract's (docs/spec/contract.md) orthogonal behaviours, as the page's script applies them.
    @Test(arguments: [
        "continuousGroupLeadingBoundary: \"start\"", "groupPaging: \"start\"", "paging: \"start\"",
        "groupPagingCentered: \"center\"",
    ])
    func rowsSnapByTheirBehaviour(rule: String) {
        #expect(page(RenderingFixtures.handmade()).contains(rule))
    }

    /// A label's alignment as UIKit draws it: natural is the leading edge, the right one in a right-to-left layout
    /// (docs/spec/layout.md §14.1); the page drew every label from the left, whatever its alignment.
    @Test(arguments: [
        "node.style.textAlign = textAlign(view.textAlignment)",
        "alignment === \"natural\") return rightToLeft ? \"right\" : \"left\"",
    ])
    func labelsAreAlignedAsUIKitAlignsThem(step: String) {
        #expect(page(RenderingFixtures.handmade()).contains(step), "the page's script lacks \(step)")
    }
}
