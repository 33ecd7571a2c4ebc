import Foundation
import Testing

/// `feed build plugins` on device presets, against docs/spec/layout.md §10 E13 and E16 (derived by hand there).
@Suite struct BundledFeedDeviceTests {
    private func build(_ options: String...) throws -> [String: Any] {
        let result = try FeedBinary.run(
            ["build", FeedBinary.packageRoot + "/plugins", "--no-state", "--format", "json"] + options)
        #expect(result.status == 0, "\(result.errors)")
        return try parseJSON(result.outputBytes)
    }

    private func sections(_ document: [String: Any]) -> [[String: Any]] {
        (document["sections"] as? [[String: Any]]) ?? []
    }

    private func frames(_ section: [String: Any], _ key: String) -> [[Double]] {
        ((section[key] as? [[String: Any]]) ?? []).map { numbers($0["frame"]) }
    }

    /// E13: the 390-point iPhone in landscape, safe area 47 a side, sections in the 750-wide content box.
    @Test func landscapeIPhoneStartsAtTheSafeArea() throws {
        let document = try build("--device", "iphone", "--landscape")
        let environment = document["environment"] as? [String: Any]
        #expect(numbers(environment?["safeArea"]) == [0, 47, 21, 47])
        #expect(environment?["sizeClass"] as? String == "compact")
        #expect(numbers(document["contentSize"]) == [844, 1162])
        let all = sections(document)
        #expect(all.map { numbers($0["frame"]) }.map(\.first) == [47, 47, 47, 47])
        #expect(frames(all[0], "items").first == [63, 16, 718, 250])
        #expect(numbers(all[0]["scrollContentSize"]) == [3750, 250])
        #expect(frames(all[1], "supplementaries") == [[63, 290, 718, 44]])
        #expect(frames(all[2], "items").prefix(2) == [[63, 518, 355, 52], [426, 518, 355, 52]])
        #expect(numbers(all[3]["restOffsets"]) == [0, 706, 1412, 2090])
    }

    /// E17: `--split 1/3` on the iPad in portrait lays the feed out in 320 points, compact, as §10 derives.
    @Test func splitViewNarrowsTheIPad() throws {
        let document = try build("--device", "ipad", "--split", "1/3")
        let environment = document["environment"] as? [String: Any]
        #expect((environment?["width"] as? NSNumber)?.doubleValue == 320)
        #expect(environment?["sizeClass"] as? String == "compact")
        #expect(numbers(document["contentSize"]) == [320, 1162])
        let all = sections(document)
        #expect(frames(all[0], "items").first == [16, 16, 288, 250])
        #expect(frames(all[2], "items").prefix(2) == [[16, 518, 140, 52], [164, 518, 140, 52]])
        #expect(numbers(all[3]["restOffsets"]) == [0, 310, 620, 930])
    }

    /// E16: right to left, every frame is the left-to-right one mirrored in the 390-wide feed.
    @Test func rightToLeftMirrorsEveryFrame() throws {
        let ltr = try build()
        let rtl = try build("--rtl")
        #expect((rtl["environment"] as? [String: Any])?["layoutDirection"] as? String == "rightToLeft")
        for (left, right) in zip(sections(ltr), sections(rtl)) {
            for key in ["items", "supplementaries"] {
                let mirrored = frames(left, key).map { [390 - $0[0] - $0[2], $0[1], $0[2], $0[3]] }
                let actual = frames(right, key)
                #expect(actual.count == mirrored.count)
                for (a, m) in zip(actual, mirrored) {
                    #expect(zip(a, m).allSatisfy { abs($0 - $1) < 0.001 }, "\(a) \(m)")
                }
            }
            #expect(numbers(left["restOffsets"]) == numbers(right["restOffsets"]))
        }
        #expect(frames(sections(rtl)[0], "items")[1] == [-374, 16, 358, 250])
    }

    /// A script's unknown `contentInsetsReference` is a validation error naming the field, with a did-you-mean.
    @Test func anUnknownReferenceInFeedLuaIsAnError() throws {
        let fixture = FeedFixture()
        fixture.write("feed.lua", "return { contentInsetsReference = \"safearea\" }")
        fixture.writeListSection("a")
        fixture.writeItems("a", [("x", "X")])
        let result = try fixture.feed("check")
        #expect(result.status == 1)
        #expect(result.errors.contains("contentInsetsReference"))
        #expect(result.errors.contains("did you mean \"safeArea\"?"))
    }
}
