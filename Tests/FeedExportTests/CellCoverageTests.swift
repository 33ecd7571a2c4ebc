import FeedExport
import FeedLayout
import FeedTestSupport
import Testing

/// Every template feature the export writes — text styles at two Dynamic Type sizes, wrapping and aligned labels,
/// aspect ratios, multipliers on positions and sizes, every relation, named and numeric priorities, hugging and
/// compression resistance, spacers, every stack distribution and cross alignment, button insets, named templates
/// picked per item with a default, self-sizing, a footer template — round-tripped in both constraint styles.
@Suite struct CellCoverageTests {
    static let feed = """
        return {
          id = "cover",
          header = { title = "Coverage" },
          footer = { note = "The end of the coverage section, long enough to wrap onto a second line" },
          items = {
            { id = "a", cell = "row", title = "A title that is long enough to wrap in a narrow cell", rank = "1" },
            { id = "b", cell = "tile", title = "Tile", subtitle = "sub" },
            { id = "c", title = "Falls back to the default row", rank = "22" },
            { id = "d", cell = "tile", title = "Another tile with a longer title", subtitle = "second" },
          },
          layout = layout.section {
            group = layout.group.horizontal {
              width = fractionalWidth(1), height = estimated(90),
              subitems = { layout.item { width = fractionalWidth(0.5), height = estimated(90) } },
            },
            boundarySupplementaries = {
              layout.boundary { kind = "header", height = absolute(44), alignment = "top" },
              layout.boundary { kind = "footer", height = absolute(60), alignment = "bottom" },
            },
          },
          cell = "row",
          cells = {
            row = cell(function(c)
              local rank = c:label { name = "rank", text = field "rank", font = "caption1", textAlignment = "right" }
              local icon = c:image { name = "icon", aspectRatio = 1.5 }
              local title = c:label { name = "title", text = field "title", font = "headline", numberOfLines = 0 }
              local badge = c:button { name = "badge", title = "NEW", font = systemFont(11, "heavy"),
                contentInsets = { top = 2, leading = 6, bottom = 2, trailing = 6 } }
              rank:setContentHuggingPriority("high", "horizontal")
              rank:setContentCompressionResistancePriority(800, "horizontal")
              title:setContentCompressionResistancePriority(200, "vertical")
              rank:makeConstraints(function(make)
                make.leading:equalTo(4)
                make.top:equalToSuperview():offset(6)
                make.width:greaterThanOrEqualTo(16)
              end)
              icon:makeConstraints(function(make)
                make.leading:equalTo(rank.snp.trailing):offset(6)
                make.top:equalTo(rank)
                make.height:equalToSuperview():multipliedBy(0.25):priority("high")
              end)
              title:makeConstraints(function(make)
                make.leading:equalTo(icon.snp.trailing):offset(8)
                make.trailing:lessThanOrEqualToSuperview():inset(8)
                make.top:equalTo(icon.snp.top)
                make.bottom:lessThanOrEqualTo(badge.snp.top):offset(-4)
              end)
              badge:makeConstraints(function(make)
                make.centerX:equalToSuperview():multipliedBy(1.5)
                make.bottom:equalToSuperview():inset(6):priority(999)
                make.height:equalTo(18):priority("low")
              end)
            end),
            tile = cell(function(c)
              local row = c:hstack { name = "row", spacing = 4, alignment = "center", distribution = "fill" }
              row:label { name = "title", text = field "title", font = "body", numberOfLines = 2 }
              row:spacer { name = "gap" }
              row:label { name = "subtitle", text = field "subtitle", font = systemFont(12, "light") }
              local pair = c:hstack { name = "pair", spacing = 2, alignment = "bottom", distribution = "fillEqually" }
              pair:view { name = "left", backgroundColor = "systemRed" }
              pair:view { name = "right", backgroundColor = "systemGreen" }
              local spread = c:vstack { name = "spread", spacing = 1, alignment = "trailing", distribution = "equalSpacing" }
              spread:label { name = "one", text = "1", font = "caption2" }
              spread:label { name = "two", text = "2", font = "caption2" }
              spread:label { name = "three", text = "3", font = "caption2" }
              row:makeConstraints(function(make)
                make.top.leading:equalToSuperview():inset(6)
                make.trailing:equalTo(spread.snp.leading):offset(-6)
              end)
              pair:makeConstraints(function(make)
                make.top:greaterThanOrEqualTo(row.snp.bottom):offset(4)
                make.leading:equalTo(row)
                make.width:equalTo(row):dividedBy(2)
                make.height:equalTo(12)
                make.bottom:equalToSuperview():inset(6)
              end)
              pair:setContentHuggingPriority(300, "vertical")
              spread:makeConstraints(function(make)
                make.trailing:equalToSuperview():inset(6)
                make.top:equalTo(row)
                make.height:equalTo(60):priority(500)
              end)
            end),
          },
          supplementaryCells = {
            header = cell(function(c)
              local title = c:label { name = "title", text = field "title", font = "title2" }
              title:makeConstraints(function(make)
                make.leading.trailing:equalToSuperview():inset(16)
                make.centerY:equalToSuperview()
              end)
            end),
            footer = cell(function(c)
              local note = c:label { name = "note", text = field "note", font = "footnote", numberOfLines = 2,
                textAlignment = "center" }
              note:makeConstraints(function(make)
                make.edges:equalToSuperview():inset(4)
              end)
            end),
          },
        }
        """

    static let categories: [ContentSizeCategory] = [.large, .accessibilityLarge]

    @Test(arguments: ConstraintStyle.allCases, categories)
    func everyFeatureRoundTrips(style: ConstraintStyle, category: ContentSizeCategory) throws {
        let scratch = TemporaryDirectory(prefix: "export-cell-coverage")
        scratch.write("feed/cover.lua", Self.feed)
        var environment = LayoutEnvironment()
        environment.traits.preferredContentSizeCategory = category
        let trip = try CellRoundTrip(folder: scratch.path + "/feed", style: style, environment: environment)
        #expect(trip.problems.isEmpty, "\(trip.problems.prefix(20).joined(separator: "\n"))")
        #expect(
            trip.compared.map(\.label).sorted() == [
                "cover/footer", "cover/header", "cover/row", "cover/row", "cover/tile", "cover/tile",
            ])
        let title = try #require(trip.recorded.first?.texts.dropFirst(2).first ?? nil)
        #expect(title.hasPrefix("A title"))
        #expect(
            style == .anchors
                ? trip.source.contains("NSLayoutConstraint(item:") : trip.source.contains(".multipliedBy(1.5)"))
    }
}
