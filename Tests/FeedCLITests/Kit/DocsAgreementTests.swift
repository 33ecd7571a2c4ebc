import FeedTestSupport
import Foundation
import Testing

@testable import FeedCLI

/// What the guide, the README, the reference and the cookbook say about the command and its output, checked
/// against the command: every `feed …` line of their code blocks parses, and the claims a new user found wrong
/// hold.
@Suite struct DocsAgreementTests {
    static let documents =
        ["/guide.md", "/reference.md", "/spec/contract.md", "/cookbook/README.md"].map {
            KitFolders.docs + $0
        } + [FeedBinary.packageRoot + "/README.md"]
        + KitFolders.recipes.map { KitFolders.docs + "/cookbook/\($0)/README.md" }

    /// The `feed …` lines of the documents' code blocks, without trailing `# comments` or a synopsis line's
    /// description; lines with placeholders (`<command>`, `[DIR]`) are left out.
    static var commandLines: [String] {
        var lines: [String] = []
        for path in documents {
            var inBlock = false
            for line in KitFolders.read(path).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                // A synopsis line describes its command after two spaces; a shell line comments after `#`.
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let text = trimmed.components(separatedBy: "  ").first ?? ""
                let command = (text.split(separator: "#", maxSplits: 1).first.map(String.init) ?? "")
                    .trimmingCharacters(in: .whitespaces)
                guard inBlock, command.hasPrefix("feed "), !command.contains("<"), !command.contains("[") else {
                    continue
                }
                lines.append(command)
            }
        }
        return lines
    }

    @Test func everyCommandInTheDocsParses() throws {
        let lines = Self.commandLines
        #expect(lines.count >= 15, "\(lines)")
        for line in lines {
            let arguments = line.split(separator: " ").dropFirst().map(String.init)
            #expect(throws: Never.self, "\(line)") { try ArgumentParser.parse(arguments) }
        }
    }

    /// The contract's §4 is where the reference sends a reader for "every option": it names each option the
    /// parser accepts, and no other (nine of them had been missing from it).
    @Test func theContractListsEveryOptionAndNoOther() throws {
        let contract = KitFolders.read(KitFolders.docs + "/spec/contract.md")
        let start = try #require(contract.range(of: "## 4. Commands"))
        let end = try #require(contract.range(of: "## 5. "))
        let section = contract[start.upperBound..<end.lowerBound]
        // Words of letters, digits and dashes: `--width/--height` is two, `--format json` one and a value.
        let words = section.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        let named = Set(words.filter { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }.map(String.init))
        let accepted = Set(OptionName.allCases.map(\.flag) + ["--help", "--version"])
        #expect(accepted.subtracting(named).sorted() == [], "accepted, not in docs/spec/contract.md §4")
        #expect(named.subtracting(accepted).sorted() == [], "in docs/spec/contract.md §4, not accepted")
    }

    /// The last column of the contract's §4 option table says which commands take each option; it is what a
    /// reader trusts before `feed <command> --help`, so each row names exactly the commands whose parser
    /// accepts it. A cell reads "build, watch" (those), "all but devices", and after a `;` "`--memory-cap`
    /// also diff" for one option of the row; parentheses explain and name no command.
    @Test func theContractsOptionTableNamesEachOptionsCommands() throws {
        let contract = KitFolders.read(KitFolders.docs + "/spec/contract.md")
        let start = try #require(contract.range(of: "| option | meaning | commands |"))
        let end = try #require(contract[start.upperBound...].range(of: "\n\n"))
        var documented: [String: Set<Command>] = [:]
        for row in contract[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst() {
            // `\|` separates an option's values inside a cell (`portrait\|landscape`), not cells.
            let cells = row.replacingOccurrences(of: "\\|", with: "/").split(separator: "|").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let flags = cells[0].split { !($0.isLetter || $0 == "-") }.filter { $0.hasPrefix("--") }.map(String.init)
            var depth = 0
            let unexplained = cells[cells.count - 1].filter { character in
                if character == "(" { depth += 1 }
                defer { if character == ")" { depth -= 1 } }
                return depth == 0 && character != ")"
            }
            let parts = unexplained.split(separator: ";")
            func commands(_ text: Substring) -> Set<Command> {
                let named = Set(text.split { !$0.isLetter }.compactMap { Command(rawValue: String($0)) })
                return text.contains("all but") ? Set(Command.allCases).subtracting(named) : named
            }
            for flag in flags { documented[flag, default: []].formUnion(commands(parts[0])) }
            for part in parts.dropFirst() {
                for flag in flags where part.contains("`\(flag)` also") {
                    documented[flag, default: []].formUnion(commands(part))
                }
            }
        }
        #expect(Set(documented.keys) == Set(OptionName.allCases.map(\.flag)))
        for option in OptionName.allCases {
            let accepting = Set(Command.allCases.filter { $0.options.contains(option) })
            #expect(
                documented[option.flag] == accepting,
                "\(option.flag): docs/spec/contract.md §4 names \(documented[option.flag] ?? []), the parser takes it on \(accepting)"
            )
        }
    }

    /// `feed check` takes `--out` and writes it, so "writes nothing" (its help, its summary, the contract and the
    /// README) was not so; they say "nothing but --out", and the state file is indeed never written.
    @Test func checkWritesNothingButItsOut() throws {
        let fixture = FeedFixture()
        fixture.writeListSection("a")
        fixture.writeItems("a", [(id: "a-1", title: "One")])
        let out = fixture.path + "/check.json"
        #expect(try fixture.feed("check", "--out", out).status == 0)
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: fixture.path + "/.feed"))
        #expect(Command.check.summary.hasSuffix("write nothing but --out"))
        #expect(HelpText.help(for: .check).contains("writes nothing but --out"))
        let contract = KitFolders.read(KitFolders.docs + "/spec/contract.md")
        #expect(
            contract.contains(
                "feed check [DIR]   run and validate every script; print every problem; write nothing but --out"))
        #expect(KitFolders.read(FeedBinary.packageRoot + "/README.md").contains("writes nothing but `--out`"))
    }

    /// The README's "What you get" is what `scripts/demo` prints (`feed build plugins --no-state --format text`),
    /// line for line; it had left out the last line, the first run's summary.
    @Test func theReadmesDemoOutputIsWhatTheDemoPrints() throws {
        let readme = KitFolders.read(FeedBinary.packageRoot + "/README.md")
        let start = try #require(readme.range(of: "```\n$ scripts/demo\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let demo = try FeedBinary.run(["build", KitFolders.plugins, "--no-state", "--format", "text"])
        #expect(demo.status == 0)
        let printed = demo.output.replacingOccurrences(of: KitFolders.plugins, with: "plugins")
        #expect(printed == String(readme[start.upperBound..<end.lowerBound]))
    }

    @Test func theGuideTeachesWhatTheCommandOffers() {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        for phrase in [
            "feed init", "feed serve", "--format svg", "--format html", "--set ", "ctx.vars", "--keep-going",
        ] {
            #expect(guide.contains(phrase), "the guide never mentions \(phrase)")
        }
    }

    /// The guide builds the command as the README does: optimised, from `.build/release`.
    @Test func theGuideAndTheReadmeBuildTheSameCommand() {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let readme = KitFolders.read(FeedBinary.packageRoot + "/README.md")
        for text in [guide, readme] {
            #expect(text.contains("swift build -c release --product feed"))
            #expect(text.contains(".build/release"))
            #expect(!text.contains(".build/debug"))
        }
    }

    /// The guide's §7 quotes a Lua error as the host prints it. It had left out the provider field
    /// (`items:`) that the host names between the line and Lua's message, so the quote matched no real output.
    @Test func aLuaErrorReadsAsTheGuideQuotesIt() throws {
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        let bullet = try #require(guide.range(of: "- **Lua errors** carry"))
        let quoted = try #require(guide[bullet.upperBound...].split(separator: "`").dropFirst().first)
        #expect(quoted.hasPrefix("error: apps.lua:7: "), "\(quoted)")
        let fixture = FeedFixture()
        fixture.write(
            "apps.lua",
            """
            -- Line 7 indexes a field of a nil value, as the guide's example does.
            return {
              id = "apps",
              layout = layout.list {},
              items = function(ctx)
                local app = {}
                return { { id = "app-1", title = app.name.first } }
              end,
            }
            """)
        let run = try fixture.feed("check", "--format", "text")
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").contains(quoted), "\(run.errors)")
    }

    /// The two `measure` errors docs/reference.md quotes, from scripts with the bad line where the quote has it.
    /// The quotes had dropped the field the host names (`measure(items[1]):`) and the type word of `got number nan`.
    @Test(arguments: [
        (
            "rows.lua:4: measure(items[1]): env is read-only",
            "  measure = function(item, proposal, env)\n    env.x = 1\n    return { height = 50 }\n  end }"
        ),
        (
            "rows.lua:12: measure(items[3]).height",
            String(repeating: "  -- a comment, so that measure starts on line 12\n", count: 9)
                + "  measure = function(item) return { height = item.id == \"c\" and 0 / 0 or 50 } end }"
        ),
    ])
    func aMeasureErrorReadsAsTheReferenceQuotesIt(start: String, measure: String) throws {
        let reference = KitFolders.read(KitFolders.docs + "/reference.md")
        let quote = try #require(reference.range(of: "`" + start))
        let end = try #require(reference[quote.upperBound...].firstIndex(of: "`"))
        let quoted = reference[reference.index(after: quote.lowerBound)..<end]
        let fixture = FeedFixture()
        fixture.write(
            "rows.lua",
            """
            return { id = "rows", items = { { id = "a" }, { id = "b" }, { id = "c" } },
              layout = layout.list { rowHeight = estimated(44) },
            \(measure)
            """)
        let run = try fixture.feed("check", "--format", "text")
        #expect(run.status == 1)
        #expect(run.errors.split(separator: "\n").contains("error: " + quoted), "\(quoted)\n\(run.errors)")
    }

    /// Every sideways behaviour but `continuous` reports `restOffsets`, as the guide now says.
    @Test(arguments: ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"])
    func restOffsetsAsTheGuideSays(behaviour: String) throws {
        let fixture = FeedFixture()
        fixture.write(
            "row.lua",
            """
            return { id = "row", items = { { id = "a" }, { id = "b" }, { id = "c" } },
              layout = layout.section { orthogonalScrolling = "\(behaviour)",
                group = layout.group.horizontal { width = fractionalWidth(0.8), height = absolute(50),
                  subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } } }
            """)
        let run = try fixture.feed("build", "--no-state", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let section = try #require((try parseJSON(run.outputBytes)["sections"] as? [[String: Any]])?.first)
        #expect((section["restOffsets"] != nil) == (behaviour != "continuous"))
        let guide = KitFolders.read(KitFolders.docs + "/guide.md")
        #expect(guide.contains("every sideways behaviour but `continuous`: `continuousGroupLeadingBoundary` and the"))
    }

    /// docs/cookbook/section-background: an empty section keeps its header, insets and background; without a
    /// header it has none.
    @Test func anEmptySectionsBackgroundAsTheCookbookSays() throws {
        let recipe = KitFolders.docs + "/cookbook/section-background"
        let readme = KitFolders.read(recipe + "/README.md")
        #expect(
            readme.contains("the section is `[0, 0, 390, 64]` (`44 + 10 + 10`) and the background `[5, 5, 380, 54]`"))
        #expect(readme.contains("no header or footer has no size (`[0, 0, 390, 0]`) and no background"))
        let (scratch, feed) = try KitFolders.copy(recipe)
        defer { _ = scratch }
        let script = KitFolders.read(feed + "/featured.lua")
        let items = try #require(script.range(of: "  items = {"))
        let empty = script.replacingCharacters(in: items, with: "  items = {} or {")
        func section(_ text: String) throws -> [String: Any] {
            try text.write(toFile: feed + "/featured.lua", atomically: true, encoding: .utf8)
            let run = try FeedBinary.run(["build", feed, "--no-state", "--format", "json"])
            #expect(run.status == 0, "\(run.errors)")
            return try #require((try parseJSON(run.outputBytes)["sections"] as? [[String: Any]])?.first)
        }
        let withHeader = try section(empty)
        #expect(numbers(withHeader["frame"]) == [0, 0, 390, 64])
        let backgrounds = withHeader["decorations"] as? [[String: Any]] ?? []
        #expect(backgrounds.map { numbers($0["frame"]) } == [[5, 5, 380, 54]])
        let headerless = try section(
            empty.replacingOccurrences(of: "    header = layout.boundary { height = absolute(44) },\n", with: ""))
        #expect(numbers(headerless["frame"]) == [0, 0, 390, 0])
        #expect((headerless["decorations"] as? [Any])?.isEmpty ?? true)
    }

    /// Where the reference says the bundled feed rests (`--scroll-y` far above the content clamps to minus the top
    /// inset) on the 390-pt iPhone with each choice of bars, and on the SE with a navigation bar alone. `--bars nav`
    /// rested at −47 on the iPhone (the larger of the 47-pt safe area and the 44-pt bar, drawn over the sensor
    /// housing); the bar sits below the housing, at −91 as with the status bar.
    @Test(arguments: [
        (["--device", "iphone"], "−47 on the 390-pt iPhone, `--device iphone`"),
        (["--device", "iphone", "--bars", "status,nav"], "−91 with `--bars status,nav`"),
        (["--device", "iphone", "--bars", "nav"], "`--bars nav` alone rests at −91 too"),
        (["--device", "iphone-se", "--bars", "nav"], "at −44 on the iPhone SE"),
    ])
    func theFeedRestsWhereTheReferenceSays(bars: [String], claim: String) throws {
        let reference = KitFolders.read(KitFolders.docs + "/reference.md").split(whereSeparator: \.isWhitespace)
        #expect(reference.joined(separator: " ").contains(claim))
        let rest = try #require(claim.split(whereSeparator: { !$0.isNumber }).first.flatMap { Double($0) })
        let run = try FeedBinary.run(
            [
                "build", KitFolders.plugins, "--no-state", "--format", "json", "--scroll-y", "-1000",
            ]
                + bars)
        #expect(numbers(try parseJSON(run.outputBytes)["scrollOffset"]) == [0, -rest])
    }
}
