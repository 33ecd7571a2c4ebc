import FeedLayout
import FeedScripting

/// Writes the statements that build one section recipe with UIKit's API, ending in `return section`.
///
/// One function per element type of FeedLayout's model; a new DSL feature adds one case here and one in
/// `AvailabilityCheck`.
struct SectionWriter {
    /// The constant that names an element kind (`headerKind`, `badgeKind`, …).
    var kindName: (String) -> String
    /// The oldest iOS the export builds for: newer API is written behind `#available`.
    var minimumIOS = ExportPlan.defaultIOS
    /// Whether orthogonal rows scroll along x (a vertical feed) or along y (a horizontal one).
    var rowsAlongX = true
    /// The configuration's content-insets reference, which a section's `automatic` one follows.
    var layoutReference = ContentInsetsReference.safeArea
    /// The current section's list rows with their own separator (`writeRowSeparators`).
    var rowSeparators: [RowSeparatorSite] = []

    func write(_ recipe: SectionInput.Recipe, into code: inout SwiftCode) {
        switch recipe {
        case .section(let section): write(section, into: &code)
        case .list(let list): write(list, into: &code)
        }
    }

    func write(_ section: LayoutSection, into code: inout SwiftCode) {
        let group = write(section.group, into: &code)
        code.line("let section = NSCollectionLayoutSection(group: \(group))")
        if section.contentInsets != .zero {
            code.line("section.contentInsets = \(UIKitExpressions.insets(section.contentInsets))")
        }
        if section.interGroupSpacing != 0 {
            code.line("section.interGroupSpacing = \(UIKitExpressions.number(section.interGroupSpacing))")
        }
        if section.orthogonalScrolling != .none {
            code.line(
                "section.orthogonalScrollingBehavior = \(UIKitExpressions.orthogonal(section.orthogonalScrolling))")
            if let effects = section.effects, effects != ScrollEffects() {
                let reference = section.contentInsetsReference
                write(
                    effects, spansContainer: (reference == .automatic ? layoutReference : reference) == .none,
                    into: &code)
            }
        }
        if !section.boundarySupplementaries.isEmpty {
            let names = section.boundarySupplementaries.map { write($0, into: &code) }
            code.line("section.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
        if !section.decorations.isEmpty {
            let names = section.decorations.map { write($0, into: &code) }
            code.line("section.decorationItems = [\(names.joined(separator: ", "))]")
        }
        if !section.supplementariesFollowContentInsets {
            code.line("section.supplementariesFollowContentInsets = false")
        }
        writeInsetsReferences(of: section, into: &code)
        code.line("return section")
    }

    /// A row's scroll effects as its visible-items handler (docs/spec/layout.md §3.5): 1 at the visible centre,
    /// falling linearly to the minimum at the visible edge, measured over the box the handler's environment reports:
    /// the container less the configuration reference's insets (its effective ones, §1.2), or the whole container
    /// when the section's reference is `none` (`spansContainer`). The engine measures over the same box.
    func write(_ effects: ScrollEffects, spansContainer: Bool, into code: inout SwiftCode) {
        let (mid, offset, length, start) =
            rowsAlongX ? ("midX", "x", "width", "leading") : ("midY", "y", "height", "top")
        code.line("section.visibleItemsInvalidationHandler = { items, offset, environment in")
        code.line("    // Scale and alpha by the distance of each cell's centre from the row's visible centre.")
        if spansContainer {
            code.line("    let half = environment.container.contentSize.\(length) / 2")
            code.line("    let centre = half")
        } else {
            code.line("    let half = environment.container.effectiveContentSize.\(length) / 2")
            code.line("    let centre = environment.container.effectiveContentInsets.\(start) + half")
        }
        code.line("    for item in items where item.representedElementCategory == .cell {")
        code.line("        let distance = abs(item.frame.\(mid) - offset.\(offset) - centre)")
        code.line("        let progress = half > 0 ? min(distance / half, 1) : 1")
        if let scale = effects.minimumScale {
            code.line("        let scale = 1 - (1 - \(UIKitExpressions.number(scale))) * progress")
            code.line("        item.transform = CGAffineTransform(scaleX: scale, y: scale)")
        }
        if let alpha = effects.minimumAlpha {
            code.line("        item.alpha = 1 - (1 - \(UIKitExpressions.number(alpha))) * progress")
        }
        code.line("    }")
        code.line("}")
    }

    /// The references are written only when they differ from UIKit's default (`.automatic`), so an export for iOS 13
    /// never names them (`AvailabilityCheck` refuses a non-default reference below iOS 14 / 16).
    func writeInsetsReferences(of section: LayoutSection, into code: inout SwiftCode) {
        if section.contentInsetsReference != .automatic {
            code.line(
                "section.contentInsetsReference = \(UIKitExpressions.insetsReference(section.contentInsetsReference))")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            let reference = UIKitExpressions.insetsReference(section.supplementaryContentInsetsReference)
            code.line("section.supplementaryContentInsetsReference = \(reference)")
        }
    }

    /// A list section (iOS 14): UIKit's list configuration with every property the recipe sets away from UIKit's
    /// default; `AvailabilityCheck` has made sure the target iOS has each.
    func write(_ list: ListConfiguration, into code: inout SwiftCode) {
        let type = "UICollectionLayoutListConfiguration"
        code.declare("list", "\(type)(appearance: \(UIKitExpressions.listAppearance(list.appearance)))") { code in
            writeSettings(of: list, into: &code)
        }
        code.line("return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)")
    }

    /// The list configuration's properties the recipe sets away from UIKit's defaults.
    private func writeSettings(of list: ListConfiguration, into code: inout SwiftCode) {
        let type = "UICollectionLayoutListConfiguration"
        if list.headerMode != .none {
            code.line("list.headerMode = \(type).HeaderMode.\(list.headerMode.rawValue)")
        }
        if list.footerMode != .none {
            code.line("list.footerMode = \(type).FooterMode.\(list.footerMode.rawValue)")
        }
        if let padding = list.headerTopPadding {
            code.line("list.headerTopPadding = \(UIKitExpressions.number(padding))")
        }
        if !list.showsSeparators { code.line("list.showsSeparators = false") }
        // Only the sides the recipe names: the others keep UIListSeparatorConfiguration.automaticInsets.
        if let leading = list.separatorInsets.leading {
            code.line("list.separatorConfiguration.bottomSeparatorInsets.leading = \(UIKitExpressions.number(leading))")
        }
        if let trailing = list.separatorInsets.trailing {
            code.line(
                "list.separatorConfiguration.bottomSeparatorInsets.trailing = \(UIKitExpressions.number(trailing))")
        }
        writeRowSeparators(rowSeparators, into: &code)
    }

    /// Writes an item or a group; returns its local name.
    func write(_ element: LayoutElement, into code: inout SwiftCode) -> String {
        switch element {
        case .item(let item): return write(item, into: &code)
        case .group(let group): return write(group, into: &code)
        }
    }

    func write(_ item: LayoutItem, into code: inout SwiftCode) -> String {
        let badges = item.supplementaries.map { write($0, into: &code) }
        let name = code.name("item")
        let size = UIKitExpressions.size(item.size, minimumIOS: minimumIOS)
        if badges.isEmpty {
            code.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size))")
        } else {
            code.line(
                "let \(name) = NSCollectionLayoutItem(layoutSize: \(size), supplementaryItems: [\(badges.joined(separator: ", "))])"
            )
        }
        writeInsetsAndEdges(of: name, insets: item.contentInsets, edges: item.edgeSpacing, into: &code)
        return name
    }

