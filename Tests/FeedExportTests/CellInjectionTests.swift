import FeedExport
import FeedTestSupport
import Foundation
import Testing

/// Hostile strings in cell templates — section id, template and view names, field names, texts, colors, symbols,
/// supplementary kinds — cannot inject code: the cells export to a file that compiles in both constraint styles,
/// and the views carry exactly those strings (names, texts) while the round trip still holds.
@Suite struct CellInjectionTests {
    static var script: String {
        """
        local evil = \(InjectionTests.luaLiteral)
        return {
          id = evil,
          header = { title = evil },
          items = { { id = "a", cell = evil, title = evil .. " field" }, { id = "b", title = "plain" } },
          layout = layout.section {
            group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(120),
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
            },
            boundarySupplementaries = { layout.boundary { kind = "header", height = absolute(40), alignment = "top" } },
          },
          cells = {
            [evil] = cell(function(c)
              local box = c:vstack { name = evil .. "stack", spacing = 2, alignment = "leading" }
              box:label { name = evil, text = field "title", color = evil, numberOfLines = 0 }
              box:label { name = evil .. "2", text = evil, font = "headline" }
              local button = c:button { name = evil .. "button", title = evil, backgroundColor = evil }
              local image = c:image { name = evil .. "image", symbol = evil, width = 20, height = 20 }
              box:makeConstraints(function(make)
                make.leading.top:equalToSuperview():offset(4)
                make.trailing:lessThanOrEqualTo(button.snp.leading):offset(-4):priority(600)
              end)
              button:makeConstraints(function(make)
                make.trailing:equalToSuperview()
                make.centerY:equalToSuperview()
              end)
              image:makeConstraints(function(make)
                make.bottom:equalToSuperview():inset(2)
                make.leading:equalToSuperview()
              end)
            end),
          },
          cell = evil,
          supplementaryCells = {
            header = cell(function(c)
              local title = c:label { name = evil, text = field "title" }
              title:makeConstraints(function(make) make.edges:equalToSuperview() end)
            end),
          },
        }
        """
    }

    @Test(arguments: ConstraintStyle.allCases)
    func hostileCellStringsCompileAndSurvive(style: ConstraintStyle) throws {
        let scratch = TemporaryDirectory(prefix: "export-hostile-cells")
        scratch.write("feed/cells.lua", Self.script)
        let trip = try CellRoundTrip(folder: scratch.path + "/feed", style: style)
        #expect(!trip.source.contains("\n".appending("break")), "a line break reached the source")
        #expect(!trip.source.unicodeScalars.contains { !$0.isASCII }, "the source is not pure ASCII")
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(10).joined(separator: "\n"))")
        // Both items (the one naming the template, the one falling back to it) and the header were compared.
        #expect(trip.compared.count == 3)
        let hostile = InjectionTests.hostile
        let cell = try #require(trip.recorded.first)
        #expect(
            cell.template.views.map(\.name) == [
                hostile + "stack", hostile, hostile + "2", hostile + "button", hostile + "image",
            ])
        #expect(cell.texts == [nil, hostile + " field", hostile, hostile, nil])
        #expect(trip.recorded.last?.texts == [hostile])
    }

    /// A section `UI` whose supplementary kinds are `image`, `stack` and `collection`: their classes would be
    /// `UIImageView`, `UIStackView` and `UICollectionView`, which inside the enum hide the UIKit classes every cell
    /// and the data source use (`UIStackView.Alignment`, `UICollectionView.CellRegistration`), and the file did
    /// not compile. They get a number instead, as a clash with `UIView` does.
    static let frameworkNamedScript = """
        local function titled(c)
          local title = c:label { name = "title", text = field "title" }
          title:makeConstraints(function(make) make.edges:equalToSuperview() end)
        end
        return {
          id = "UI",
          header = { title = "t" },
          items = { { id = "a", title = "x" } },
          layout = layout.section {
            group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(120),
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
            },
            boundarySupplementaries = {
              layout.boundary { kind = "image", height = absolute(40), alignment = "top" },
              layout.boundary { kind = "stack", height = absolute(40), alignment = "bottom" },
              layout.boundary { kind = "collection", height = absolute(40), alignment = "bottom" },
            },
          },
          cell = cell(function(c)
            local box = c:vstack { name = "box", spacing = 2 }
            box:label { name = "title", text = field "title" }
            local icon = c:image { name = "icon", width = 20, height = 20 }
            box:makeConstraints(function(make) make.leading.top:equalToSuperview() end)
            icon:makeConstraints(function(make) make.trailing.bottom:equalToSuperview() end)
          end),
          supplementaryCells = { image = cell(titled), stack = cell(titled), collection = cell(titled) },
        }
        """

    @Test func cellClassesNeverTakeTheNameOfAUIKitClassTheFileUses() throws {
        let scratch = TemporaryDirectory(prefix: "export-framework-names")
        scratch.write("feed/ui.lua", Self.frameworkNamedScript)
        let trip = try CellRoundTrip(folder: scratch.path + "/feed", style: .anchors)
        let names = Set(trip.naming.entries.map(\.className))
        #expect(names.isDisjoint(with: ["UIImageView", "UIStackView", "UICollectionView"]), "\(names)")
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(10).joined(separator: "\n"))")
    }

    /// Cells in a feed that uses no element kind at all: the data source declared `var plainViews` and never
    /// added to it, which Swift warns about in the app (the test compiles with warnings as errors).
    @Test func cellsWithoutSupplementariesCompileWithoutWarnings() throws {
        let scratch = TemporaryDirectory(prefix: "export-no-kinds")
        scratch.write("feed/cells.lua", Self.oneLabelSection(named: "title"))
        let trip = try CellRoundTrip(folder: scratch.path + "/feed", style: .anchors)
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(10).joined(separator: "\n"))")
        #expect(trip.compared.count == 1)
    }

    /// A label named `accessibility` was the property `accessibilityLabel`, a stored property over the one every
    /// view inherits (NSObject's, UIAccessibility.h), and the file did not compile.
    @Test func viewPropertiesNeverTakeTheNameOfAnInheritedMember() throws {
        let scratch = TemporaryDirectory(prefix: "export-inherited-names")
        scratch.write("feed/cells.lua", Self.oneLabelSection(named: "accessibility"))
        let trip = try CellRoundTrip(folder: scratch.path + "/feed", style: .anchors)
        #expect(!trip.source.contains("let accessibilityLabel ="))
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(10).joined(separator: "\n"))")
    }
}

extension CellInjectionTests {
    /// A section of one item whose cell is one label named `name`, showing the item's title edge to edge.
    static func oneLabelSection(named name: String) -> String {
        """
        return {
          id = "cells",
          items = { { id = "a", title = "x" } },
          layout = layout.section {
            group = layout.group.horizontal {
              width = fractionalWidth(1), height = absolute(60),
              subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } },
            },
          },
          cell = cell(function(c)
            local label = c:label { name = "\(name)", text = field "title" }
            label:makeConstraints(function(make) make.edges:equalToSuperview() end)
          end),
        }
        """
    }
}
