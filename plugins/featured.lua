-- Featured apps: a free-scrolling row of app cards (icon, name, category, GET button), with the
-- next card peeking in at the trailing edge (docs/spec/origins.md §1.4, createFeaturedAppsSection).
local recipes = require "recipes"

return {
  id = "featured",
  header = { title = "Featured" },

  items = function(ctx)
    return recipes.items(ctx.data("featured.json"), "app", "app")
  end,

  -- Cards are 90% of the screen (351 points on a 390-point phone): with the 12-point gap, the
  -- first 11 points of the next card show at the trailing edge and invite a swipe.
  layout = recipes.carousel {
    width = fractionalWidth(0.9),
    height = absolute(80),
    direction = "vertical", -- as in the tutorial; one full-height card per group either way
    insets = { top = 16, leading = 16, bottom = 24, trailing = 16 },
    spacing = 12,
    scrolling = "continuous",
    header = recipes.header(),
  },

  -- The seed's FeaturedAppCell, constraint for constraint: the icon on the leading edge, the GET button on
  -- the trailing edge, the name and category stacked between them, all centred vertically
  -- (docs/spec/layout.md §14.2 works the numbers out for a 351 × 80 card).
  cell = cell(function(c)
    local icon = c:image { name = "icon", cornerRadius = 16, backgroundColor = "systemOrange" }
    icon:makeConstraints(function(make)
      make.leading:equalToSuperview()
      make.centerY:equalToSuperview()
      make.size:equalTo(64)
    end)
    local text = c:vstack { name = "text", spacing = 4, alignment = "leading" }
    text:label { name = "name", text = field "name", font = systemFont(18, "semibold") }
    text:label { name = "category", text = field "category", font = systemFont(14), color = "secondaryLabel" }
    local get = recipes.getButton(c)
    text:makeConstraints(function(make)
      make.leading:equalTo(icon.snp.trailing):offset(12)
      make.trailing:equalTo(get.snp.leading):offset(-12)
      make.centerY:equalToSuperview()
    end)
  end),
  supplementaryCells = { header = recipes.headerCell() },
}
