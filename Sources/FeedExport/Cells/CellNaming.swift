import CellLayout
import FeedScripting

/// The Swift names of the exported cells: a class per template (`FeaturedCell`, `ChartsAppCell`) and per
/// supplementary template (`FeaturedHeaderView`), and a property per view (`iconImageView`, `nameLabel`).
///
/// Every name is made of the ASCII letters and digits of a script's string (SwiftLiteral.identifierWords), so no
/// script can put code into the file through a name; clashes get a number.
package struct CellNaming {
    /// One exported template: the section it belongs to, its key there, and its class name.
    package struct Entry: Hashable, Sendable {
        package var section: String
        /// The template's name in `cells` (`cell` for the section's own), or the supplementary's element kind.
        package var key: String
        package var isSupplementary: Bool
        /// The section's default template (`cell`, or the `cells` entry `cell = "name"` names): items whose
        /// template the section does not have get it.
        package var isDefault: Bool
        package var template: CellTemplate
        package var className: String
    }

    package private(set) var entries: [Entry] = []

    /// Names the templates of `sections` (id and cell set), in feed order, cells before supplementaries.
    package init(_ sections: [(id: String, cells: CellSet)]) {
        var taken = UniqueNames(reserved: Self.reservedTypes)
        for (id, cells) in sections {
            let base = Self.typeWords(id)
            for key in cells.templates.keys.sorted() {
                let name = taken.claim(base + (key == "cell" ? "" : Self.typeWords(key)) + "Cell")
                entries.append(
                    Entry(
                        section: id, key: key, isSupplementary: false, isDefault: key == cells.defaultTemplate,
                        template: cells.templates[key]!, className: name))
            }
            for kind in cells.supplementaries.keys.sorted() {
                let name = taken.claim(base + Self.typeWords(kind) + "View")
                entries.append(
                    Entry(
                        section: id, key: kind, isSupplementary: true, isDefault: false,
                        template: cells.supplementaries[kind]!, className: name))
            }
        }
    }

    /// Names the generated file declares besides the cells, and the UIKit classes it names. A class inside the
    /// enum hides the UIKit one of its name, and every name ending in `Cell` or `View` can be made from a section
    /// id and a key (section `UI`, supplementary kind `stack`: `UIStackView`).
    static let reservedTypes: Set<String> = [
        "Item", "Spacer", "UICollectionViewCell", "UICollectionReusableView", "UIView", "UILabel", "UIButton",
        "UIImageView", "UIStackView", "UICollectionView",
    ]

    /// `text` as UpperCamelCase words (`app-store` → `AppStore`); `Section` when it has no letters or digits.
    static func typeWords(_ text: String) -> String {
        let words = SwiftLiteral.identifierWords(text, prefix: "section")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// A property name per view of `template`, in view order: the view's name in lowerCamelCase with its kind
    /// (`icon` → `iconImageView`), never one of the members a cell inherits.
    static func propertyNames(_ template: CellTemplate) -> [String] {
        var taken = UniqueNames(reserved: reservedMembers)
        return template.views.map { view in
            let words = SwiftLiteral.identifierWords(view.name, prefix: "view")
            let suffix = kindSuffix(view.kind)
            let base = words.lowercased().hasSuffix(suffix.lowercased()) ? words : words + suffix
            return taken.claim(base)
        }
    }

    static func kindSuffix(_ kind: CellView.Kind) -> String {
        switch kind {
        case .label: return "Label"
        case .image: return "ImageView"
        case .button: return "Button"
        case .hstack, .vstack: return "StackView"
        case .spacer: return "Spacer"
        case .view: return "View"
        }
    }

    /// Members of `UICollectionViewCell` and `UICollectionReusableView` a property must not shadow, those its
    /// NSObject gets from UIAccessibility.h included (a label named `accessibility` is `accessibilityLabel`).
    static let reservedMembers: Set<String> = [
        "contentView", "backgroundView", "selectedBackgroundView", "inputView", "inputAccessoryView", "maskView",
        "superview", "window", "layer", "frame", "bounds", "center", "tag", "configure", "item", "accessibilityLabel",
        "accessibilityAttributedLabel",
    ]
}
