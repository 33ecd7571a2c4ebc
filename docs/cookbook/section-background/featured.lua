-- A section with a background decoration behind its rows and header (docs/spec/layout.md E7).

return {
  id = "featured",
  header = { title = "This Week" },

  items = {
    { id = "story-1", kind = "story", title = "The apps that made 2026" },
    { id = "story-2", kind = "story", title = "Meet the developer" },
    { id = "story-3", kind = "story", title = "Tips for a calmer phone" },
  },

  layout = layout.section {
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = absolute(44),
      subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
    },
    interGroupSpacing = 5,
    contentInsets = { top = 10, leading = 10, bottom = 10, trailing = 10 },
    header = layout.boundary { height = absolute(44) },
    -- The background covers the whole section frame, header included, less its own insets. Cells
    -- of a decorated section are drawn above it (zIndex 1).
    decorations = { layout.background { contentInsets = { top = 5, leading = 5, bottom = 5, trailing = 5 } } },
  },
}
