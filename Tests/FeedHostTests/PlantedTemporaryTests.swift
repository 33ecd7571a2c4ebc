import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// The temporaries the host writes beside a file (`NAME.feed-tmp-<pid>`) are created afresh, never opened through
/// whatever a feed folder already holds at that name: a checked-in symlink out of the folder, named for every
/// likely pid, made `feed build` and `feed new` write through it (`FileSystem.createFresh`).
@Suite struct PlantedTemporaryTests {
    /// A folder with a file outside the feed (`outside/victim.txt`), and a symlink to it planted at the temporary
    /// name of `target` in the feed.
    private func plant(_ target: String) -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "planted")
        let victim = folder.write("outside/victim.txt", "victim")
        folder.write("feed/.feed/keep", "")
        let link = folder.path + "/feed/" + target + ".feed-tmp-\(getpid())"
        #expect(symlink(victim, link) == 0)
        return folder
    }

    @Test func theStateIsNotWrittenThroughAPlantedLink() throws {
        let folder = plant(".feed/state.json")
        let store = StateStore(path: folder.path + "/feed/.feed/state.json")
        try store.save(FeedState(environment: nil, sections: []))
        #expect(folder.read("outside/victim.txt") == "victim")
        guard case .state(let state) = store.load() else {
            Issue.record("expected the saved state")
            return
        }
        #expect(state.sections.isEmpty)
        #expect(!FileSystem.isSymbolicLink(store.path))
    }

    /// A folder at the temporary's name cannot be removed as a link or a file is: the save fails, and its error
    /// names that folder, which "cannot write .feed/state.json: File exists" did not.
    @Test func aFolderPlantedAtTheTemporaryIsNamedInTheError() throws {
        let folder = TemporaryDirectory(prefix: "planted")
        let temporary = "feed/.feed/state.json.feed-tmp-\(getpid())"
        folder.write(temporary + "/keep", "")
        let store = StateStore(path: folder.path + "/feed/.feed/state.json")
        let error = #expect(throws: HostError.self) { try store.save(FeedState(environment: nil, sections: [])) }
        #expect(error?.description.contains(folder.path + "/" + temporary) == true, "\(String(describing: error))")
        #expect(folder.read(temporary + "/keep") == "")
    }

    @Test func aNewScriptIsNotWrittenThroughAPlantedLink() throws {
        let folder = plant("top.lua")
        let written = try Scaffold.write(.list, named: "top", into: folder.path + "/feed")
        #expect(folder.read("outside/victim.txt") == "victim")
        #expect(written.first.map { FileSystem.isSymbolicLink($0) } == false)
        #expect(folder.read("feed/top.lua")?.contains("top") == true)
    }

    /// A folder the scaffold writes into that links out of the feed (`types`, `data`) is refused before anything
    /// is written; `feed init` wrote `types/feedengine.lua` through such a link before. A folder inside stays fine.
    @Test func theScaffoldDoesNotWriteThroughAFolderLinkingOut() throws {
        let folder = TemporaryDirectory(prefix: "planted")
        folder.write("outside/keep", "")
        folder.write("feed/inside/keep", "")
        #expect(symlink(folder.path + "/outside", folder.path + "/feed/types") == 0)
        #expect(symlink(folder.path + "/feed/inside", folder.path + "/feed/data") == 0)
        let files = [
            ScaffoldFile(path: "data/top.json", text: "[]"), ScaffoldFile(path: "types/feedengine.lua", text: "--"),
        ]
        let error = #expect(throws: HostError.self) {
            try Scaffold.writeAll(files, into: folder.path + "/feed", command: "init", hint: "")
        }
        #expect(
            error
                == .pathOutsideFeed(
                    path: folder.path + "/feed/types", hint: "feed init writes only inside the folder; remove the link")
        )
        #expect(folder.read("outside/feedengine.lua") == nil)
        // Refused before anything is written: not even the file whose folder is fine.
        #expect(folder.read("feed/inside/top.json") == nil)
        let written = try Scaffold.writeAll([files[0]], into: folder.path + "/feed", command: "init", hint: "")
        #expect(written == [folder.path + "/feed/data/top.json"])
        #expect(folder.read("feed/inside/top.json") == "[]")
    }
}
