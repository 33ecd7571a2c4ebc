import FeedLayout
import FeedScripting

/// Everything `feed export swift` writes, gathered from the feed: the order, the feed-wide configuration and every
/// section's recipe per environment. `SwiftExporter` turns it into source text.
package struct ExportPlan: Hashable, Sendable {
    /// The generated enum's name (a valid Swift type name).
    package var name: String
    /// The oldest iOS version the file must build for (`--ios`).
    package var minimumIOS: Int
    /// Section ids in feed order.
    package var order: [String]
    package var configuration: LayoutConfiguration
    package var sections: [ExportSection]

    package init(
        name: String = "FeedSections", minimumIOS: Int = ExportPlan.defaultIOS, order: [String],
        configuration: LayoutConfiguration = LayoutConfiguration(), sections: [ExportSection]
    ) {
        self.name = name
        self.minimumIOS = minimumIOS
        self.order = order
        self.configuration = configuration
        self.sections = sections
    }

    /// `--ios` without a value.
    package static let defaultIOS = 15
    /// The versions `--ios` accepts.
    package static let supportedIOS = 13...17
}

/// One section of the export: its id, where it came from, and the recipe it builds in each environment.
package struct ExportSection: Hashable, Sendable {
    package var id: String
    /// The script's file name, for comments.
    package var script: String
    /// Distinct recipes with the environments that produce each, in the order of `ExportPlan`'s environments.
    package var variants: [ExportVariant]
    /// What the export could not carry over exactly: each becomes a `// feed:` comment and one warning.
    package var notes: [String]
    /// The section's cell templates (`cell`, `cells`, `supplementaryCells`), exported as cell classes.
    package var cells: CellSet
    /// A list's rows that have their own separator in this run (item data: exported by row index).
    package var rowSeparators: [RowSeparatorSite]
    /// The badge kinds on only some items, each with which item its badges belong to (`BadgeOwners`).
    package var badgeOwners: [String: BadgeOwners] = [:]

    package init(
        id: String, script: String, variants: [ExportVariant], notes: [String] = [], cells: CellSet = CellSet(),
        rowSeparators: [RowSeparatorSite] = []
    ) {
        self.id = id
        self.script = script
        self.variants = variants
        self.notes = notes
        self.cells = cells
        self.rowSeparators = rowSeparators
    }
}

/// A recipe and the environments whose `layout(env)` gives it.
package struct ExportVariant: Hashable, Sendable {
    package var environments: [NamedEnvironment]
    package var recipe: SectionInput.Recipe

    package init(environments: [NamedEnvironment], recipe: SectionInput.Recipe) {
        self.environments = environments
        self.recipe = recipe
    }

    /// Whether the recipe is a list section.
    var isList: Bool {
        if case .list = recipe { return true }
        return false
    }
}

/// An environment a recipe is evaluated in: a device preset (`iphone`) or the command line's `--width`/`--height`.
package struct NamedEnvironment: Hashable, Sendable {
    package var name: String
    package var environment: LayoutEnvironment

    package init(name: String, environment: LayoutEnvironment) {
        self.name = name
        self.environment = environment
    }

    /// The device presets of `--device` (docs/decisions.md) as `feed build --device` has them, each at its own scale
    /// as UIKit reports it (`displayScale`: the iPads and the iPhone SE @2x) and with its safe area, margins and
    /// size classes, then the iPad's split views (`ipad-split-1/3`, `ipad-landscape-split-1/2`, …; docs/spec/layout.md
    /// §6.1), then the three iPhones turned. On bare screens of the same sizes a horizontal feed's `env.container`
    /// had no safe area across its scroll axis: the iPhone's was 844 tall where the app's section provider sees 763.
    package static func presets() -> [NamedEnvironment] {
        let phones = ["iphone-se", "iphone", "iphone-pro-max"].compactMap(DevicePreset.named)
        let screens = (phones + [DevicePreset.named("ipad")].compactMap { $0 }).map {
            NamedEnvironment(name: $0.name, environment: $0.environment())
        }
        let landscape = DevicePreset.named("ipad").map {
            [NamedEnvironment(name: "ipad-landscape", environment: $0.environment(landscape: true))]
        }
        // A turned iPhone's container is the screen less its side safe area (750 of the iPhone's 844): without it,
        // a recipe worked from the width took the variant of the nearest other sample there.
        let turned = phones.map {
            NamedEnvironment(name: $0.name + "-landscape", environment: $0.environment(landscape: true))
        }
        return screens + (landscape ?? []) + splitScreens + turned
    }

    /// Each split view of the `ipad` preset: its width, the iPad's height, safe area and bars, its size class.
    private static var splitScreens: [NamedEnvironment] {
        guard let ipad = DevicePreset.named("ipad") else { return [] }
        return [false, true].flatMap { landscape in
            ipad.splitViews(landscape: landscape).map { split in
                let name = "ipad\(landscape ? "-landscape" : "")-split-\(split.fraction)"
                return NamedEnvironment(name: name, environment: ipad.environment(split: split))
            }
        }
    }
}
