import FeedTestSupport
import Foundation
import Testing

@testable import FeedHost

/// A file replaced atomically (`--out`, the state file) keeps its permissions. The new file renamed over it was
/// created 0644, so a user's `chmod 600 out.json` (or state file) was readable by everyone after the next write.
@Suite struct ReplacedFileModeTests {
    @Test(arguments: [0o600, 0o640, 0o444])
    func aReplacedFileKeepsItsPermissions(mode: Int) throws {
        let folder = TemporaryDirectory(prefix: "feedhost")
        let out = folder.write("out.json", "old")
        let state = folder.write(".feed/state.json", "old")
        for path in [out, state] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
        try OutputFile.write(Array("new".utf8), to: out)
        try StateStore(path: state).save(FeedState())
        for path in [out, state] {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect(attributes[.posixPermissions] as? Int == mode, "\(path)")
        }
        #expect(folder.read("out.json") == "new")
    }
}
