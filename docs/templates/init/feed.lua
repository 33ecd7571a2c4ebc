-- The feed's manifest: the order of its sections, by id. Every *.lua beside this file is a section script;
-- `feed new NAME` adds one (then list NAME here to place it). See the guide: docs/guide.md in FeedEngine.
return {
  sections = { "__NAME__" },
}
