import FeedLayout
import FeedScripting

/// The traits the export does not branch on (docs/decisions.md "Direction and text size"): every sample is left to
/// right at the `large` text size, and the written tests read the size class and the container's size only. A
/// recipe that answers differently right to left or at another Dynamic Type size was exported without a word, and
/// the app took the left-to-right, `large` recipe there (rows 90 tall right to left where `feed build --rtl` gives
/// 120); with `--rtl` the run's own sample was a size test the iPhone's matched first.
extension SectionProbe {
    /// A warning when the recipe on the iPhone changes right to left or at another text size.
    mutating func traitDependenceNote(line: Int?) -> String? {
        guard let iphone = DevicePreset.named("iphone") else { return nil }
        let base = iphone.environment()
        guard let reference = quietRecipe(in: base) else { return nil }
        var differing: [String] = []
        if let other = quietRecipe(in: iphone.environment(direction: .rightToLeft)), other != reference {
            differing.append("right to left")
        }
        let sizes = ContentSizeCategory.allCases.filter { category in
            guard category != base.traits.preferredContentSizeCategory,
                let other = quietRecipe(in: iphone.environment(contentSize: category))
            else { return false }
            return other != reference
        }
        if !sizes.isEmpty {
            differing.append("at the text sizes " + sizes.map(\.name).joined(separator: ", "))
        }
        guard !differing.isEmpty else { return nil }
        return warn(
            field: "layout", line: line,
            "layout(env) gives another recipe on the iPhone " + differing.joined(separator: " and ")
                + "; the export branches on neither the layout direction nor the text size and holds the recipes of "
                + "left to right at large, which the app gets there too")
    }

    /// The recipe in `environment`, nil when it fails there (no evidence either way, as for the item-count probes).
    private func quietRecipe(in environment: LayoutEnvironment) -> SectionInput.Recipe? {
        try? pipeline.recipe(ofScript: script, environment: environment, itemCount: itemCount, sectionIndex: index)
            .recipe
    }
}
