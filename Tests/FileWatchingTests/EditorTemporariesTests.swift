import Testing

@testable import FileWatching

@Suite struct EditorTemporariesTests {
    @Test(arguments: [
        ".banners.lua.swp", ".banners.lua.swx", "banners.lua.swp", "banners.swx", "banners.lua~", "4913",
        ".#banners.lua", "#banners.lua#", "banners.lua___jb_tmp___", "banners.lua___jb_old___", ".feed",
        ".subl3f2.tmp", ".git",
    ])
    func ignored(name: String) {
        #expect(EditorTemporaries.isIgnored(name))
    }

    @Test(arguments: [
        "banners.lua", "feed.lua", "apps.json", "lib", "data", "4913.lua", "x#", "#", "swp.lua", "recipes.lua.bak",
    ])
    func kept(name: String) {
        #expect(!EditorTemporaries.isIgnored(name))
    }
}
