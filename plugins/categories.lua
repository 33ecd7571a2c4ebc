-- Categories: a two-column grid of category tiles under a header (docs/spec/origins.md §1.4,
-- createCategoriesSection).
local recipes = require "recipes"

return {
  id = "categories",
  header = { title = "Categories" },

  items = function(ctx)
    return recipes.items(ctx.data("categories.json"), "category", "category")
  end,

  layout = layout.section {
    -- A row 60 points tall holds as many half-width tiles as fit: two. The 4-point insets shrink each
    -- tile inside its slot, which leaves an 8-point gutter between tiles and 4 at the row's ends.
    -- The tutorial in docs/spec/origins.md §2.6 writes the same row as `count = 2` (with insets top 8, bottom 20); for these
    -- numbers both forms give the same frames (docs/spec/layout.md E1).
    group = layout.group.horizontal {
      width = fractionalWidth(1),
      height = absolute(60),
      subitems = {
        layout.item {
          width = fractionalWidth(0.5),
          height = fractionalHeight(1),
          contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 },
        },
      },
      -- interItemSpacing: the tutorial leaves UIKit's default, none.
    },
    contentInsets = { top = 16, leading = 12, bottom = 24, trailing = 12 },
    header = recipes.header(),
    -- interGroupSpacing: the tutorial leaves UIKit's default, 0; the tiles' insets make the gaps.
  },

  -- A category tile: the symbol in a small tinted square, the name beside it, centred vertically.
  cell = cell(function(c)
    local tile = c:view { name = "tile", backgroundColor = "systemGray6", cornerRadius = 12 }
    local symbol = c:image { name = "symbol", cornerRadius = 8, backgroundColor = "systemBlue" }
    local name = c:label { name = "name", text = field "name", font = "headline" }
    tile:makeConstraints(function(make)
      make.edges:equalToSuperview()
    end)
    symbol:makeConstraints(function(make)
      make.leading:equalToSuperview():offset(12)
      make.centerY:equalToSuperview()
      make.size:equalTo(32)
    end)
    name:makeConstraints(function(make)
      make.leading:equalTo(symbol.snp.trailing):offset(10)
      make.trailing:lessThanOrEqualToSuperview():offset(-12)
      make.centerY:equalToSuperview()
    end)
  end),
  supplementaryCells = { header = recipes.headerCell() },
}
