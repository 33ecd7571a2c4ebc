import FeedTestSupport
import Foundation
import Testing

/// docs/spec/layout.md §3.5 through `feed build`: an orthogonal row's declared effects, and at `--scroll-x` its
/// clamped offset and each visible item's scale and alpha, against the worked numbers; bad declarations are errors
/// naming the script, the line and the field.
@Suite struct ScrollEffectsTests {
    /// §3.5's row (`CarouselScript`): 5 items of 300 × 200, insets 16 at the sides, 10 apart, scale min 0.85, alpha
    /// min 0.6.
    static func script(
        effects: String = "{ scale = { min = 0.85 }, alpha = { min = 0.6 } }",
        scrolling: String = "continuous", reference: String = "automatic"
    ) -> String {
        CarouselScript.source(effects: effects, scrolling: scrolling, reference: reference)
    }

    private func build(_ source: String, _ flags: [String]) throws -> (
        status: Int32, json: [String: Any]?, errors: String
    ) {
        let fixture = FeedFixture()
        fixture.write("carousel.lua", source)
        let result = try FeedBinary.run(["build", fixture.path, "--no-state", "--format", "json"] + flags)
        let json = result.status == 0 ? try parseJSON(result.outputBytes) : nil
        return (result.status, json, result.errors)
    }

    private static func section(_ document: [String: Any]?) -> [String: Any] {
        (document?["sections"] as? [[String: Any]])?.first ?? [:]
    }

    /// (requested offset, clamped offset, [[item, scale, alpha]]) from §3.5.
    static let offsets: [(Double, Double, [[Double]])] = [
        (0, 0, [[0, 0.97769, 0.94051], [1, 0.85, 0.6]]),
        (100, 100, [[0, 0.90077, 0.73538], [1, 0.86077, 0.62872]]),
        (281, 281, [[0, 0.85, 0.6], [1, 1, 1], [2, 0.85, 0.6]]),
        (5000, 1182, [[3, 0.85, 0.6], [4, 0.97769, 0.94051]]),
    ]

    @Test(arguments: offsets)
    func visibleItemsAtAnOffset(offset: Double, clamped: Double, expected: [[Double]]) throws {
        let build = try build(Self.script(), ["--scroll-x", "\(offset)"])
        #expect(build.status == 0, "\(build.errors)")
        let section = Self.section(build.json)
        #expect(section["rowOffset"] as? Double == clamped)
        let visible = section["visibleEffects"] as? [[String: Any]] ?? []
        #expect(visible.compactMap { $0["item"] as? Int } == expected.map { Int($0[0]) })
        for (entry, want) in zip(visible, expected) {
            #expect(abs((entry["scale"] as? Double ?? -1) - want[1]) < 0.00001, "\(entry)")
            #expect(abs((entry["alpha"] as? Double ?? -1) - want[2]) < 0.00001, "\(entry)")
        }
    }

    /// §3.5 with `--rtl` (§6.3): the row starts at the right, items mirrored to x = 390 − x − 300 (74, −236, −546,
    /// −856, −1166), and scrolling it by o from its start moves them right, to x + o. The same offset shows the
    /// mirror image of the left-to-right row, so every item's distance from the visible centre, and its scale and
    /// alpha, are the same numbers: at o = 100 item 0 spans [174, 474] (centre 324, d = 129) and item 1 [−136, 164]
    /// (centre 14, d = 181).
    @Test(arguments: offsets)
    func aRightToLeftRowShowsTheMirrorImage(offset: Double, clamped: Double, expected: [[Double]]) throws {
        let build = try build(Self.script(), ["--scroll-x", "\(offset)", "--rtl"])
        #expect(build.status == 0, "\(build.errors)")
        let section = Self.section(build.json)
        let frames = (section["items"] as? [[String: Any]] ?? []).map { numbers($0["frame"]).first ?? .nan }
        #expect(frames == [74, -236, -546, -856, -1166])
        #expect(section["rowOffset"] as? Double == clamped)
        let visible = section["visibleEffects"] as? [[String: Any]] ?? []
        #expect(visible.compactMap { $0["item"] as? Int } == expected.map { Int($0[0]) })
        for (entry, want) in zip(visible, expected) {
            #expect(abs((entry["scale"] as? Double ?? -1) - want[1]) < 0.00001, "\(entry)")
            #expect(abs((entry["alpha"] as? Double ?? -1) - want[2]) < 0.00001, "\(entry)")
        }
    }

