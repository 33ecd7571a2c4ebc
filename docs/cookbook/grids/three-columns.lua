-- A three-column grid of square tiles with real gaps between them.

return {
  id = "three-columns",

  items = function()
    local items = {}
    for i = 1, 9 do
      items[i] = { id = "square-" .. i, kind = "photo", title = "Photo " .. i }
    end
    return items
  end,

  layout = function(env)
    -- Spacing instead of insets: the 8-point gaps sit between tiles only, not at the row's ends.
    -- Each column is (row width - 2 gaps) / 3; making the row that tall keeps the tiles square.
    -- The row is the section's box less the insets: the container's effective width, which is the
    -- screen less its side safe area (a landscape iPhone's 844 leaves 750), not env.width.
    local rowWidth = env.container.effectiveContentSize.width - 16 - 16
    local side = math.floor((rowWidth - 2 * 8) / 3)
    return layout.section {
      group = layout.group.horizontal {
        width = fractionalWidth(1),
        height = absolute(side),
        count = 3,
        interItemSpacing = fixed(8),
        subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
      },
      interGroupSpacing = 8,
      contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
    }
  end,
}
