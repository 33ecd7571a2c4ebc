-- The App Store tutorial's feed (docs/spec/origins.md §1.4): the order of its sections, top to bottom.
-- Without this file sections would run in file-name order (banners, categories, charts,
-- featured); the tutorials put featured apps second.
return {
  sections = { "banners", "featured", "categories", "charts" },
  -- The tutorials build UICollectionViewCompositionalLayout without a configuration: sections touch.
  interSectionSpacing = 0,
}
