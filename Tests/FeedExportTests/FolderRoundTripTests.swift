import FeedExport
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// The bundled feed, every cookbook recipe and every `feed new` template, exported, compiled against the UIKit
/// surface, run, read back and laid out at every device preset: exactly the Lua-driven layout.
@Suite struct FolderRoundTripTests {
    static var folders: [String] {
        let root = PackageFolder.root
        let cookbook = root + "/docs/cookbook"
        let recipes = ((try? FileManager.default.contentsOfDirectory(atPath: cookbook)) ?? []).filter {
            FileManager.default.fileExists(atPath: cookbook + "/\($0)/README.md")
        }.sorted()
        return [root + "/plugins"] + recipes.map { cookbook + "/" + $0 }
    }

    /// Every `feed new` template scaffolded by the real binary into one feed folder.
    static func templates(in scratch: TemporaryDirectory) throws -> String {
        let folder = scratch.path + "/templates"
        for template in ["carousel", "grid", "list", "banner"] {
            _ = try FeedProcess.run(["new", "my-\(template)", "--template", template, folder, "--quiet"])
        }
        return folder
    }

    @Test func everyFolderRoundTripsExactly() throws {
        let scratch = TemporaryDirectory(prefix: "export-templates")
        let folders = Self.folders + [try Self.templates(in: scratch)]
        #expect(folders.count >= 11)
        let exports = try folders.enumerated().map { try FolderExport.make($1, name: "Export\($0)") }
        var files = [
            "main.swift": ExportDriver.main(exports: exports.map(\.name), environments: FolderExport.environments)
        ]
        for export in exports { files[export.name + ".swift"] = export.source }
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        var problems: [String] = []
        for export in exports {
            let recording = try RecordedLayout.export(try #require(recorded[export.name]))
            problems += try export.compare(with: recording)
        }
        #expect(problems.isEmpty, "\(problems.count) differences:\n\(problems.prefix(10).joined(separator: "\n"))")
    }
}
