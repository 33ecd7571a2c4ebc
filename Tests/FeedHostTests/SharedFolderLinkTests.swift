import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// `--out`, `--state` and `--client` in a shared folder such as `/tmp` are not written through a link another user
/// made there: `/tmp/x.json` → `~/.bashrc`, made before `feed watch --out /tmp/x.json` ran, had the output renamed
/// over `~/.bashrc`. Only root can give a link to another user, so the test runs as root.
@Suite(.enabled(if: geteuid() == 0)) struct SharedFolderLinkTests {
    @Test func anotherUsersLinkInASharedFolderIsNotWrittenThrough() throws {
        let shared = TemporaryDirectory(prefix: "shared")
        #expect(chmod(shared.path, 0o1777) == 0)
        let home = TemporaryDirectory(prefix: "home")
        let victim = home.write("bashrc", "victim")
        let link = shared.path + "/x.json"
        #expect(symlink(victim, link) == 0)
        #expect(lchown(link, 4242, 4242) == 0)
        let error = #expect(throws: HostError.self) { try OutputFile.write(Array("out".utf8), to: link) }
        #expect(String(describing: error).contains("\(link) is a symbolic link another user made in a shared folder"))
        #expect(throws: HostError.self) { try StateStore(path: link).save(FeedState()) }
        #expect(home.read("bashrc") == "victim")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == ["x.json"])
        // The user's own link there is written through, as anywhere.
        #expect(lchown(link, geteuid(), getegid()) == 0)
        try OutputFile.write(Array("out".utf8), to: link)
        #expect(home.read("bashrc") == "out")
    }

    /// Nor through such a link to a folder on the way: `/tmp/d` → the user's home, and `--out /tmp/d/x.json`.
    @Test func anotherUsersFolderLinkOnTheWayIsNotFollowed() throws {
        let shared = TemporaryDirectory(prefix: "shared")
        #expect(chmod(shared.path, 0o1777) == 0)
        let home = TemporaryDirectory(prefix: "home")
        home.write("x.json", "victim")
        #expect(symlink(home.path, shared.path + "/d") == 0)
        #expect(lchown(shared.path + "/d", 4242, 4242) == 0)
        let error = #expect(throws: HostError.self) {
            try OutputFile.write(Array("out".utf8), to: shared.path + "/d/x.json")
        }
        #expect(String(describing: error).contains("\(shared.path)/d is a symbolic link another user made"))
        #expect(home.read("x.json") == "victim")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == ["x.json"])
    }

    /// Outside a shared folder, another user's link is the folder owner's business: written through as before.
    @Test func anotherUsersLinkInAPrivateFolderIsWrittenThrough() throws {
        let folder = TemporaryDirectory(prefix: "private")
        let target = folder.write("real.json", "old")
        let link = folder.path + "/x.json"
        #expect(symlink(target, link) == 0)
        #expect(lchown(link, 4242, 4242) == 0)
        try OutputFile.write(Array("new".utf8), to: link)
        #expect(folder.read("real.json") == "new")
    }
}
