-- Rows whose height follows their text: an estimated height plus `measure` (docs/spec/layout.md E8).

-- About 40 characters fit on a line of a 358-point row at 17-point text. A real app would measure
-- its cell; a feed script estimates from the data, deterministically.
local charactersPerLine = 40
local oneLine, extraLine = 44, 36

return {
  id = "reviews",

  items = {
    { id = "review-1", kind = "review", text = "Five stars, no notes." },
    { id = "review-2", kind = "review", text = "The widgets alone are worth it; the focus timer ended my doom-scrolling." },
    { id = "review-3", kind = "review", text = "Syncs fast. Looks great." },
  },

  layout = layout.section {
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = estimated(44),
      subitems = {
        layout.item {
          width = fractionalWidth(1),
          height = estimated(44),
          -- Top and bottom are ignored on an estimated axis; leading and trailing still apply.
          contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
        },
      },
    },
  },

  -- Called once per item whose size is estimated; sides it leaves out keep their estimate.
  measure = function(item, env)
    local lines = math.max(1, math.ceil((utf8.len(item.text) or #item.text) / charactersPerLine))
    return { height = oneLine + extraLine * (lines - 1) }
  end,
}
