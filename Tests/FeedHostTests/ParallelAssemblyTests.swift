import FeedTestSupport
import Testing

@testable import FeedHost

/// The sections a run assembles afresh are assembled on all cores (`FeedPipeline.assemble`); each document must
/// be the one its run gives when assembled alone, in its place.
@Suite struct ParallelAssemblyTests {
    /// The bundled feed has cells in several sections, so several documents are built at once, each laying out
    /// its cells' text.
    @Test func sectionsAssembledTogetherEqualEachAssembledAlone() throws {
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: PackageFolder.root + "/plugins"))
        let document = pipeline.run()
        #expect(document.errors.isEmpty)
        let layout = try #require(pipeline.layout)
        #expect(document.sections.count > 1)
        #expect(document.sections.contains { section in section.items.contains { !$0.content.isEmpty } })
        for (position, section) in document.sections.enumerated() {
            let run = try #require(pipeline.entryNamed[section.script]).run
            #expect(section == SectionDocument(run, layout: layout.sections[position], index: position))
        }
    }

    /// A second run with nothing changed keeps every document, and a run that changes one script assembles that
    /// one afresh while the others are kept: the result equals a first build of the changed feed.
    @Test func keptAndFreshSectionsMixInOrder() throws {
        let folder = TemporaryDirectory(prefix: "assembly")
        for name in ["a", "b", "c"] {
            folder.write("\(name).lua", Self.script(id: name, count: 3))
        }
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        let first = pipeline.run()
        #expect(pipeline.run() == first)
        folder.write("b.lua", Self.script(id: "b", count: 5))
        let changed = pipeline.run(rerunning: ["b.lua"])
        let fresh = FeedPipeline(folder: try FeedFolder.discover(at: folder.path)).run()
        #expect(changed.sections == fresh.sections)
        #expect(changed.sections.map(\.items.count) == [3, 5, 3])
    }

    static func script(id: String, count: Int) -> String {
        """
        local items = {}
        for i = 1, \(count) do items[i] = { id = "\(id)" .. i } end
        return { id = "\(id)", items = items,
          layout = layout.list { appearance = "plain" } }
        """
    }
}
