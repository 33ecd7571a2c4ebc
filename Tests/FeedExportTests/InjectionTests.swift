import FeedExport
import FeedHost
import FeedLayout
import FeedTestSupport
import Foundation
import Testing

/// Strings from scripts cannot inject code: hostile section ids, element kinds and file names export to a file
/// that compiles and carries exactly those strings.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct InjectionTests {
    /// Quotes, backslashes, interpolation, raw-string delimiters, a line break, a comment end, bidi controls.
    static let hostile =
        "q\"uote \\back \\(boom) \"#raw\"# #\"x\"# line\nbreak */ /* \u{202E}rlo\u{2066}isolate\u{200F} é"

    /// `hostile` as a Lua string literal (Lua 5.4 `\u{…}` escapes).
    static var luaLiteral: String {
        var text = "\""
        for scalar in hostile.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case " "..."~": text.unicodeScalars.append(scalar)
            default: text += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return text + "\""
    }

    static var script: String {
        """
        local evil = \(luaLiteral)
        return {
          id = evil,
          items = { { id = "a" }, { id = "b" } },
          layout = layout.section {
            group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(50),
              subitems = { layout.item {
                width = fractionalWidth(0.5), height = fractionalHeight(1),
                supplementaries = { layout.supplementary {
                  kind = evil .. "badge", width = absolute(10), height = absolute(10), anchor = { edges = { "top" } },
                } },
              } },
            },
            boundarySupplementaries = { layout.boundary { kind = evil, height = absolute(20), alignment = "top" } },
            decorations = { layout.background { kind = evil .. "background" } },
          },
        }
        """
    }

    @Test func hostileStringsCompileAndSurviveExactly() throws {
        let scratch = TemporaryDirectory(prefix: "export-hostile")
        // The file name is hostile too (Linux allows anything but `/` and NUL).
        scratch.write("feed/a\"b\\(c)*\u{202E}#.lua", Self.script)
        let export = try FolderExport.make(scratch.path + "/feed", name: "Hostile")
        #expect(!export.source.contains("\n".appending("break")), "a line break reached the source")
        #expect(!export.source.unicodeScalars.contains { !$0.isASCII }, "the source is not pure ASCII")
        let files = [
            "main.swift": ExportDriver.main(exports: ["Hostile"], environments: [RandomRoundTripTests.anyEnvironment]),
            "Hostile.swift": export.source,
        ]
        let output = try SwiftProgram.run(files: files, extraSources: ExportDriver.recorderSources)
        let recorded = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let recording = try RecordedLayout.export(try #require(recorded["Hostile"]))
        #expect(recording.order == [Self.hostile])
        let recipe = try #require(recording.sections["any"]?.first ?? nil)
        guard case .section(let section) = recipe else {
            Issue.record("not a section")
            return
        }
        #expect(section.boundarySupplementaries.map(\.kind) == [Self.hostile])
        #expect(section.decorations.map(\.kind) == [Self.hostile + "background"])
        guard case .item(let item) = section.group.subitems.first else {
            Issue.record("no item")
            return
        }
        #expect(item.supplementaries.map(\.kind) == [Self.hostile + "badge"])
    }

    @Test func literalsEscapeEverythingOutsidePrintableASCII() {
        #expect(SwiftLiteral.string("a\"b\\c") == #""a\"b\\c""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
        #expect(SwiftLiteral.string("line\nbreak\u{202E}") == #""line\u{A}break\u{202E}""#)
        #expect(SwiftLiteral.string("é") == #""\u{E9}""#)
    }

    @Test func typeNamesAreValidated() {
        #expect(SwiftLiteral.isTypeName("FeedSections"))
        #expect(SwiftLiteral.isTypeName("_Feed2"))
        #expect(SwiftLiteral.isTypeName("UI") && SwiftLiteral.isTypeName("Nsfeed"))
        // Names of Apple's framework types would hide the ones the file uses inside the enum.
        for bad in ["UIView", "NSCollectionLayoutSection", "CGRect", "CALayer"] {
            #expect(!SwiftLiteral.isTypeName(bad), "\(bad)")
        }
        for bad in ["", "2Feed", "Feed Sections", "Feed\"", "class", "String", "Féed", "Feed-Sections"] {
            #expect(!SwiftLiteral.isTypeName(bad), "\(bad)")
        }
    }
}
