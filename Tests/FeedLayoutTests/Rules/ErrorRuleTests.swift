import FeedLayout
import Testing

/// docs/spec/layout.md §9: invalid descriptions are `LayoutError`s naming the section and the field path (in the DSL's names,
/// as `LayoutError` documents: `group.subitems[1].width`, `contentInsets`, `boundarySupplementaries[2].kind`).
@Suite struct ErrorRuleTests {
    static let row = group(.horizontal, .fractionalWidth(1), .absolute(50), [fill])

    /// Solves `section` as the second section (index 1) after a valid one and returns the error.
    func error(_ section: LayoutSection, environment: LayoutEnvironment = RuleHarness.phone) -> LayoutError? {
        do {
            _ = try LayoutSolver(environment: environment)
                .solve([
                    SectionInput(LayoutSection(group: Self.row), itemCount: 1), SectionInput(section, itemCount: 3),
                ])
            return nil
        } catch {
            return error
        }
    }

    /// Each case: the broken section and a fragment its path must contain.
    static let cases: [(String, LayoutSection, String)] = [
        ("no subitems", LayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [])), "subitems"),
        (
            "first subitem wider than the group (500 > 390)",
            LayoutSection(
                group: group(
                    .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(500), .fractionalHeight(1))])),
            "group"
        ),
        (
            "section insets leave no room (200 + 200 ≥ 390)",
            LayoutSection(group: row, contentInsets: EdgeInsets(leading: 200, trailing: 200)), "contentInsets"
        ),
        (
            "count 0", LayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [fill], count: 0)),
            "count"
        ),
        (
            "duplicate boundary kinds",
            LayoutSection(
                group: row,
                boundarySupplementaries: [header(.fractionalWidth(1), 20), header(.fractionalWidth(1), 30)]),
            "boundarySupplementaries[1]"
        ),
        (
            "negative absolute width",
            LayoutSection(
                group: group(
                    .horizontal, .fractionalWidth(1), .absolute(50), [item(.absolute(-5), .fractionalHeight(1))])),
            "group.subitems[0].width"
        ),
        (
            "non-finite spacing",
            LayoutSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [fill], spacing: .fixed(.nan))),
            "interItemSpacing"
        ),
        ("infinite interGroupSpacing", LayoutSection(group: row, interGroupSpacing: .infinity), "interGroupSpacing"),
        ("negative inset", LayoutSection(group: row, contentInsets: EdgeInsets(top: -1)), "contentInsets"),
        (
            "non-finite fraction",
            LayoutSection(group: group(.horizontal, .fractionalWidth(.infinity), .absolute(50), [fill])), "group.width"
        ),
    ]

    @Test(arguments: cases.indices)
    func invalidSectionNamesItsField(index: Int) {
        let (name, section, fragment) = Self.cases[index]
        let found = error(section)
        #expect(found?.section == 1, "\(name): \(String(describing: found))")
        #expect(found?.path.contains(fragment) == true, "\(name): path \(String(describing: found?.path))")
        #expect(found.map { $0.description.contains($0.path) && !$0.message.isEmpty } == true, "\(name)")
    }

    /// The environment is checked too: a zero width is an error of no section, on an `environment.` path.
    @Test func invalidEnvironmentNamesItsField() {
        let found = error(
            LayoutSection(group: Self.row), environment: LayoutEnvironment(width: 0, height: 844, scale: 3))
        #expect(found?.section == nil)
        #expect(found?.path.hasPrefix("environment") == true, "\(String(describing: found))")
    }
}
