import FeedTestSupport
import Foundation
import Testing

/// docs/reference.md on what a script can call, against what a script run by `feed` finds: the globals of the
/// sandbox, and `measure`'s arguments as the export's warning names them.
@Suite struct ReferenceSandboxTests {
    /// "Globals in the sandbox" names every global a script sees, and no other. It had said "the six value
    /// constructors" of a table of seven and left out `_G` and `_VERSION`.
    @Test func theGlobalsAreTheOnesTheReferenceNames() throws {
        let reference = KitFolders.read(KitFolders.docs + "/reference.md")
        let start = try #require(reference.range(of: "## Globals in the sandbox\n\n"))
        let end = try #require(reference[start.upperBound...].range(of: "\n\n"))
        let paragraph = reference[start.upperBound..<end.lowerBound]
        // Backticked names (a path such as `lib/` is none); `os.time` is the global `os` with its member `time`.
        let named = paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        var members: [String: Set<String>] = [:]
        for name in named where name.contains(".") {
            let parts = name.split(separator: ".").map(String.init)
            members[parts[0], default: []].insert(parts[1])
        }
        // The constructors of the "Values" table: `fractionalWidth(f)`, ….
        let values = try #require(reference.range(of: "## Values"))
        let item = try #require(reference.range(of: "## `layout.item"))
        let constructors = reference[values.upperBound..<item.lowerBound].split(separator: "\n").compactMap {
            row -> String? in
            guard row.hasPrefix("| `"), let open = row.firstIndex(of: "(") else { return nil }
            return String(row[row.index(row.startIndex, offsetBy: 3)..<open])
        }
        let counts = ["six": 6, "seven": 7, "eight": 8]
        let said = try #require(counts.first { paragraph.contains("the \($0.key) value constructors above") })
        #expect(said.value == constructors.count, "the reference says \(said.key), its Values table \(constructors)")
        let documented = Set(named.map { String($0.split(separator: ".")[0]) } + constructors)

        let fixture = FeedFixture()
        fixture.write(
            "g.lua",
            """
            local function keys(t) local n = {} for k in pairs(t) do n[#n + 1] = k end table.sort(n) return table.concat(n, " ") end
            print("globals " .. keys(_G))
            print("os " .. keys(os))
            print("json " .. keys(json))
            return { id = "g", items = { { id = "a" } }, layout = layout.list {} }
            """)
        let run = try fixture.feed("check", "--format", "text")
        #expect(run.status == 0, "\(run.errors)")
        func printed(_ label: String) -> Set<String> {
            let line = run.errors.split(separator: "\n").first { $0.hasPrefix("g.lua: \(label) ") } ?? ""
            return Set(line.split(separator: " ").dropFirst(2).map(String.init))
        }
        #expect(printed("globals") == documented)
        #expect(printed("os") == members["os"])
        #expect(printed("json") == members["json"])
    }

    /// The guide and the reference give `measure` as `function(item, proposal, env)`; the export's warning and
    /// the reference's prose had called it `measure(item, env)`, an argument short.
    @Test func theExportNamesMeasureAsTheGuideDoes() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        #expect(guide.contains("`function(item, proposal, env)`"))
        let reference = KitFolders.read(KitFolders.docs + "/reference.md")
        #expect(!reference.contains("measure(item, env)"))
        let fixture = FeedFixture()
        fixture.write(
            "rows.lua",
            """
            return { id = "rows", items = { { id = "a" } }, layout = layout.list { rowHeight = estimated(44) },
              measure = function(item, proposal, env) return { height = 50 } end }
            """)
        let run = try FeedBinary.run(["export", "swift", fixture.path, "--out", fixture.path + "/Feed.swift"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.errors.contains("warning: rows.lua: measure: measure(item, proposal, env) sizes this section's"),
            "\(run.errors)")
    }
}
