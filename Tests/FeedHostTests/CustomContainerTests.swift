import FeedLayout
import Testing

/// A custom group's `frames(env)` sees the group's geometry as its container (docs/spec/layout.md §2.6): the group's
/// size resolved in the whole screen, inset by the group's own `contentInsets`, whatever `feed.lua`'s reference.
@Suite struct CustomContainerTests {
    /// One frame carrying the container out: at x = its effective leading inset, as wide as its effective width.
    static let tiles = """
        return {
          id = "tiles",
          items = { { id = "t" } },
          layout = layout.section { group = layout.group.custom {
            width = fractionalWidth(1), height = absolute(100), contentInsets = { leading = 10, trailing = 20 },
            frames = function(env)
              local c = env.container
              return { { x = c.effectiveContentInsets.leading, y = 0, width = c.effectiveContentSize.width,
                         height = c.contentSize.height } }
            end } },
        }
        """

    private func frame(feed manifest: String) throws -> Rect? {
        let environment = try #require(DevicePreset.named("iphone")).environment(landscape: true)
        return try FeedContainerTests.firstFrame(manifest: manifest, script: Self.tiles, environment: environment)
    }

    /// The landscape iPhone, 844 × 390 with 47 of safe area a side: the section's box starts at x 47; the group is
    /// `fractionalWidth(1)` of the whole 844 (§2.6's quirk), 100 tall; its container 844 × 100 inset 10 and 20, so
    /// 814 wide from 10: the frame, relative to the group at x 47, is [57, 0, 814, 100]. The container reported the
    /// side safe area (750 from 47: [94, 0, 750, 100]) under `safeArea`, and under `layoutMargins` the same.
    @Test(arguments: ["return {}", #"return { contentInsetsReference = "layoutMargins" }"#])
    func theContainerIsTheGroupsGeometry(manifest: String) throws {
        let frame = try frame(feed: manifest)
        let sectionX: Double = manifest.contains("layoutMargins") ? 63 : 47
        #expect(frame == Rect(x: sectionX + 10, y: 0, width: 814, height: 100))
    }

    /// An estimated side keeps the group's insets in its container (docs/spec/layout.md §2.6, a decision): on the
    /// 390 × 844 iPhone a `fractionalWidth(1)` × `estimated(100)` custom group with insets top 8, leading 10, bottom
    /// 12, trailing 20 sees a container 390 × 100 (the estimate), insets (8, 10, 12, 20), effective 360 × 80, though
    /// the layout ignores the top and bottom insets (§1.3); a frame filling the effective box is [10, 8, 360, 80].
    @Test func anEstimatedSideKeepsTheGroupsInsets() throws {
        let script = """
            return {
              id = "tiles",
              items = { { id = "t" } },
              layout = layout.section { group = layout.group.custom {
                width = fractionalWidth(1), height = estimated(100),
                contentInsets = { top = 8, leading = 10, bottom = 12, trailing = 20 },
                frames = function(env)
                  local c = env.container
                  assert(c.contentSize.width == 390 and c.contentSize.height == 100)
                  return { { x = c.effectiveContentInsets.leading, y = c.effectiveContentInsets.top,
                             width = c.effectiveContentSize.width, height = c.effectiveContentSize.height } }
                end } },
            }
            """
        let environment = try #require(DevicePreset.named("iphone")).environment()
        let frame = try FeedContainerTests.firstFrame(manifest: "return {}", script: script, environment: environment)
        #expect(frame == Rect(x: 10, y: 8, width: 360, height: 80))
    }
}