    /// A row naming `layoutMargins` under the default `safeArea` on the landscape iPhone (47 of safe area and 16 of
    /// margin a side): the section spans 63 … 781 (718 wide), items at x 79, 389, 699. Its handler's environment
    /// reports the configuration's box, 47 … 797 (§3.5), so the effects are measured from 422 over 375: at o = 100
    /// item 0 (centre 129) is 293 away, t = 0.78133 → 0.8828, 0.68747; item 1 (439) 17 → 0.9932, 0.98187; item 2
    /// (749) 327 → 0.8692, 0.6512. Measured over the section's 718 they were 0.87758, 0.99290, 0.86337, which no
    /// exported handler could give.
    @Test func aRowNamingItsOwnReferenceIsMeasuredOverTheHandlersBox() throws {
        let margins = try build(
            Self.script(reference: "layoutMargins"), ["--scroll-x", "100", "--device", "iphone", "--landscape"])
        #expect(margins.status == 0, "\(margins.errors)")
        let section = Self.section(margins.json)
        let frame = numbers(section["frame"])
        #expect(frame.count == 4 && frame[0] == 63 && frame[2] == 718, "\(frame)")
        #expect(numbers((section["effects"] as? [String: Any])?["span"]) == [47, 750])
        let visible = section["visibleEffects"] as? [[String: Any]] ?? []
        let expected: [[Double]] = [[0, 0.8828, 0.687467], [1, 0.9932, 0.981867], [2, 0.8692, 0.6512]]
        #expect(visible.compactMap { $0["item"] as? Int } == [0, 1, 2])
        for (entry, want) in zip(visible, expected) {
            #expect(abs((entry["scale"] as? Double ?? -1) - want[1]) < 0.00001, "\(entry)")
            #expect(abs((entry["alpha"] as? Double ?? -1) - want[2]) < 0.00001, "\(entry)")
        }
        // A row that follows the configuration keeps its frame's span: no `span` in its output.
        let plain = Self.section(try build(Self.script(), ["--device", "iphone", "--landscape"]).json)
        #expect((plain["effects"] as? [String: Any])?["span"] == nil)
    }

    @Test func theDeclarationIsInTheOutputWithoutAnOffset() throws {
        let build = try build(Self.script(effects: "{ scale = { min = 0.85 } }"), [])
        let section = Self.section(build.json)
        let effects = section["effects"] as? [String: Any]
        #expect((effects?["scale"] as? [String: Any])?["min"] as? Double == 0.85)
        #expect(effects?["alpha"] == nil)
        #expect(section["rowOffset"] == nil && section["visibleEffects"] == nil)
    }

    @Test(arguments: [
        (
            "{ scale = { min = 1.5 } }", "continuous",
            "carousel.lua:5: layout.effects.scale.min: expected a number from 0 to 1"
        ),
        ("{ alpha = { min = \"low\" } }", "continuous", "carousel.lua:5: layout.effects.alpha.min: expected a number"),
        (
            "{ scale = 0.85 }", "continuous",
            "carousel.lua:5: layout.effects.scale: expected an effect range such as { min = 0.85 }"
        ),
        ("{ scale = {} }", "continuous", "carousel.lua:5: layout.effects.scale.min: missing required key"),
        ("{ fade = { min = 0.5 } }", "continuous", "carousel.lua:5: layout.effects.fade"),
        ("{ scale = { min = 0.85 } }", "none", "carousel.lua:5: layout.effects: scroll effects need an orthogonal row"),
    ])
    func badDeclarationsNameScriptLineAndField(effects: String, scrolling: String, message: String) throws {
        let build = try build(Self.script(effects: effects, scrolling: scrolling), [])
        #expect(build.status == 1)
        #expect(build.errors.contains(message), "\(build.errors)")
    }
}
