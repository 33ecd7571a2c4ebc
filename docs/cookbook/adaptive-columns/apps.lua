-- A grid whose number of columns follows the size class: two on a phone, four on an iPad.

return {
  id = "apps",

  items = function()
    local items = {}
    for i = 1, 12 do
      items[i] = { id = "app-" .. i, kind = "app", name = "App " .. i }
    end
    return items
  end,

  -- `layout` is a function of the environment, so the host calls it again for every width: the
  -- same items, laid out for the screen at hand.
  layout = function(env)
    local columns = env.sizeClass == "regular" and 4 or 2
    return layout.section {
      group = layout.group.horizontal {
        width = fractionalWidth(1),
        height = absolute(100),
        count = columns,
        interItemSpacing = fixed(10),
        subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
      },
      interGroupSpacing = 10,
      contentInsets = { top = 16, leading = 16, bottom = 16, trailing = 16 },
    }
  end,
}
