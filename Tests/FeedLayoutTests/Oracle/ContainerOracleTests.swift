import FeedLayout
import LayoutOracleSupport
import Testing

/// The container a section provider sees against the oracle's rules (docs/spec/layout.md §1.2): on every device
/// screen, orientation and split view, under each configuration reference and both scroll directions.
@Suite struct ContainerOracleTests {
    @Test func theContainerIsTheReferencesBoxOnEveryScreen() {
        var mismatches: [String] = []
        for (preset, landscape, split) in RandomLayoutGenerator.screens {
            let environment = preset.environment(landscape: landscape, split: split)
            for direction in [ScrollDirection.vertical, .horizontal] {
                for reference in ContentInsetsReference.allCases {
                    let configuration = LayoutConfiguration(
                        scrollDirection: direction, contentInsetsReference: reference)
                    let expected = ReferenceEnvironmentRules(environment: environment, configuration: configuration)
                        .container()
                    let actual = environment.container(configuration.containerSettings)
                    if actual.contentSize != expected.size || actual.contentInsets != expected.insets
                        || actual.effectiveContentSize != expected.effective
                    {
                        let label = "\(preset.name) \(landscape) \(split?.fraction ?? "") \(direction) \(reference)"
                        mismatches.append("\(label): \(actual) ≠ \(expected)")
                    }
                }
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(5).joined(separator: "\n"))")
    }

    /// §1.2's two worked cases: the 390 × 844 iPhone scrolling sideways (47 and 34 of safe area above and below),
    /// and the 820-wide iPad in portrait under the readable content guide (74 a side, §6.2).
    @Test func theWorkedExamples() throws {
        let iphone = try #require(DevicePreset.named("iphone")).environment()
        let sideways = iphone.container(ContainerSettings(scrollDirection: .horizontal))
        #expect(sideways.effectiveContentSize == Size(width: 390, height: 763))
        #expect(sideways.contentInsets == EdgeInsets(top: 47, bottom: 34))
        let ipad = try #require(DevicePreset.named("ipad")).environment()
        let readable = ipad.container(ContainerSettings(contentInsetsReference: .readableContent))
        #expect(readable.effectiveContentSize == Size(width: 672, height: 1180))
        #expect(readable.contentInsets == EdgeInsets(leading: 74, trailing: 74))
    }
}
