import Glibc
import StableHashing
import Testing

@testable import FileWatching

/// Entries whose names are not UTF-8 (a Latin-1 `zz\xFF.lua`): no path the watcher can spell opens them, yet the
/// host must hear that one appeared so it lists the folder again and names the file as an error at once, not at
/// whichever save comes next.
@Suite struct UndecodableNameTests {
    static let backends: [WatchBackend] = [.inotify, .polling]
    /// The name as repaired for messages: the bad byte becomes U+FFFD.
    static let repaired = "zz\u{FFFD}.lua"

    /// The raw bytes of `zz\xFF.lua` inside `folder`, NUL-terminated.
    private static func rawPath(in folder: String) -> [CChar] {
        Array((folder + "/zz").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + ".lua".utf8CString
    }

    private static func create(in folder: String) {
        let descriptor = open(rawPath(in: folder), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0, "cannot create the undecodable name")
        close(descriptor)
    }

    /// A watcher whose folder gained `zz\xFF.lua` after it started, and that has reported it.
    private static func watchingTheEntry(_ backend: WatchBackend) throws -> WatchHarness {
        let harness = try WatchHarness(backend)
        create(in: harness.feed.root)
        let hash = FNV1a.of(repaired.utf8)
        #expect(harness.waitFor(harness.state.hashes.merging([repaired: hash]) { $1 }))
        return harness
    }

    @Test(arguments: backends)
    func anEntryWhoseNameIsNotUTF8IsReportedCreatedThenDeleted(backend: WatchBackend) throws {
        let harness = try Self.watchingTheEntry(backend)
        #expect(
            harness.state.batches.last == [
                FileChange(path: Self.repaired, kind: .created, contentHash: FNV1a.of(Self.repaired.utf8))
            ])
        #expect(unlink(Self.rawPath(in: harness.feed.root)) == 0)
        #expect(harness.waitFor(Self.repaired, nil))
        #expect(harness.state.batches.last == [FileChange(path: Self.repaired, kind: .deleted, contentHash: nil)])
        #expect(harness.state.problems.isEmpty)
    }

    /// Renamed to a name that is UTF-8: the repaired entry goes and the real file, with its bytes, comes.
    @Test(arguments: backends)
    func renamingItToAValidNameReportsBoth(backend: WatchBackend) throws {
        let harness = try Self.watchingTheEntry(backend)
        #expect(rename(Self.rawPath(in: harness.feed.root), harness.feed.path("zz.lua")) == 0)
        var expected = harness.state.expecting("zz.lua", "")
        expected[Self.repaired] = nil
        #expect(harness.waitFor(expected))
        #expect(harness.state.problems.isEmpty)
    }

    /// An untouched entry with such a name is one record among the others: a rescan reports nothing for it.
    @Test(arguments: backends)
    func itIsQuietOnceReported(backend: WatchBackend) throws {
        let harness = try Self.watchingTheEntry(backend)
        #expect(harness.staysQuiet(for: .milliseconds(400)))
    }
}
