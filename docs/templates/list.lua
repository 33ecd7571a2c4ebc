-- __NAME__: a list of rows, each as tall as its text needs.
--
-- The rows come from data/__NAME__.json. Rows start at an estimated 44 points; `measure` below
-- tells the host how tall each one really is.

-- Roughly how wide one character of the subtitle is, in points; tune it to your cell's font.
local pointsPerCharacter = 7

---@type SectionProvider
local section = {
  id = "__NAME__",
  header = { title = "__NAME__" },

  items = function(ctx)
    local items = {}
    for i, row in ipairs(ctx.data("__NAME__.json")) do
      -- Item ids must be unique in the whole feed: prefix them with the section's name.
      items[i] = { id = "__NAME__-" .. row.id, kind = "row", title = row.title, subtitle = row.subtitle }
    end
    return items
  end,

  -- Also try `layout.list { appearance = "insetGrouped", header = true }` for UIKit's list metrics.
  layout = layout.section {
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = estimated(44),
      subitems = {
        layout.item {
          width = fractionalWidth(1),
          height = estimated(44),
          -- Top and bottom insets would be ignored on the estimated axis; the sides apply.
          contentInsets = { leading = 16, trailing = 16 },
        },
      },
    },
    header = layout.boundary { height = absolute(44) },
  },

  -- One line is 44 points tall; every further line of subtitle adds 20. `proposal.width` is the width the
  -- row's slot offers (358 on a 390-point phone, after the side insets), so the text wraps to it.
  measure = function(item, proposal, env)
    local text = item.subtitle or ""
    local length = utf8.len(text) or #text
    local lines = math.max(1, math.ceil(length * pointsPerCharacter / proposal.width))
    return { height = 44 + 20 * (lines - 1) }
  end,
}

return section
