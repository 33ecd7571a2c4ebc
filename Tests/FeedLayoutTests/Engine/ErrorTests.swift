import FeedLayout
import Testing

@Suite("Invalid descriptions are errors with field paths")
struct ErrorTests {
    static let row = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()])

    static func section(
        _ group: LayoutGroup = row, insets: EdgeInsets = .zero, boundaries: [BoundarySupplementary] = []
    )
        -> LayoutSection
    {
        LayoutSection(group: group, contentInsets: insets, boundarySupplementaries: boundaries)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let section: LayoutSection
        let items: Int
        let path: String
        let message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "no subitems", section: section(Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [])),
            items: 1, path: "group.subitems", message: "expected at least one subitem, got none"),
        Case(
            name: "no subitems in an empty section",
            section: section(Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [])), items: 0,
            path: "group.subitems", message: "expected at least one subitem, got none"),
        Case(
            name: "negative width",
            section: section(
                Fixture.group(
                    .horizontal, .fractionalWidth(1), .absolute(44),
                    [Fixture.item(), Fixture.item(.absolute(-3))])),
            items: 1, path: "group.subitems[1].width", message: "expected a non-negative size, got -3"),
        Case(
            name: "nested non-finite fraction",
            section: section(
                Fixture.group(
                    .horizontal, .fractionalWidth(1), .absolute(44),
                    [.group(Fixture.group(.vertical, .fractionalWidth(1), .fractionalHeight(.nan), [Fixture.item()]))])),
            items: 1, path: "group.subitems[0].height", message: "expected a non-negative fraction, got nan"),
        Case(
            name: "count zero",
            section: section(
                Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()], count: 0)),
            items: 1, path: "group.count", message: "expected a count of at least 1, got 0"),
        Case(
            name: "negative inset", section: section(insets: EdgeInsets(top: -2)), items: 1,
            path: "contentInsets.top", message: "expected an inset of 0 or more such as 16, got -2"),
        Case(
            name: "insets leave no room", section: section(insets: EdgeInsets(leading: 200, trailing: 200)), items: 1,
            path: "contentInsets", message: "insets of 400 leave no room in a container 390 wide"),
        Case(
            name: "item wider than its group",
            section: section(
                Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item(.absolute(400))])),
            items: 1, path: "group.subitems[0].width",
            message: "the group cannot fit even a single item: the item is 400 wide and the group has 390"),
        Case(
            name: "duplicate kinds",
            section: section(boundaries: [Fixture.header(), Fixture.header(), Fixture.header(kind: "footer")]),
            items: 1, path: "boundarySupplementaries[1].kind",
            message: "duplicate kind \"header\" in this section; kinds are unique in a section"),
        Case(
            name: "custom group without frames",
            section: section(
                LayoutGroup(direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(9)))),
            items: 2, path: "group.frames",
            message:
                "expected at least one frame for a section with items, such as { x = 0, y = 0, width = 195, height = 200 }, got none"
        ),
        Case(
            name: "negative flexible spacing",
            section: section(
                Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()], spacing: .flexible(-1))
            ),
            items: 1, path: "group.interItemSpacing", message: "expected a spacing of 0 or more such as 8, got -1"),
        Case(
            name: "count too large",
            section: section(
                Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item()], count: 200_000)),
            items: 1, path: "group.count", message: "expected a count of at most 100000, got 200000"),
        Case(
            name: "negative item count", section: section(), items: -1, path: "items",
            message: "expected a non-negative item count, got -1"),
    ]

    @Test(arguments: cases)
    func errorNamesTheField(_ example: Case) {
        #expect {
            try Fixture.solve(example.section, items: example.items)
        } throws: { error in
            guard let error = error as? LayoutError else { return false }
            return error.section == 0 && error.path == example.path && error.message == example.message
        }
    }

    @Test func itemsThatTakeNoRoomShareOneRow() throws {
        // Zero-width items all fit: one row holds the section's 3 items at x = 0 (no endless fit loop).
        let group = Fixture.group(.horizontal, .fractionalWidth(1), .absolute(44), [Fixture.item(.absolute(0))])
        let section = try Fixture.solve(Self.section(group), items: 3).sections[0]
        expectItems(section, [[0, 0, 0, 44], [0, 0, 0, 44], [0, 0, 0, 44]])
        expectClose(section.frame.height, 44)
    }

    @Test func errorsReadAsSentences() {
        let error = LayoutError(section: 2, path: "group.count", message: "expected a count of at least 1, got 0")
        #expect(error.description == "section 2: group.count: expected a count of at least 1, got 0")
    }

    @Test func validateListsEveryProblem() {
        let solver = LayoutSolver(environment: LayoutEnvironment(width: 0, height: 844))
        let bad = Self.section(
            Fixture.group(.horizontal, .fractionalWidth(-1), .absolute(44), [Fixture.item()], count: 0),
            insets: EdgeInsets(leading: -1))
        let errors = solver.validate([SectionInput(Self.section(), itemCount: 1), SectionInput(bad, itemCount: 1)])
        #expect(errors.map(\.path) == ["environment.width", "contentInsets.leading", "group.width", "group.count"])
        #expect(errors.map(\.section) == [nil, 1, 1, 1])
    }

    /// A section keeps its first 1,000 problems and counts the rest in one more: 20,000 headers of one kind gave
    /// 19,999 errors.
    @Test func aSectionKeepsAThousandProblemsAndCountsTheRest() {
        let solver = LayoutSolver(environment: LayoutEnvironment(width: 390, height: 844))
        let headers = Array(repeating: Fixture.header(), count: 2_500)
        let errors = solver.validate([SectionInput(Self.section(boundaries: headers), itemCount: 1)])
        #expect(errors.count == 1_001)
        #expect(errors.first?.path == "boundarySupplementaries[1].kind")
        #expect(errors[999].path == "boundarySupplementaries[1000].kind")
        #expect(errors.last?.description == "section 0: 1,499 more problems in the layout, like those above")
    }

    @Test func badEnvironmentIsAnError() {
        #expect(
            throws: LayoutError(
                section: nil, path: "environment.scale", message: "expected a non-negative scale, got -1")
        ) {
            try Fixture.solve(Self.section(), items: 1, environment: LayoutEnvironment(scale: -1))
        }
    }

    @Test func badMeasurementIsAnError() {
        let rows = DecorationExampleTests.estimatedRows
        #expect(
            throws: LayoutError(
                section: 0, path: "measure", message: "expected a non-negative measured size for item 0, got 358 × -5")
        ) {
            try Fixture.solve([SectionInput(rows, itemCount: 2)]) { _ in Size(width: 1, height: -5) }
        }
    }
}
