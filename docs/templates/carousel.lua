-- __NAME__: a sideways carousel of cards, the next card peeking in at the trailing edge.
--
-- The cards come from data/__NAME__.json. Change the numbers below to change their size and
-- spacing, then run `feed build --format json` and find this section's frames.

---@type SectionProvider
local section = {
  id = "__NAME__",
  header = { title = "__NAME__" },

  items = function(ctx)
    local items = {}
    for i, card in ipairs(ctx.data("__NAME__.json")) do
      -- Item ids must be unique in the whole feed: prefix them with the section's name.
      items[i] = { id = "__NAME__-" .. card.id, kind = "card", title = card.title, subtitle = card.subtitle }
    end
    return items
  end,

  layout = layout.section {
    -- Each card fills its group. The group is 85% of the screen wide (a sideways section sizes
    -- groups against the whole width, not the width inside its insets), so the next card peeks in.
    group = layout.group.horizontal {
      width = fractionalWidth(0.85),
      height = absolute(180),
      subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
    },
    interGroupSpacing = 16,
    contentInsets = { top = 12, leading = 16, bottom = 20, trailing = 16 },
    -- Free scrolling that comes to rest with a card's leading edge at the inset.
    orthogonalScrolling = "continuousGroupLeadingBoundary",
    header = layout.boundary { height = absolute(44) },
  },
}

return section
