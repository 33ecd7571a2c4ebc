import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

#if canImport(Glibc)
    import Glibc
#endif

/// The temporaries the host writes beside a file (`NAME.tmp-<pid>`) are created afresh, never opened through
/// whatever a feed folder already holds at that name: a checked-in symlink out of the folder, named for every
/// likely pid, made `feed build` and `feed new` write through it (`FileSystem.createFresh`).
@Suite struct PlantedTemporaryTests {
    /// A folder with a file outside the feed (`outside/victim.txt`), and a symlink to it planted at the temporary
    /// name of `target` in the feed.
    private func plant(_ target: String) -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "planted")
        let victim = folder.write("outside/victim.txt", "victim")
        folder.write("feed/.feed/keep", "")
        let link = folder.path + "/feed/" + target + ".tmp-\(getpid())"
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

    @Test func aNewScriptIsNotWrittenThroughAPlantedLink() throws {
        let folder = plant("top.lua")
        let written = try Scaffold.write(.list, named: "top", into: folder.path + "/feed")
        #expect(folder.read("outside/victim.txt") == "victim")
        #expect(written.first.map { FileSystem.isSymbolicLink($0) } == false)
        #expect(folder.read("feed/top.lua")?.contains("top") == true)
    }
}
