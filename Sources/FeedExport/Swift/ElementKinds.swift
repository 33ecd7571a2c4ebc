import FeedLayout

/// The element kinds a feed uses and the constant each gets in the generated enum: `header` and `footer` become
/// UIKit's section header and footer kinds, every other kind a string constant named after it.
struct ElementKinds {
    /// Kind → constant name, in first-use order.
    private(set) var names: [String: String] = [:]
    private(set) var ordered: [String] = []
    /// The kinds anchored to items (not groups), in first-use order: the kinds an item may hide.
    private(set) var itemKinds: [String] = []
    private var itemKindSet = Set<String>()
    private var constants = UniqueNames()

    init(_ plan: ExportPlan) {
        for boundary in plan.configuration.boundarySupplementaries { add(boundary.kind) }
        for section in plan.sections {
            for variant in section.variants { collect(variant.recipe) }
        }
    }

    private mutating func collect(_ recipe: SectionInput.Recipe) {
        switch recipe {
        case .list(let list):
            if list.hasHeader { add("header") }
            if list.hasFooter { add("footer") }
        case .section(let section):
            collect(.group(section.group))
            for boundary in section.boundarySupplementaries { add(boundary.kind) }
            for decoration in section.decorations { add(decoration.kind) }
        }
    }

    private mutating func collect(_ element: LayoutElement) {
        switch element {
        case .item(let item):
            for badge in item.supplementaries {
                add(badge.kind)
                if itemKindSet.insert(badge.kind).inserted { itemKinds.append(badge.kind) }
            }
        case .group(let group):
            for subitem in group.subitems { collect(subitem) }
            for badge in group.supplementaries { add(badge.kind) }
        }
    }

    private mutating func add(_ kind: String) {
        guard names[kind] == nil else { return }
        names[kind] = constants.claim(SwiftLiteral.identifierWords(kind, prefix: "element") + "Kind")
        ordered.append(kind)
    }

    /// The constant's value: UIKit's kind for headers and footers, else the kind as a string literal.
    static func value(of kind: String) -> String {
        switch kind {
        case "header": return "UICollectionView.elementKindSectionHeader"
        case "footer": return "UICollectionView.elementKindSectionFooter"
        default: return SwiftLiteral.string(kind)
        }
    }
}
