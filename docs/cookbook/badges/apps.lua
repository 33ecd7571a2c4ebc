-- Badges: a small supplementary view pinned to each tile's top-trailing corner, half outside it
-- (docs/spec/layout.md E6; Apple's "Item Badges" sample).

return {
  id = "apps",

  -- Every tile of this layout gets a badge view; the app shows or hides it from the item's data.
  items = function()
    local items = {}
    for i = 1, 8 do
      items[i] = { id = "app-" .. i, kind = "app", name = "App " .. i, badge = i % 3 == 1 and "NEW" or nil }
    end
    return items
  end,

  layout = layout.section {
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = fractionalWidth(0.2), -- a fifth of the width: rows keep their proportions on any phone
      subitems = {
        layout.item {
          width = fractionalWidth(0.25),
          height = fractionalHeight(1),
          contentInsets = { top = 5, leading = 5, bottom = 5, trailing = 5 },
          supplementaries = {
            layout.supplementary {
              kind = "badge",
              width = absolute(20),
              height = absolute(20),
              -- Anchored to the frame's top-trailing corner, then moved out by 30% of the badge's
              -- own size (fractional offsets are fractions of the badge, not of the item).
              anchor = { edges = { "top", "trailing" }, offset = { x = 0.3, y = -0.3 }, fractional = true },
              zIndex = 1,
            },
          },
        },
      },
    },
    contentInsets = { top = 15, leading = 15, bottom = 15, trailing = 15 },
  },
}
