import FeedLayout
import FeedScripting

/// Gates UIKit API by the oldest iOS an export must build for (`--ios`): each feature that needs a newer iOS is a
/// problem naming the script, the line, the field and the version.
///
/// Sources: Apple's documentation pages give list sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
/// `UICollectionLayoutListConfiguration`) as iOS 14.0+ and `NSCollectionLayoutGroup.horizontal(layoutSize:
/// repeatingSubitem:count:)` as iOS 16.0+, `UICollectionLayoutListConfiguration.headerTopPadding` as iOS 15.0+ and
/// `separatorConfiguration` and `itemSeparatorHandler` as iOS 14.5+ (`UICollectionLayoutList.h`:
/// `API_AVAILABLE(ios(14.5), watchos(7.4))` on both) (documented); everything else the exporter writes is iOS 13.0+
/// (`UICollectionViewCompositionalLayout.h`, `API_AVAILABLE(ios(13.0))`).
struct AvailabilityCheck {
    let minimumIOS: Int

    /// The features of the DSL that need more than iOS 13, one case each.
    enum Feature {
        case listSection
        case listHeaderTopPadding
        case listSeparatorInsets
        case listRowSeparator
        case repeatingSubitem
        case insetsReference
        case supplementaryInsetsReference

        var minimumIOS: Int {
            switch self {
            case .listSection: return 14
            case .listHeaderTopPadding: return 15
            // iOS 14.5; targets are whole versions, so the first one that has it.
            case .listSeparatorInsets, .listRowSeparator: return 15
            case .repeatingSubitem: return 16
            case .insetsReference: return 14
            case .supplementaryInsetsReference: return 16
            }
        }

        var api: String {
            switch self {
            case .listSection: return "a list section (NSCollectionLayoutSection.list)"
            case .listHeaderTopPadding: return "a list's header top padding (headerTopPadding)"
            case .listSeparatorInsets: return "list separator insets (separatorConfiguration, iOS 14.5)"
            case .listRowSeparator: return "a row's own separator (itemSeparatorHandler, iOS 14.5)"
            case .repeatingSubitem: return "a count group that keeps its subitem's size (repeatingSubitem:count:)"
            case .insetsReference: return "a content insets reference other than the default (contentInsetsReference)"
            case .supplementaryInsetsReference:
                return "a supplementary content insets reference (supplementaryContentInsetsReference)"
            }
        }
    }

    func problems(in recipe: SectionRecipe, script: String) -> [Diagnostic] {
        var found: [(Feature, String)] = []
        switch recipe.recipe {
        case .list(let list):
            found.append((.listSection, recipe.field))
            if list.headerTopPadding != nil {
                found.append((.listHeaderTopPadding, recipe.field + ".headerTopPadding"))
            }
            if list.separatorInsets != ListSeparatorInsets() {
                found.append((.listSeparatorInsets, recipe.field + ".separatorInsets"))
            }
        case .section(let section):
            collect(section.group, field: recipe.field + ".group", into: &found)
            if section.contentInsetsReference != .automatic {
                found.append((.insetsReference, recipe.field + ".contentInsetsReference"))
            }
            if section.supplementaryContentInsetsReference != .automatic {
                found.append((.supplementaryInsetsReference, recipe.field + ".supplementaryContentInsetsReference"))
            }
        }
        return diagnostics(found, script: script, line: recipe.line(for:))
    }

    /// A list's rows with their own separator: one problem per row, at the item's own path and line.
    func problems(inRows sites: [RowSeparatorSite], script: String) -> [Diagnostic] {
        guard Feature.listRowSeparator.minimumIOS > minimumIOS else { return [] }
        let lines = Dictionary(sites.map { ($0.field, $0.line) }, uniquingKeysWith: { first, _ in first })
        return diagnostics(sites.map { (.listRowSeparator, $0.field) }, script: script, line: { lines[$0] ?? nil })
    }

    /// feed.lua's configuration: UIKit's default reference is the safe area (`automatic` means the same here).
    func problems(in configuration: LayoutConfiguration) -> [Diagnostic] {
        let reference = configuration.contentInsetsReference
        guard reference != .safeArea && reference != .automatic else { return [] }
        return diagnostics([(.insetsReference, "contentInsetsReference")], script: "feed.lua", line: { _ in nil })
    }

    private func diagnostics(
        _ found: [(Feature, String)], script: String, line: (String) -> Int?
    ) -> [Diagnostic] {
        found.filter { $0.0.minimumIOS > minimumIOS }.map { feature, field in
            Diagnostic(
                script: script, line: line(field), field: field,
                message: "\(feature.api) needs iOS \(feature.minimumIOS); the export targets iOS \(minimumIOS) "
                    + "(--ios \(feature.minimumIOS) or later allows it)")
        }
    }

    private func collect(_ group: LayoutGroup, field: String, into found: inout [(Feature, String)]) {
        if group.count != nil && group.countKeepsSubitemSize { found.append((.repeatingSubitem, field)) }
        for (offset, subitem) in group.subitems.enumerated() {
            if case .group(let child) = subitem {
                collect(child, field: "\(field).subitems[\(offset + 1)]", into: &found)
            }
        }
    }
}
