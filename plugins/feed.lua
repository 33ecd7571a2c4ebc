-- The App Store feed of the seeds (000 §4): the order of its sections, top to bottom.
-- Without this file sections would run in file-name order (banners, categories, charts,
-- featured); the seeds put featured apps second.
return {
  sections = { "banners", "featured", "categories", "charts" },
  -- The seeds build UICollectionViewCompositionalLayout without a configuration: sections touch.
  interSectionSpacing = 0,
}
