-- __NAME__: full-width banners that page one at a time, each centred as it comes to rest.
--
-- The banners come from data/__NAME__.json.

---@type SectionProvider
local section = {
  id = "__NAME__",

  items = function(ctx)
    local items = {}
    for i, banner in ipairs(ctx.data("__NAME__.json")) do
      -- Item ids must be unique in the whole feed: prefix them with the section's name.
      items[i] = { id = "__NAME__-" .. banner.id, kind = "banner", tag = banner.tag, title = banner.title }
    end
    return items
  end,

  layout = layout.section {
    -- The group is the whole screen wide; the item's side insets make the gutters, so each page is
    -- exactly one screen and every banner is centred.
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = absolute(250),
      subitems = {
        layout.item {
          width = fractionalWidth(1),
          height = fractionalHeight(1),
          contentInsets = { leading = 16, trailing = 16 },
        },
      },
    },
    contentInsets = { top = 16, bottom = 24 },
    orthogonalScrolling = "groupPagingCentered",
  },
}

return section
