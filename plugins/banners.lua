-- Banners: big artwork at the top of the feed that pages one banner at a time, each banner
-- centred as it comes to rest (docs/spec/origins.md §1.4, createBannerSection).
local recipes = require "recipes"

return {
  id = "banners",

  items = function(ctx)
    return recipes.items(ctx.data("banners.json"), "banner", "banner")
  end,

  -- No header: a banner announces itself. The group is the whole screen wide (an orthogonal section
  -- sizes groups against the container, not its insets), so the 16-point gutters come from the
  -- item's own insets: the cards are 358 wide and 32 apart, and each page is exactly one screen.
  layout = recipes.carousel {
    width = fractionalWidth(1),
    height = absolute(250),
    itemInsets = { leading = 16, trailing = 16 },
    insets = { top = 16, bottom = 24 },
    scrolling = "groupPagingCentered",
    -- No `spacing`: the tutorial leaves interGroupSpacing at UIKit's default, 0.
  },

  -- The seed's BannerCell: the artwork fills the cell, the title sits on it 16 points in from the
  -- leading, trailing and bottom edges (one line, cut with … when longer, as the seed's label).
  cell = cell(function(c)
    local artwork = c:image { name = "artwork", cornerRadius = 12, backgroundColor = "systemTeal" }
    local title = artwork:label { name = "title", text = field "title", font = systemFont(24, "bold"), color = "white" }
    artwork:makeConstraints(function(make)
      make.edges:equalToSuperview()
    end)
    title:makeConstraints(function(make)
      make.leading.bottom:equalToSuperview():inset(16)
      make.trailing:equalToSuperview():inset(16)
    end)
  end),
}
