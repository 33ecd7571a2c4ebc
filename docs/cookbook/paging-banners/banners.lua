-- Paging banners: one banner per flick, resting with a banner's leading edge at the inset
-- (docs/spec/origins.md §2.6 createBannerSection, with the paging of the App Store tutorial's (docs/spec/origins.md §1) banners).

return {
  id = "banners",

  items = {
    { id = "banner-1", kind = "banner", title = "Yilning eng yaxshi ilovalari", subtitle = "2026 tanlovi" },
    { id = "banner-2", kind = "banner", title = "Apple Design Awards", subtitle = "G'oliblar ro'yxati" },
    { id = "banner-3", kind = "banner", title = "Back to School", subtitle = "Apps for every class" },
  },

  layout = layout.section {
    group = layout.group.horizontal {
      width = fractionalWidth(0.88),
      height = absolute(190),
      subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
    },
    interGroupSpacing = 14,
    contentInsets = { top = 12, leading = 16, bottom = 20, trailing = 16 },
    -- "groupPaging": at most one banner per flick. Try "paging" (a viewport per page) or
    -- "groupPagingCentered" (each banner centred when it rests).
    orthogonalScrolling = "groupPaging",
  },
}
