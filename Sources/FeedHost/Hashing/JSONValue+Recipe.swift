import FeedJSON
import FeedLayout

/// The canonical encoding of a decoded layout recipe: the value a section's content hash is taken from
/// (docs/spec/contract.md §6).
///
/// Keys are the DSL's own names, written out here rather than taken from Swift's property names or reflection,
/// so renaming a property or a toolchain that prints values differently changes no hash; the JSON writer sorts
/// the keys and prints the numbers. A field added to the layout model must be added here too (the coverage test
/// in `RecipeEncodingTests` fails until it is).
extension JSONValue {
    package init(recipe: SectionInput.Recipe) {
        switch recipe {
        case .section(let section): self = .object(["section": Self(section)])
        case .list(let list): self = .object(["list": Self(list)])
        }
    }

    init(_ section: LayoutSection) {
        var fields: JSONObject = [
            "group": Self(section.group), "contentInsets": Self(section.contentInsets),
            "interGroupSpacing": .number(section.interGroupSpacing),
            "orthogonalScrolling": .string(section.orthogonalScrolling.rawValue),
            "boundarySupplementaries": .array(section.boundarySupplementaries.map(Self.init)),
            "decorations": .array(section.decorations.map(Self.init)),
            "supplementariesFollowContentInsets": .bool(section.supplementariesFollowContentInsets),
            "contentInsetsReference": .string(section.contentInsetsReference.rawValue),
            "supplementaryContentInsetsReference": .string(section.supplementaryContentInsetsReference.rawValue),
        ]
        // Only when present, so the hashes of sections without effects stay what they were.
        if let effects = section.effects {
            var object: JSONObject = [:]
            if let scale = effects.minimumScale { object["scale"] = .number(scale) }
            if let alpha = effects.minimumAlpha { object["alpha"] = .number(alpha) }
            fields["effects"] = .object(object)
        }
        self = .object(fields)
    }

    /// The keys of issue 13's list settings appear only away from their defaults, so a list that uses none of them
    /// keeps the hash it had before they existed (no spurious `updated` section after an upgrade).
    init(_ list: ListConfiguration) {
        var members: JSONObject = [
            "appearance": .string(list.appearance.rawValue), "rowHeight": Self(list.rowHeight),
            "header": .bool(list.hasHeader), "footer": .bool(list.hasFooter),
        ]
        if list.headerMode == .firstItemInSection { members["headerMode"] = .string(list.headerMode.rawValue) }
        if let padding = list.headerTopPadding { members["headerTopPadding"] = .number(padding) }
        if !list.showsSeparators { members["showsSeparators"] = .bool(false) }
        if let leading = list.separatorInsets.leading { members["separatorLeading"] = .number(leading) }
        if let trailing = list.separatorInsets.trailing { members["separatorTrailing"] = .number(trailing) }
        self = .object(members)
    }

    init(_ group: LayoutGroup) {
        self = .object([
            "direction": .string(group.direction.rawValue), "size": Self(group.size),
            "subitems": .array(group.subitems.map(Self.init)),
            "count": group.count.map { .integer(Int64($0)) } ?? .null,
            "countKeepsSubitemSize": .bool(group.countKeepsSubitemSize),
            "interItemSpacing": group.interItemSpacing.map(Self.init) ?? .null,
            "contentInsets": Self(group.contentInsets), "edgeSpacing": Self(group.edgeSpacing),
            "supplementaries": .array(group.supplementaries.map(Self.init)),
            "frames": .array(group.customFrames.map(Self.init)),
        ])
    }

    init(_ element: LayoutElement) {
        switch element {
        case .item(let item): self = .object(["item": Self(item)])
        case .group(let group): self = .object(["group": Self(group)])
        }
    }

    init(_ item: LayoutItem) {
        self = .object([
            "size": Self(item.size), "contentInsets": Self(item.contentInsets), "edgeSpacing": Self(item.edgeSpacing),
            "supplementaries": .array(item.supplementaries.map(Self.init)),
        ])
    }

    init(_ size: LayoutSize) {
        self = .object(["width": Self(size.width), "height": Self(size.height)])
    }

    init(_ dimension: Dimension) {
        switch dimension {
        case .fractionalWidth(let value): self = .object(["fractionalWidth": .number(value)])
        case .fractionalHeight(let value): self = .object(["fractionalHeight": .number(value)])
        case .absolute(let value): self = .object(["absolute": .number(value)])
        case .estimated(let value): self = .object(["estimated": .number(value)])
        case .uniformAcrossSiblings(let value): self = .object(["uniformAcrossSiblings": .number(value)])
        }
    }

    init(_ spacing: Spacing) {
        switch spacing {
        case .fixed(let value): self = .object(["fixed": .number(value)])
        case .flexible(let value): self = .object(["flexible": .number(value)])
        }
    }

    init(_ insets: EdgeInsets) {
        self = .object([
            "top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
            "trailing": .number(insets.trailing),
        ])
    }

    init(_ spacing: EdgeSpacing) {
        func side(_ value: Spacing?) -> JSONValue { value.map(Self.init) ?? .null }
        self = .object([
            "leading": side(spacing.leading), "top": side(spacing.top), "trailing": side(spacing.trailing),
            "bottom": side(spacing.bottom),
        ])
    }

    init(_ point: Point) {
        self = .object(["x": .number(point.x), "y": .number(point.y)])
    }

    init(_ frame: CustomFrame) {
        self = .object([
            "x": .number(frame.frame.x), "y": .number(frame.frame.y), "width": .number(frame.frame.width),
            "height": .number(frame.frame.height), "zIndex": .integer(Int64(frame.zIndex)),
        ])
    }

    init(_ anchor: SupplementaryAnchor) {
        self = .object([
            "edges": .array(anchor.edges.map { .string($0.rawValue) }), "offset": Self(anchor.offset),
            "fractional": .bool(anchor.isFractional),
        ])
    }

    init(_ supplementary: AnchoredSupplementary) {
        self = .object([
            "kind": .string(supplementary.kind), "size": Self(supplementary.size),
            "anchor": Self(supplementary.containerAnchor),
            "itemAnchor": supplementary.itemAnchor.map(Self.init) ?? .null,
            "zIndex": .integer(Int64(supplementary.zIndex)),
        ])
    }

    init(_ boundary: BoundarySupplementary) {
        self = .object([
            "kind": .string(boundary.kind), "size": Self(boundary.size),
            "alignment": .string(boundary.alignment.rawValue), "offset": Self(boundary.offset),
            "extendsBoundary": .bool(boundary.extendsBoundary),
            "pinToVisibleBounds": .bool(boundary.pinToVisibleBounds),
            "contentInsets": Self(boundary.contentInsets), "zIndex": .integer(Int64(boundary.zIndex)),
        ])
    }

    init(_ decoration: BackgroundDecoration) {
        self = .object([
            "kind": .string(decoration.kind), "contentInsets": Self(decoration.contentInsets),
            "zIndex": .integer(Int64(decoration.zIndex)),
        ])
    }
}
