import Glibc
import Testing

@testable import FileWatching

/// What is watched: the folder's own files, `lib/` and `data/` with all their subfolders; nothing hidden, no
/// editor temporaries, no other subfolder.
@Suite struct WatchScopeTests {
    static let backends: [WatchBackend] = [.inotify, .polling]

    @Test(arguments: backends)
    func dataFileChange(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write("data/apps.json", "[{\"id\": 2}]\n")
        #expect(harness.waitFor("data/apps.json", "[{\"id\": 2}]\n"))
        #expect(harness.state.reportedPaths == ["data/apps.json"])
    }

    @Test(arguments: backends, ["lib/recipes.lua", "lib/sub/x.lua"])
    func libModuleChange(backend: WatchBackend, path: String) throws {
        let harness = try WatchHarness(backend)
        harness.feed.replace(path, "return 'changed'\n", via: path + ".tmp")
        #expect(harness.waitFor(path, "return 'changed'\n"))
        #expect(harness.state.reportedPaths == [path])
    }

    /// A subfolder of `lib/` made after the watcher started, nested, with a file written at once.
    @Test(arguments: backends)
    func subfolderCreatedLater(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write("lib/ui/cards/hero.lua", "return 'hero'\n")
        #expect(harness.waitFor("lib/ui/cards/hero.lua", "return 'hero'\n"))
        // Its watch is in place: a later save in it is seen too.
        harness.feed.write("lib/ui/cards/hero.lua", "return 'hero 2'\n")
        #expect(harness.waitFor("lib/ui/cards/hero.lua", "return 'hero 2'\n"))
        #expect(harness.state.problems.isEmpty)
    }

    /// A feed that had no `lib/` gains one.
    @Test(arguments: backends)
    func libFolderCreatedLater(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend, files: ["banners.lua": "return {}\n"])
        harness.feed.makeDirectory("lib")
        harness.feed.write("lib/recipes.lua", "return 1\n")
        #expect(harness.waitFor("lib/recipes.lua", "return 1\n"))
        harness.feed.write("lib/recipes.lua", "return 2\n")
        #expect(harness.waitFor("lib/recipes.lua", "return 2\n"))
    }

    @Test(arguments: backends)
    func libFolderRemovedReportsItsFiles(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.rename("lib", to: "../lib-elsewhere")
        var expected = harness.state.hashes
        expected["lib/recipes.lua"] = nil
        expected["lib/sub/x.lua"] = nil
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// A subfolder of `lib/` renamed: its files move, and the watch follows the new name.
    @Test(arguments: backends)
    func libSubfolderRenamed(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.rename("lib/sub", to: "lib/moved")
        var expected = harness.state.hashes
        expected["lib/moved/x.lua"] = expected["lib/sub/x.lua"]
        expected["lib/sub/x.lua"] = nil
        #expect(harness.waitFor(expected))
        harness.feed.write("lib/moved/x.lua", "return 'moved'\n")
        #expect(harness.waitFor("lib/moved/x.lua", "return 'moved'\n"))
        #expect(harness.state.problems.isEmpty)
    }

    @Test(arguments: backends)
    func editorTemporariesAreNeverReported(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        let temporaries = [
            ".banners.lua.swp", ".banners.lua.swx", "banners.lua~", "4913", ".#banners.lua", "#banners.lua#",
            "lib/.recipes.lua.swp", "lib/recipes.lua~", "data/apps.json___jb_tmp___", "lib/sub/4913",
        ]
        for path in temporaries {
            harness.feed.write(path, "temporary")
        }
        harness.feed.write("banners.lua", "return 'real'\n")
        #expect(harness.waitFor("banners.lua", "return 'real'\n"))
        for path in temporaries {
            harness.feed.write(path, "temporary, again")
        }
        #expect(harness.staysQuiet(for: .milliseconds(200)))
        #expect(harness.state.reportedPaths == ["banners.lua"])
    }

    /// The host's own `.feed/state.json`, other hidden folders and subfolders outside `lib/`/`data/`.
    @Test(arguments: backends)
    func stateFolderAndOtherFoldersAreIgnored(backend: WatchBackend) throws {
        let harness = try WatchHarness(backend)
        harness.feed.write(".feed/state.json", "{}")
        harness.feed.write(".feed/state.json.tmp", "{\"v\": 1}")
        harness.feed.rename(".feed/state.json.tmp", to: ".feed/state.json")
        harness.feed.write("assets/icon.lua", "return 'not a script'\n")
        harness.feed.write("lib/.cache/x.lua", "hidden")
        harness.feed.write("data/new.json", "{}")
        #expect(harness.waitFor("data/new.json", "{}"))
        #expect(harness.staysQuiet(for: .milliseconds(200)))
        #expect(harness.state.reportedPaths == ["data/new.json"])
    }

    /// Other recursive folders: `scripts/` watched with its subfolders, `lib/` then not at all.
    @Test(arguments: backends)
    func customRecursiveFolders(backend: WatchBackend) throws {
        let feed = TemporaryFeed()
        var options = testOptions(backend)
        options.recursiveFolders = ["scripts"]
        let watcher = try FileWatcher(folder: feed.root, options: options)
        var state = ReportedState(files: TemporaryFeed.initialFiles)
        feed.write("lib/recipes.lua", "return 'unwatched'\n")
        feed.write("scripts/deep/s.lua", "return 's'\n")
        let expected = state.expecting("scripts/deep/s.lua", "return 's'\n")
        let deadline = ContinuousClock.now + .seconds(10)
        while state.hashes != expected && ContinuousClock.now < deadline {
            if case .changes(let batch) = watcher.next(timeout: .milliseconds(50)) {
                state.apply(batch)
            }
        }
        #expect(state.hashes == expected)
        #expect(state.reportedPaths == ["scripts/deep/s.lua"])
    }

    /// The walk that places watches passes plain files by `readdir`'s word alone, and still holds every folder,
    /// every link and the folders of the links' targets.
    @Test func theWalkForWatchesKeepsFoldersAndLinks() throws {
        let feed = TemporaryFeed()
        feed.write("shared/stories.lua", "return 1")
        #expect(symlink("shared/stories.lua", feed.path("stories.lua")) == 0)
        let scope = WatchScope(root: feed.root, recursiveFolders: ["lib", "data"])
        let whole = try #require(scope.walk())
        let folders = try #require(scope.walk(directoriesOnly: true))
        #expect(folders.directories == whole.directories)
        #expect(Set(folders.directories.keys) == ["", "data", "lib", "lib/sub"])
        #expect(folders.targetFolders.keys.sorted() == ["shared"])
        #expect(folders.linksByTarget == ["shared/stories.lua": ["stories.lua"]])
        #expect(Set(folders.files.keys) == ["stories.lua"])
        #expect(Set(whole.files.keys) == Set(TemporaryFeed.initialFiles.keys).union(["stories.lua"]))
    }
}
