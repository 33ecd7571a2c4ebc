-- A list section: rows in the style of UICollectionLayoutListConfiguration (docs/spec/origins.md §2.6,
-- createTopAppsListSection uses .insetGrouped).

return {
  id = "settings",
  header = { title = "Top Apps" },

  items = {
    { id = "row-swiftkey", kind = "row", title = "SwiftKey AI", subtitle = "Smart keyboard", symbol = "keyboard" },
    { id = "row-focus", kind = "row", title = "Focus Master", subtitle = "Plan your time", symbol = "clock.badge.checkmark" },
    { id = "row-notes", kind = "row", title = "Bear", subtitle = "Markdown notes", symbol = "note.text" },
    { id = "row-weather", kind = "row", title = "Carrot Weather", subtitle = "Snarky forecasts", symbol = "cloud.sun" },
    { id = "row-maps", kind = "row", title = "Organic Maps", subtitle = "Offline maps", symbol = "map" },
  },

  -- The list builds the section for you: side insets, row height and header follow the appearance.
  -- `header = true` adds a header boundary item; its payload is the `header` table above.
  layout = layout.list { appearance = "insetGrouped", header = true },
}
