import FeedLayout
import FeedScripting

extension SectionProbe {
    /// The kinds of badge on only some items with the item each badge belongs to (`BadgeOwners`), read from the
    /// group tree and checked against this run's badges. Where the tree does not tell (a group fitted to the
    /// width, layouts that differ by screen, a custom group's frames), the export refuses when an item hides the
    /// kind (the app would hide another item's badge) and warns otherwise: the app then looks the item up at the
    /// badge's own index path, right only while every item carries the kind.
    mutating func badgeOwners(_ variants: [ExportVariant], line: Int?) -> (
        owners: [String: BadgeOwners], notes: [String], errors: [Diagnostic]
    ) {
        let patterns: [[String: BadgeOwners]] = variants.map { variant in
            guard case .section(let section) = variant.recipe else { return [:] }
            return BadgeOwners.patterns(of: section.group)
        }
        let itemKinds = Set(patterns.flatMap { $0.filter { $0.value.owners.contains { $0 != nil } }.keys })
        var owners: [String: BadgeOwners] = [:]
        var notes: [String] = []
        var errors: [Diagnostic] = []
        for kind in itemKinds.sorted() {
            let each = patterns.map { $0[kind] }
            if let pattern = each.first ?? nil, each.allSatisfy({ $0 == pattern }) {
                if pattern.isIdentity { continue }
                let run = runBadges.filter { $0.kind == kind }.map(\.item)
                if run.indices.allSatisfy({ pattern.item(forBadgeAt: $0) == run[$0] }) {
                    owners[kind] = pattern
                    continue
                }
            }
            let message =
                "the badge kind \"\(kind)\" is on only some items of section \"\(sectionID)\", and the export cannot "
                + "tell from the layout which item each one belongs to (a group fitted to the width, a custom "
                + "group, or layouts that differ by screen); UIKit asks for a badge by kind and an index path "
                + "counted per kind (docs/spec/layout.md §5.1)"
            if let item = hiddenBadges[kind] {
                errors.append(
                    Diagnostic(
                        script: script, line: line, field: "layout",
                        message: message + ", so the exported app would hide item \"\(item)\"'s badge on another "
                            + "item: put the kind on every item of the group, or give the groups a count"))
            } else {
                notes.append(
                    warn(
                        field: "layout", line: line,
                        message + "; the exported app looks the item up at the badge's index path, so an item that "
                            + "hides it would hide another item's badge"))
            }
        }
        return (owners, notes, errors)
    }
}
