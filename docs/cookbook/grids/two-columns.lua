-- A two-column grid of tiles (docs/spec/origins.md §2.2, createTwoColumnGridSection).

return {
  id = "two-columns",

  items = function()
    local names = { "Games", "Education", "Finance", "Travel", "Music", "Weather" }
    local items = {}
    for i, name in ipairs(names) do
      items[i] = { id = "tile-" .. i, kind = "tile", title = name }
    end
    return items
  end,

  layout = layout.section {
    -- `count = 2` splits the row into two equal columns whatever the item's own width says
    -- (UIKit's repeatingSubitem:count:); the item's 4-point insets make the gutters.
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = absolute(120),
      count = 2,
      subitems = {
        layout.item {
          width = fractionalWidth(0.5),
          height = fractionalHeight(1),
          contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 },
        },
      },
    },
    contentInsets = { top = 12, leading = 16, bottom = 12, trailing = 16 },
  },
}
