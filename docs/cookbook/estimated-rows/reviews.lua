-- Rows whose height follows their text: an estimated height plus `measure` (docs/spec/layout.md E8).

-- A character of 17-point text is about 7 points wide. A real app would measure its cell; a feed
-- script estimates from the data and the width it is offered, deterministically.
local pointsPerCharacter = 7
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

  -- Called once per item whose size is estimated, with the size its slot offers (`proposal.width` is 358:
  -- the row less its side insets); sides it leaves out keep their estimate.
  measure = function(item, proposal, env)
    local length = utf8.len(item.text) or #item.text
    local lines = math.max(1, math.ceil(length * pointsPerCharacter / proposal.width))
    return { height = oneLine + extraLine * (lines - 1) }
  end,
}