    func write(_ group: LayoutGroup, into code: inout SwiftCode) -> String {
        let subitems = group.subitems.map { write($0, into: &code) }
        let badges = group.supplementaries.map { write($0, into: &code) }
        let name = code.name("group")
        let size = UIKitExpressions.size(group.size)
        switch (group.direction, group.count) {
        case (.custom, _):
            let frames = group.customFrames.map {
                "NSCollectionLayoutGroupCustomItem(frame: \(UIKitExpressions.rect($0.frame)), zIndex: \($0.zIndex))"
            }
            code.line("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in")
            code.line("    [\(frames.joined(separator: ", "))]")
            code.line("}")
        case (let direction, let count?):
            let label = group.countKeepsSubitemSize ? "repeatingSubitem" : "subitem"
            code.line(
                "let \(name) = NSCollectionLayoutGroup.\(direction.rawValue)(layoutSize: \(size), \(label): \(subitems.first ?? "item"), count: \(count))"
            )
        case (let direction, nil):
            code.line(
                "let \(name) = NSCollectionLayoutGroup.\(direction.rawValue)(layoutSize: \(size), subitems: [\(subitems.joined(separator: ", "))])"
            )
        }
        if let spacing = group.interItemSpacing {
            code.line("\(name).interItemSpacing = \(UIKitExpressions.spacing(spacing))")
        }
        writeInsetsAndEdges(of: name, insets: group.contentInsets, edges: group.edgeSpacing, into: &code)
        if !badges.isEmpty { code.line("\(name).supplementaryItems = [\(badges.joined(separator: ", "))]") }
        return name
    }

