-- __NAME__: a grid of tiles, two columns on a phone and four on a wider screen.
--
-- The tiles come from data/__NAME__.json. Run `feed build --width 820` to see the wide layout.

---@type SectionProvider
local section = {
  id = "__NAME__",
  header = { title = "__NAME__" },

  items = function(ctx)
    local items = {}
    for i, tile in ipairs(ctx.data("__NAME__.json")) do
      -- Item ids must be unique in the whole feed: prefix them with the section's name.
      items[i] = { id = "__NAME__-" .. tile.id, kind = "tile", title = tile.title, symbol = tile.symbol }
    end
    return items
  end,

  -- A function of the environment: the host calls it for every screen size.
  layout = function(env)
    local columns = env.sizeClass == "regular" and 4 or 2
    return layout.section {
      -- `count` splits each row into equal columns; the item's insets leave a gutter around each tile.
      group = layout.group.horizontal {
        width = fractionalWidth(1),
        height = absolute(60),
        count = columns,
        subitems = {
          layout.item {
            width = fractionalWidth(1),
            height = fractionalHeight(1),
            contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 },
          },
        },
      },
      contentInsets = { top = 16, leading = 12, bottom = 24, trailing = 12 },
      header = layout.boundary { height = absolute(44) },
    }
  end,
}

return section
