-- Two grids, one after the other: two columns first, then three.
return { sections = { "two-columns", "three-columns" } }
