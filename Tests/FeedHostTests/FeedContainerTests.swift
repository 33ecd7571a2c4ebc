import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// `env.container` follows `feed.lua`'s scroll direction and content-insets reference (docs/spec/layout.md §1.2):
/// its effective size is the box the sections are laid out in, in a build and again when `feed watch` reruns
/// `feed.lua` alone.
@Suite struct FeedContainerTests {
    /// One item whose frame carries the container out: as wide as the effective size across the feed, as long as
    /// the insets at its start and end, plus 10.
    static let probe = """
        return {
          id = "probe",
          items = { { id = "p" } },
          layout = function(env)
            local c = env.container
            local vertical = c.effectiveContentInsets.top == 0 and c.effectiveContentInsets.bottom == 0
            local across = vertical and c.effectiveContentSize.width or c.effectiveContentSize.height
            local near = vertical and c.effectiveContentInsets.leading or c.effectiveContentInsets.top
            local far = vertical and c.effectiveContentInsets.trailing or c.effectiveContentInsets.bottom
            local size = { width = absolute(vertical and across or near + far + 10),
                           height = absolute(vertical and near + far + 10 or across) }
            return layout.section { group = layout.group.vertical { width = size.width, height = size.height,
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } }
          end,
        }
        """

    private func frame(feed manifest: String, device: String) throws -> Rect? {
        let environment = try #require(DevicePreset.named(device)).environment()
        return try Self.firstFrame(manifest: manifest, script: Self.probe, environment: environment)
    }

    /// The first item's frame of a feed of `feed.lua` `manifest` and the one section `script`, built in
    /// `environment`.
    static func firstFrame(manifest: String, script: String, environment: LayoutEnvironment) throws -> Rect? {
        let folder = TemporaryDirectory(prefix: "container")
        folder.write("probe.lua", script)
        folder.write("feed.lua", manifest)
        let pipeline = FeedPipeline(
            folder: try FeedFolder.discover(at: folder.path),
            configuration: PipelineConfiguration(environment: environment))
        let document = pipeline.run()
        #expect(document.errors.isEmpty, "\(document.errors)")
        return document.sections.first?.items.first?.frame
    }

    /// A horizontal feed on the 390 × 844 iPhone: sections are 844 − 47 − 34 = 763 tall from y 47, and the container
    /// says so (it said 390 × 844 with no insets).
    @Test func aHorizontalFeedSeesTheSafeAreasHeight() throws {
        let frame = try frame(feed: #"return { scrollDirection = "horizontal" }"#, device: "iphone")
        #expect(frame == Rect(x: 0, y: 47, width: 47 + 34 + 10, height: 763))
    }

    /// The readable content guide on the 820-wide iPad in portrait: margins 20 a side leave 780, the guide 672
    /// centred, (780 − 672)/2 + 20 = 74 a side (§6.2). The container said 820 wide with no insets.
    @Test func theReadableReferenceNarrowsTheContainer() throws {
        let frame = try frame(feed: #"return { contentInsetsReference = "readableContent" }"#, device: "ipad")
        #expect(frame == Rect(x: 74, y: 0, width: 672, height: 74 + 74 + 10))
    }

    /// `feed watch` reruns only `feed.lua` when it changes; the sections are laid out again with the new container.
    @Test func aChangedReferenceLaysTheSectionsOutAgain() throws {
        let folder = TemporaryDirectory(prefix: "container")
        folder.write("probe.lua", Self.probe)
        folder.write("feed.lua", "return {}")
        let environment = try #require(DevicePreset.named("ipad")).environment()
        let pipeline = FeedPipeline(
            folder: try FeedFolder.discover(at: folder.path),
            configuration: PipelineConfiguration(environment: environment))
        #expect(pipeline.run().sections.first?.items.first?.frame == Rect(x: 0, y: 0, width: 820, height: 10))
        folder.write("feed.lua", #"return { contentInsetsReference = "readableContent" }"#)
        let document = pipeline.run(rerunning: ["feed.lua"])
        #expect(document.errors.isEmpty, "\(document.errors)")
        #expect(document.sections.first?.items.first?.frame == Rect(x: 74, y: 0, width: 672, height: 158))
    }
}
