import Testing

@testable import FileWatching

/// The save patterns of real editors, on both backends: each must be reported as one modification of the
/// script and nothing else.
@Suite struct EditorSaveTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    @Test(arguments: backends)
    func writeInPlace(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        #expect(harness.watcher.backend == backend)
        harness.feed.write("banners.lua", "return { title = 'Tomorrow' }\n")
        #expect(harness.waitFor("banners.lua", "return { title = 'Tomorrow' }\n"))
        #expect(harness.state.reportedPaths == ["banners.lua"])
        #expect(harness.state.batches.joined().allSatisfy { $0.kind == .modified })
        #expect(harness.state.problems.isEmpty)
    }

    /// VS Code, JetBrains without safe write and most atomic writers: a sibling temporary renamed over.
    @Test(arguments: backends, [".banners.lua.tmp", "banners.lua.tmp-4821"])
    func temporaryRenamedOver(backend: WatchBackend, temporary: String) throws {
        let harness = try WatchHarness(backend)
        harness.feed.replace("banners.lua", "return { title = 'Renamed' }\n", via: temporary)
        #expect(harness.waitFor("banners.lua", "return { title = 'Renamed' }\n"))
        #expect(harness.staysQuiet(for: .milliseconds(150)))
        #expect(harness.state.reportedPaths == ["banners.lua"])
        #expect(harness.state.problems.isEmpty)
        // The watch survives the rename: a second save is seen too.
        harness.feed.replace("banners.lua", "return { title = 'Again' }\n", via: temporary)
        #expect(harness.waitFor("banners.lua", "return { title = 'Again' }\n"))
    }

    /// Vim with `backup` and `writebackup`: probe file `4913`, swap file, original renamed to `banners.lua~`,
    /// new file written, backup deleted.
    @Test(arguments: backends)
    func vimSave(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let feed = harness.feed
        feed.write(".banners.lua.swp", "swap")
        feed.write("4913", "")
        feed.remove("4913")
        feed.rename("banners.lua", to: "banners.lua~")
        feed.write("banners.lua", "return { title = 'Vim' }\n")
        feed.write(".banners.lua.swx", "swap")
        feed.remove("banners.lua~")
        feed.remove(".banners.lua.swx")
        #expect(harness.waitFor("banners.lua", "return { title = 'Vim' }\n"))
        feed.remove(".banners.lua.swp")
        #expect(harness.staysQuiet(for: .milliseconds(150)))
        #expect(harness.state.reportedPaths == ["banners.lua"])
        #expect(harness.state.problems.isEmpty)
    }

    /// JetBrains "safe write": write `x___jb_tmp___`, rename the original to `x___jb_old___`, rename the
    /// temporary over, delete the old one.
    @Test(arguments: backends)
    func jetBrainsSafeWrite(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let feed = harness.feed
        feed.write("lib/recipes.lua___jb_tmp___", "return { card = 2 }\n")
        feed.rename("lib/recipes.lua", to: "lib/recipes.lua___jb_old___")
        feed.rename("lib/recipes.lua___jb_tmp___", to: "lib/recipes.lua")
        feed.remove("lib/recipes.lua___jb_old___")
        #expect(harness.waitFor("lib/recipes.lua", "return { card = 2 }\n"))
        #expect(harness.staysQuiet(for: .milliseconds(150)))
        #expect(harness.state.reportedPaths == ["lib/recipes.lua"])
        #expect(harness.state.problems.isEmpty)
    }

    /// Emacs: a `.#x` lock and a `#x#` auto-save around an in-place save.
    @Test(arguments: backends)
    func emacsSave(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let feed = harness.feed
        feed.write(".#banners.lua", "user@host.1234")
        feed.write("#banners.lua#", "autosave")
        feed.write("banners.lua", "return { title = 'Emacs' }\n")
        feed.remove("#banners.lua#")
        feed.remove(".#banners.lua")
        #expect(harness.waitFor("banners.lua", "return { title = 'Emacs' }\n"))
        #expect(harness.staysQuiet(for: .milliseconds(150)))
        #expect(harness.state.reportedPaths == ["banners.lua"])
    }
}