    func writeInsetsAndEdges(of name: String, insets: EdgeInsets, edges: EdgeSpacing, into code: inout SwiftCode) {
        if insets != .zero { code.line("\(name).contentInsets = \(UIKitExpressions.insets(insets))") }
        if edges != .none { code.line("\(name).edgeSpacing = \(UIKitExpressions.edgeSpacing(edges))") }
    }

    /// An item's or group's anchored supplementary (a badge).
    func write(_ badge: AnchoredSupplementary, into code: inout SwiftCode) -> String {
        let name = code.name("badge")
        var arguments =
            "layoutSize: \(UIKitExpressions.size(badge.size)), elementKind: \(kindName(badge.kind)), "
            + "containerAnchor: \(UIKitExpressions.anchor(badge.containerAnchor))"
        if let itemAnchor = badge.itemAnchor { arguments += ", itemAnchor: \(UIKitExpressions.anchor(itemAnchor))" }
        code.line("let \(name) = NSCollectionLayoutSupplementaryItem(\(arguments))")
        code.line("\(name).zIndex = \(badge.zIndex)")
        return name
    }

    /// A section's or the layout's boundary supplementary (header, footer, side item).
    func write(_ boundary: BoundarySupplementary, into code: inout SwiftCode) -> String {
        let name = code.name("boundary")
        var arguments =
            "layoutSize: \(UIKitExpressions.size(boundary.size)), elementKind: \(kindName(boundary.kind)), "
            + "alignment: \(UIKitExpressions.alignment(boundary.alignment))"
        if boundary.offset != .zero { arguments += ", absoluteOffset: \(UIKitExpressions.point(boundary.offset))" }
        code.line("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(\(arguments))")
        if !boundary.extendsBoundary { code.line("\(name).extendsBoundary = false") }
        if boundary.pinToVisibleBounds { code.line("\(name).pinToVisibleBounds = true") }
        if boundary.contentInsets != .zero {
            code.line("\(name).contentInsets = \(UIKitExpressions.insets(boundary.contentInsets))")
        }
        code.line("\(name).zIndex = \(boundary.zIndex)")
        return name
    }

    func write(_ decoration: BackgroundDecoration, into code: inout SwiftCode) -> String {
        let name = code.name("background")
        code.line(
            "let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(kindName(decoration.kind)))")
        if decoration.contentInsets != .zero {
            code.line("\(name).contentInsets = \(UIKitExpressions.insets(decoration.contentInsets))")
        }
        if decoration.zIndex != 0 { code.line("\(name).zIndex = \(decoration.zIndex)") }
        return name
    }
}
