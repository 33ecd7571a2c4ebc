import FeedExport
import FeedTestSupport
import Foundation
import Testing

/// `feed export swift` as users run it: output, warnings, errors, `--out` written atomically or not at all.
@Suite struct ExportCommandTests {
    @Test func bundledFeedExportsCleanly() throws {
        let scratch = TemporaryDirectory(prefix: "export-cli")
        let out = scratch.path + "/AppStore.swift"
        let result = try FeedProcess.result(["export", "swift", PackageFolder.root + "/plugins", "--out", out])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let source = scratch.read("AppStore.swift") ?? ""
        #expect(source.contains("import UIKit"))
        #expect(source.contains("@MainActor enum FeedSections"))
        #expect(source.contains("static let order: [String] = [\"banners\", \"featured\", \"categories\", \"charts\"]"))
        #expect(!source.contains("_feedRecorded"))
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import UIKit"])
    }

    @Test func withoutOutItPrintsAndNamesTheEnum() throws {
        let result = try FeedProcess.result(["export", "swift", PackageFolder.root + "/plugins", "--name", "Home"])
        #expect(result.status == 0)
        #expect(result.output.contains("@MainActor enum Home {"))
    }

    /// An enum named like a type the file uses (a nested `Item` or cell class, `IndexPath`, the client file's
    /// `Data`) hides it, and the file did not compile (`--name Item`: 18 errors). Such a name is refused, nothing
    /// written; a name the file does not use is taken.
    @Test func anEnumNameTheFileUsesIsRefused() throws {
        let scratch = TemporaryDirectory(prefix: "export-name")
        let out = scratch.write("Existing.swift", "// mine\n")
        for name in ["Item", "BannersCell", "IndexPath", "Data"] {
            let result = try FeedProcess.result(
                ["export", "swift", PackageFolder.root + "/plugins", "--name", name, "--out", out])
            #expect(result.status == 2, "\(name)")
            #expect(
                result.errors.contains("--name \(name) is a name the exported file already uses"),
                "\(result.errors)")
            #expect(scratch.read("Existing.swift") == "// mine\n")
        }
        let taken = try FeedProcess.result(["export", "swift", PackageFolder.root + "/plugins", "--name", "Section"])
        #expect(taken.status == 0)
        #expect(taken.output.contains("@MainActor enum Section {"))
    }

    /// Keywords the type-name check did not list: `@MainActor enum catch {` (or `extension each {`) is not Swift,
    /// and the export wrote such a file with status 0. Each is refused as a usage error, nothing written.
    @Test func keywordsThatCannotNameATypeAreRefused() throws {
        let scratch = TemporaryDirectory(prefix: "export-keyword")
        let out = scratch.write("Existing.swift", "// mine\n")
        let keywords = ["break", "continue", "fallthrough", "rethrows", "catch", "await", "precedencegroup", "each"]
        for name in keywords {
            let result = try FeedProcess.result(
                ["export", "swift", PackageFolder.root + "/plugins", "--name", name, "--out", out])
            #expect(result.status == 2, "\(name)")
            #expect(result.errors.contains("--name needs a Swift type name"), "\(name): \(result.errors)")
            #expect(scratch.read("Existing.swift") == "// mine\n")
        }
    }

    @Test func identifiersInCodeLeaveCommentsAndStringsOut() {
        let found = SwiftExporter.identifiers(
            inCode: """
                struct Item: Hashable { let title = "Title \\" Quoted" } // Comment Words
                let cell = BannersCell() /* inline */
                let path = "C:\\\\" + Spacer.name
                """)
        #expect(
            found.isSuperset(of: [
                "struct", "Item", "Hashable", "let", "title", "cell", "BannersCell", "inline", "Spacer",
            ]))
        #expect(found.isDisjoint(with: ["Title", "Quoted", "Comment", "Words"]))
    }

    @Test func tooOldIOSIsAnErrorAndWritesNothing() throws {
        let scratch = TemporaryDirectory(prefix: "export-cli")
        let out = scratch.write("Existing.swift", "// mine\n")
        let folder = PackageFolder.root + "/docs/cookbook/list-section"
        let result = try FeedProcess.result(["export", "swift", folder, "--ios", "13", "--out", out])
        #expect(result.status == 1)
        #expect(result.errors.contains("settings.lua:18: layout: a list section"), "\(result.errors)")
        #expect(result.errors.contains("needs iOS 14"))
        #expect(scratch.read("Existing.swift") == "// mine\n")
    }

    /// `contentInsetsReference` is iOS 14 API and `supplementaryContentInsetsReference` iOS 16: each non-default one
    /// below that is an error naming the script and the field; at iOS 16 both are written.
    @Test func insetsReferencesAreGatedByIOS() throws {
        let scratch = TemporaryDirectory(prefix: "export-references")
        scratch.write("feed.lua", "return { contentInsetsReference = \"layoutMargins\" }\n")
        scratch.write(
            "wide.lua",
            """
            return {
              id = "wide", items = { { id = "a" } },
              layout = layout.section {
                group = layout.group.horizontal {
                  width = fractionalWidth(1), height = absolute(50),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
                },
                contentInsetsReference = "readableContent",
                supplementaryContentInsetsReference = "none",
              },
            }
            """)
        let old = try FeedProcess.result(["export", "swift", scratch.path, "--ios", "13"])
        #expect(old.status == 1)
        #expect(old.errors.contains("feed.lua: contentInsetsReference: "), "\(old.errors)")
        #expect(old.errors.contains("wide.lua:3: layout.contentInsetsReference: "), "\(old.errors)")
        #expect(old.errors.contains("layout.supplementaryContentInsetsReference: "), "\(old.errors)")
        #expect(old.output.isEmpty)
        let fifteen = try FeedProcess.result(["export", "swift", scratch.path, "--ios", "15"])
        #expect(fifteen.status == 1)
        #expect(fifteen.errors.contains("needs iOS 16"), "\(fifteen.errors)")
        #expect(!fifteen.errors.contains("feed.lua"))
        let current = try FeedProcess.result(["export", "swift", scratch.path, "--ios", "16"])
        #expect(current.status == 0, "\(current.errors)")
        #expect(
            current.output.contains("configuration.contentInsetsReference = UIContentInsetsReference.layoutMargins"))
        #expect(current.output.contains("section.contentInsetsReference = UIContentInsetsReference.readableContent"))
        #expect(current.output.contains("section.supplementaryContentInsetsReference = UIContentInsetsReference.none"))
    }

    /// A row's own separator is `itemSeparatorHandler` (iOS 14.5): below `--ios 15` each row is an error naming
    /// the script, the item's line and its tree path; from 15 the handler sets each row by index, with one warning.
    @Test func rowSeparatorsAreGatedByIOSAndWarn() throws {
        let scratch = TemporaryDirectory(prefix: "export-row-separators")
        scratch.write(
            "faq.lua",
            """
            return {
              id = "faq",
              items = {
                { id = "general", expanded = true, children = {
                    { id = "g1" },
                    { id = "g2", separator = { leading = 0 } } } },
                { id = "billing", separator = { visible = false } },
              },
              layout = layout.list { appearance = "insetGrouped" },
            }
            """)
        let old = try FeedProcess.result(["export", "swift", scratch.path, "--ios", "14"])
        #expect(old.status == 1)
        #expect(
            old.errors.contains("faq.lua:6: items[1].children[2].separator: a row's own separator"), "\(old.errors)")
        #expect(old.errors.contains("faq.lua:7: items[2].separator: "), "\(old.errors)")
        #expect(old.errors.contains("needs iOS 15"))
        #expect(old.output.isEmpty)
        let current = try FeedProcess.result(["export", "swift", scratch.path, "--ios", "15"])
        #expect(current.status == 0, "\(current.errors)")
        #expect(current.errors.split(separator: "\n").count == 1, "\(current.errors)")
        #expect(current.errors.contains("faq.lua:6: items[1].children[2].separator: 2 rows have their own separator"))
        for line in [
            "list.itemSeparatorHandler = { (indexPath: IndexPath, resolved: UIListSeparatorConfiguration) -> "
                + "UIListSeparatorConfiguration in",
            "    case 2:", "        configuration.bottomSeparatorInsets.leading = 0", "    case 3:",
            "        configuration.bottomSeparatorVisibility = UIListSeparatorConfiguration.Visibility.hidden",
        ] {
            #expect(current.output.contains(line), "the export lacks \(line)")
        }
    }

    @Test func measureAndEnvironmentRecipesWarnAndBranch() throws {
        let reviews = try FeedProcess.result(["export", "swift", PackageFolder.root + "/docs/cookbook/estimated-rows"])
        #expect(reviews.status == 0)
        #expect(reviews.errors.split(separator: "\n").filter { $0.contains("measure") }.count == 1, "\(reviews.errors)")
        #expect(reviews.output.contains("// feed: reviews.lua: measure:"))
        let grid = try FeedProcess.result(["export", "swift", PackageFolder.root + "/docs/cookbook/adaptive-columns"])
        #expect(grid.status == 0)
        #expect(
            grid.output.contains("horizontalSizeClass == UIUserInterfaceSizeClass.regular")
                || grid.output.contains("let width = "))
        #expect(grid.output.contains("// From iphone-se, iphone, iphone-pro-max"))
    }

    /// An export evaluates `layout(env)` once per device and again at other item counts, each as a run of its own:
    /// sharing one run's time limit, a layout that builds fine ran out of it part-way (0.05 s a call, 16 calls, a
    /// 0.5 s limit), and the failed calls read as a layout that depends on its items.
    ///
    /// The calls spend 0.05 s of CPU each, 0.85 s for the devices and item counts alone (the text sizes and the
    /// direction are probed too): past a shared limit however idle the machine, since the
    /// limit counts wall time and no call takes less than its CPU time, so a shared limit fails every try. One call
    /// alone is a tenth of the limit, which a loaded machine can still stretch past it (a run at load 11 on two
    /// cores did): the export is tried up to three times and one clean try is the answer.
    @Test func eachEvaluationHasTheTimeLimitToItself() throws {
        let folder = TemporaryDirectory(prefix: "export-time")
        folder.write(
            "s.lua",
            """
            return { id = "s", items = { { id = 1 } }, layout = function(env)
              local start = os.clock() while os.clock() - start < 0.05 do end
              return layout.list {}
            end }
            """)
        var result = try FeedProcess.result(["export", "swift", folder.path, "--script-timeout", "0.5"])
        for _ in 1..<3 where result.status != 0 || !result.errors.isEmpty {
            result = try FeedProcess.result(["export", "swift", folder.path, "--script-timeout", "0.5"])
        }
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    /// A limit an export's evaluation runs into says how to raise it, as a build's does: the export holds every
    /// device's recipe at once and may need more than the build (the flags are the export's too).
    @Test func aLimitHitInAnEvaluationSaysHowToRaiseIt() throws {
        let folder = TemporaryDirectory(prefix: "export-limit")
        folder.write(
            "s.lua",
            """
            return { id = "s", items = { { id = 1 } }, layout = function(env)
              if env.width > 500 then while true do end end
              return layout.list {}
            end }
            """)
        #expect(try FeedProcess.result(["build", folder.path, "--no-state"]).status == 0)
        let result = try FeedProcess.result(["export", "swift", folder.path, "--instruction-budget", "1000000"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "s.lua:2: layout: (on ipad) instruction budget exceeded: the script ran 1,000,000 instructions without "
                    + "finishing; if the work is real, raise the budget with --instruction-budget, e.g. "
                    + "--instruction-budget 2000000"), "\(result.errors)")
    }

    /// The item-data note compares `layout(env)` at other item counts; one that fails there (an error, a limit)
    /// is no evidence that the layout depends on its items.
    @Test func aProbeThatFailsIsNoDataDependence() throws {
        let folder = TemporaryDirectory(prefix: "export-probe")
        folder.write(
            "s.lua",
            """
            return { id = "s", items = { { id = 1 } }, layout = function(env)
              if env.itemCount ~= 1 then error("one item only") end
              return layout.list {}
            end }
            """)
        let result = try FeedProcess.result(["export", "swift", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("depends on env.itemCount"), "\(result.errors)")
        folder.write(
            "s.lua",
            """
            return { id = "s", items = { { id = 1 } }, layout = function(env)
              return layout.list { appearance = env.itemCount > 1 and "plain" or "grouped" }
            end }
            """)
        let depends = try FeedProcess.result(["export", "swift", folder.path])
        #expect(depends.errors.contains("layout(env) depends on env.itemCount"), "\(depends.errors)")
    }

    /// A list at UIKit's defaults (`layout.list {}`) was written `var list = …` and never changed: a compiler
    /// warning in the app (the surface compiles with warnings as errors). It is a `let` unless a setting follows.
    @Test func aListAtUIKitsDefaultsCompilesWithoutWarnings() throws {
        let folder = TemporaryDirectory(prefix: "export-plain-list")
        folder.write("plain.lua", "return { id = \"plain\", items = { { id = 1 } }, layout = layout.list {} }\n")
        folder.write(
            "grouped.lua",
            "return { id = \"grouped\", items = { { id = 2 } }, layout = layout.list { showsSeparators = false } }\n")
        let export = try FolderExport.make(folder.path, name: "Lists")
        #expect(export.source.contains("let list = UICollectionLayoutListConfiguration("))
        #expect(export.source.contains("var list = UICollectionLayoutListConfiguration("))
        try SwiftProgram.typeCheck(files: ["Lists.swift": export.source])
    }

    @Test func usageErrors() throws {
        #expect(try FeedProcess.result(["export", "kotlin", PackageFolder.root + "/plugins"]).status == 2)
        #expect(try FeedProcess.result(["export", "swift", "--name", "my feed"]).status == 2)
        #expect(try FeedProcess.result(["export", "swift", "--ios", "12"]).status == 2)
        #expect(try FeedProcess.result(["export"]).status == 2)
    }
}
