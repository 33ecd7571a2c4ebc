import FeedLayout
import FeedScripting

/// A badge kind anchored to a group and to items, which an item hides: the exported app cannot show what
/// `feed build` shows (docs/decisions.md "Cells: a badge kind shared by a group and its items").
///
/// UIKit hands the supplementary view provider the element kind and an index path only
/// (`UICollectionViewDiffableDataSourceSupplementaryViewProvider`, UICollectionViewDiffableDataSource.h,
/// documented), and counts a kind's index paths in each section in layout order (docs/spec/layout.md §5.1,
/// measured): with a group's badge of the same kind among its items' badges, the index path names no item, so the
/// provider hid the group's badge with whichever item had that index, and the items' badges after it with the item
/// before. `feed build` never hides a group's badge (only an item's own).
struct SharedBadgeKindCheck {
    /// The kinds the feed's items hide in this run, each with the id of the first item that hides it.
    let hiddenKinds: [String: String]

    func problems(in recipe: SectionRecipe, script: String) -> [Diagnostic] {
        guard !hiddenKinds.isEmpty, case .section(let section) = recipe.recipe else { return [] }
        let itemKinds = Set(HiddenSupplementaries.kinds(of: recipe))
        var found: [Diagnostic] = []
        collect(section.group, field: recipe.field + ".group", itemKinds: itemKinds) { kind, field in
            guard let item = hiddenKinds[kind] else { return }
            found.append(
                Diagnostic(
                    script: script, line: recipe.line(for: field), field: field,
                    message: "the kind \"\(kind)\" is anchored to this group and to its items, and item \"\(item)\" "
                        + "hides it; UIKit asks for a badge by kind and index path only, so the exported app cannot "
                        + "tell the group's badge from the items' and would hide the wrong one: give the group's "
                        + "badge a kind of its own, such as \"group\(kind.prefix(1).uppercased())\(kind.dropFirst())\""
                ))
        }
        return found
    }

    /// Calls `found` with each badge of `group` and its nested groups whose kind an item also has.
    private func collect(
        _ group: LayoutGroup, field: String, itemKinds: Set<String>, found: (String, String) -> Void
    ) {
        for (offset, badge) in group.supplementaries.enumerated() where itemKinds.contains(badge.kind) {
            found(badge.kind, "\(field).supplementaries[\(offset + 1)]")
        }
        for (offset, subitem) in group.subitems.enumerated() {
            if case .group(let child) = subitem {
                collect(child, field: "\(field).subitems[\(offset + 1)]", itemKinds: itemKinds, found: found)
            }
        }
    }
}
