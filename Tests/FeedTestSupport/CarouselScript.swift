/// The carousel of docs/spec/layout.md §3.5's worked numbers as a section script, for the tests of its effects
/// (through `feed build`) and of how renderers draw its row.
public enum CarouselScript {
    /// 5 items of 300 × 200, insets 16 at the sides, 10 apart, scale min 0.85 and alpha min 0.6 unless `effects`
    /// says otherwise, its insets measured from `reference`.
    public static func source(
        effects: String = "{ scale = { min = 0.85 }, alpha = { min = 0.6 } }",
        scrolling: String = "continuous", reference: String = "automatic"
    ) -> String {
        """
        local items = {}
        for i = 1, 5 do items[i] = { id = "app" .. i } end
        return {
          id = "carousel", items = items,
          layout = layout.section {
            orthogonalScrolling = "\(scrolling)", contentInsets = { leading = 16, trailing = 16 }, interGroupSpacing = 10,
            effects = \(effects), contentInsetsReference = "\(reference)",
            group = layout.group.horizontal { width = absolute(300), height = absolute(200), subitems = { layout.item {} } },
          },
        }
        """
    }
}
