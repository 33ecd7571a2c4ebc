-- Top charts: columns of three ranked apps that page sideways one column at a time (docs/spec/origins.md §1.4,
-- createTopChartsSection).
local recipes = require "recipes"

return {
  id = "charts",
  header = { title = "Top Charts" },

  -- Ids are the apps, not their ranks: when an app climbs the chart, the next run reports a move
  -- (an animation), not an update of every row in between. The rank is the item's position.
  items = function(ctx)
    local items = recipes.items(ctx.data("charts.json"), "chart", "chart")
    for rank, item in ipairs(items) do item.rank = rank end
    return items
  end,

  layout = layout.section {
    -- 92% of the screen wide, so the next column peeks in; `count = 3` splits the 240 points into
    -- three rows of 80 and ignores the item's own height (UIKit's `subitem:count:`), so the tutorial's
    -- fractionalHeight(0.33) below has no effect; it is kept to match the tutorial.
    group = layout.group.vertical {
      width = fractionalWidth(0.92),
      height = absolute(240),
      count = 3,
      subitems = {
        layout.item {
          width = fractionalWidth(1),
          height = fractionalHeight(0.33),
          contentInsets = { top = 4, bottom = 4 },
        },
      },
    },
    orthogonalScrolling = "groupPaging",
    contentInsets = { top = 16, leading = 16, bottom = 24, trailing = 16 },
    interGroupSpacing = 16,
    header = recipes.header(),
  },

  -- A chart row: rank, icon, name over developer, GET — the featured card's recipe with a rank in front.
  cell = cell(function(c)
    local rank = c:label { name = "rank", text = field "rank", font = systemFont(17, "bold"), textAlignment = "center" }
    local icon = c:image { name = "icon", cornerRadius = 12, backgroundColor = "systemIndigo" }
    local text = c:vstack { name = "text", spacing = 2, alignment = "leading" }
    text:label { name = "name", text = field "name", font = systemFont(16, "semibold") }
    text:label { name = "subtitle", text = field "developer", font = systemFont(13), color = "secondaryLabel" }
    local get = recipes.getButton(c)
    rank:makeConstraints(function(make)
      make.leading:equalToSuperview()
      make.centerY:equalToSuperview()
      make.width:equalTo(24)
    end)
    icon:makeConstraints(function(make)
      make.leading:equalTo(rank.snp.trailing):offset(8)
      make.centerY:equalToSuperview()
      make.size:equalTo(56)
    end)
    text:makeConstraints(function(make)
      make.leading:equalTo(icon.snp.trailing):offset(12)
      make.trailing:equalTo(get.snp.leading):offset(-12)
      make.centerY:equalToSuperview()
    end)
  end),
  supplementaryCells = { header = recipes.headerCell() },
}
