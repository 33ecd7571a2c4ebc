-- A mosaic: one large tile and two small ones stacked beside it, repeating (docs/spec/layout.md E10).

return {
  id = "photos",

  items = function()
    local items = {}
    for i = 1, 7 do
      items[i] = { id = "photo-" .. i, kind = "photo", caption = "Photo " .. i }
    end
    return items
  end,

  layout = layout.section {
    group = layout.group.custom {
      width = fractionalWidth(1),
      height = absolute(200),
      -- Frames are relative to the group's top-left corner. `env.width` is the group's width as
      -- resolved in the whole screen (UIKit's quirk: section insets are not taken off), so keep this
      -- section's side insets at 0 or subtract them here.
      frames = function(env)
        local half = env.width / 2
        return {
          { x = 0, y = 0, width = half, height = 200 },
          { x = half, y = 0, width = half, height = 100 },
          { x = half, y = 100, width = half, height = 100 },
        }
      end,
    },
  },
}
