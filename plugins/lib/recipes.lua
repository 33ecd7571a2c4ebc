-- Layout recipes shared by the App Store sections: `local recipes = require "recipes"`.
--
-- What lives here is what several sections share, so the feed's house style is one edit away. The
-- DSL globals (layout, fractionalWidth, absolute, ...) are looked up when a recipe is called, so
-- this module needs nothing of its own.

local recipes = {}

--- The feed's section header (docs/spec/origins.md §1.4): 44 points tall on the section's top edge.
--- Its width is resolved in the section's width less the section's leading and trailing insets
--- (supplementariesFollowContentInsets is true by default), and it extends the section, so the
--- section's top inset starts below it. The title travels as the provider's `header` payload.
function recipes.header()
  return layout.boundary { width = fractionalWidth(1), height = absolute(44) }
end

--- The seed's SectionHeaderView: a 22-point bold title from edge to edge, 8 points above the bottom.
function recipes.headerCell()
  return cell(function(c)
    local title = c:label { name = "title", text = field "title", font = systemFont(22, "bold") }
    title:makeConstraints(function(make)
      make.leading.trailing:equalToSuperview()
      make.bottom:equalToSuperview():inset(8)
    end)
  end)
end

--- The seed's GET button, added to a cell's content view `c`: 72 × 30 on the trailing edge, centred.
function recipes.getButton(c)
  local get = c:button {
    name = "get", title = "GET", font = systemFont(15, "bold"), backgroundColor = "systemGray5", cornerRadius = 15,
  }
  get:makeConstraints(function(make)
    make.trailing:equalToSuperview()
    make.centerY:equalToSuperview()
    make.width:equalTo(72)
    make.height:equalTo(30)
  end)
  return get
end

--- An item that fills the slot its group gives it. `insets` shrink the item's frame inside its
--- slot and never move a neighbour, which is how the tutorials leave a gutter around cards.
function recipes.fill(insets)
  return layout.item { width = fractionalWidth(1), height = fractionalHeight(1), contentInsets = insets }
end

--- A sideways row with one card per group.
---
--- `o.width`, `o.height`: the group's size. An orthogonal section sizes its groups against the
--- whole container width (docs/spec/layout.md §3.3): fractionalWidth(0.9) is 90% of the screen, whatever the
--- section's insets. `o.scrolling`: the orthogonalScrolling behaviour ("continuous" unless given).
--- `o.direction`: the group's direction, "horizontal" unless given; with one card that fills its
--- group both place the card alike. `o.insets`, `o.spacing`, `o.itemInsets`, `o.header`: the
--- section's contentInsets, interGroupSpacing, the card's contentInsets and the header boundary.
function recipes.carousel(o)
  return layout.section {
    group = layout.group[o.direction or "horizontal"] {
      width = o.width,
      height = o.height,
      subitems = { recipes.fill(o.itemInsets) },
    },
    orthogonalScrolling = o.scrolling or "continuous",
    contentInsets = o.insets,
    interGroupSpacing = o.spacing,
    header = o.header,
  }
end

-- JSON numbers may arrive as floats (1.0); an id must read "1", never "1.0".
local function idText(value)
  return tostring(math.tointeger(value) or value)
end

--- Feed items from data rows. Every field of a row travels to the output untouched; `kind` tells
--- the app which cell to use, and the id gets the section's prefix ("app-3") because item ids must
--- be unique across the whole feed, not only within a section.
function recipes.items(rows, prefix, kind)
  local items = {}
  for index, row in ipairs(rows) do
    local item = { kind = kind }
    for key, value in pairs(row) do
      item[key] = value
    end
    item.id = prefix .. "-" .. idText(row.id)
    items[index] = item
  end
  return items
end

return recipes
