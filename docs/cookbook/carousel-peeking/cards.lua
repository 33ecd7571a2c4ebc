-- A carousel of cards where the next card peeks in at the trailing edge, and a flick comes to rest
-- with a card's leading edge at the section's inset (docs/spec/origins.md §2.3, createBannerCarouselSection).

return {
  id = "cards",
  header = { title = "Editors' Choice" },

  items = function()
    local items = {}
    for i = 1, 6 do
      items[i] = { id = "card-" .. i, kind = "card", title = "Editors' Choice #" .. i }
    end
    return items
  end,

  layout = layout.section {
    -- 85% of the container: an orthogonal section sizes groups against the whole width, so the
    -- card is 331.333 points wide on a 390-point phone and the rest of the row shows the next one.
    group = layout.group.horizontal {
      width = fractionalWidth(0.85),
      height = absolute(180),
      subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
    },
    interGroupSpacing = 16,
    contentInsets = { top = 10, leading = 16, bottom = 20, trailing = 16 },
    orthogonalScrolling = "continuousGroupLeadingBoundary",
    header = layout.boundary { height = absolute(44) },
  },
}
