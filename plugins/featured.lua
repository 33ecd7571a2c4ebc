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
}
