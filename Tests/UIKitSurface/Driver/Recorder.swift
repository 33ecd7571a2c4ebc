// Part of the test program that `Tests/FeedExportTests` compiles with exported files: reads what the surface's
// objects recorded and writes it as JSON (read back by `RecordedLayout` in the tests).
import UIKit

/// A container and trait collection as UIKit hands them to a section provider.
/// `insets` stand for the configuration reference's insets across the scroll axis, which UIKit reports as the
/// effective ones (docs/spec/layout.md §1.2).
final class RecorderContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let effectiveContentSize: CGSize
    let contentInsets = NSDirectionalEdgeInsets.zero
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(size: CGSize, insets: NSDirectionalEdgeInsets) {
        contentSize = size
        effectiveContentSize = CGSize(
            width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        effectiveContentInsets = insets
        super.init()
    }
}

final class RecorderEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    /// `regular`, unless given, from 678 points of width, like the host's size class of a bare size
    /// (docs/spec/layout.md §6.1); a device's own is given (a turned iPhone is compact at 844).
    /// `sides`: a safe area's leading and trailing insets; `insets` [top, leading, bottom, trailing], when given,
    /// replace them.
    init(
        width: Double, height: Double, scale: Double, sides: Double = 0, insets: [Double]? = nil, regular: Bool? = nil
    ) {
        let edges = insets.map { $0.map { CGFloat($0) } } ?? [0, CGFloat(sides), 0, CGFloat(sides)]
        container = RecorderContainer(
            size: CGSize(width: width, height: height),
            insets: NSDirectionalEdgeInsets(top: edges[0], leading: edges[1], bottom: edges[2], trailing: edges[3]))
        traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: (regular ?? (width >= 678)) ? .regular : .compact),
            UITraitCollection(displayScale: CGFloat(scale)),
        ])
        super.init()
    }
}

/// A cell as a visible-items handler receives it.
final class RecorderVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
    var center: CGPoint
    var transform = CGAffineTransform.identity
    let name = ""
    let indexPath: IndexPath
    let frame: CGRect
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    let representedElementCategory = UICollectionView.ElementCategory.cell
    let representedElementKind: String? = nil

    init(index: Int, frame: CGRect) {
        indexPath = IndexPath(item: index, section: 0)
        self.frame = frame
        center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }
}

/// Turns recorded layout objects into JSON values.
@MainActor enum Recorder {
    static func dimension(_ value: NSCollectionLayoutDimension) -> Any {
        let kind =
            value.isFractionalWidth
            ? "fractionalWidth"
            : value.isFractionalHeight
                ? "fractionalHeight"
                : value.isAbsolute
                    ? "absolute" : value._feedRecordedUniformAcrossSiblings ? "uniformAcrossSiblings" : "estimated"
        return ["kind": kind, "value": Double(value.dimension)]
    }

    static func size(_ size: NSCollectionLayoutSize) -> Any {
        ["width": dimension(size.widthDimension), "height": dimension(size.heightDimension)]
    }

    static func insets(_ insets: NSDirectionalEdgeInsets) -> Any {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
    }

    static func spacing(_ spacing: NSCollectionLayoutSpacing?) -> Any {
        guard let spacing else { return NSNull() }
        return ["flexible": spacing.isFlexibleSpacing, "value": Double(spacing.spacing)]
    }

    static func edgeSpacing(_ edges: NSCollectionLayoutEdgeSpacing?) -> Any {
        guard let edges else { return NSNull() }
        return [
            "leading": spacing(edges.leading), "top": spacing(edges.top), "trailing": spacing(edges.trailing),
            "bottom": spacing(edges.bottom),
        ]
    }

    static func point(_ point: CGPoint) -> Any { [Double(point.x), Double(point.y)] }

    static func anchor(_ anchor: NSCollectionLayoutAnchor?) -> Any {
        guard let anchor else { return NSNull() }
        return [
            "edges": Int(anchor.edges.rawValue), "offset": point(anchor.offset),
            "fractional": anchor.isFractionalOffset,
        ]
    }

    static func badge(_ item: NSCollectionLayoutSupplementaryItem) -> Any {
        [
            "kind": item.elementKind, "size": size(item.layoutSize), "zIndex": item.zIndex,
            "containerAnchor": anchor(item.containerAnchor), "itemAnchor": anchor(item.itemAnchor),
        ]
    }

    static func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Any {
        [
            "kind": item.elementKind, "size": size(item.layoutSize), "alignment": item.alignment.rawValue,
            "offset": point(item.offset), "extendsBoundary": item.extendsBoundary,
            "pinToVisibleBounds": item.pinToVisibleBounds, "contentInsets": insets(item.contentInsets),
            "zIndex": item.zIndex,
        ]
    }

    static func decoration(_ item: NSCollectionLayoutDecorationItem) -> Any {
        ["kind": item.elementKind, "contentInsets": insets(item.contentInsets), "zIndex": item.zIndex]
    }

    static func element(_ item: NSCollectionLayoutItem, environment: RecorderEnvironment) -> Any {
        var result: [String: Any] = [
            "size": size(item.layoutSize), "contentInsets": insets(item.contentInsets),
            "edgeSpacing": edgeSpacing(item.edgeSpacing), "supplementaries": item.supplementaryItems.map(badge),
        ]
        guard let group = item as? NSCollectionLayoutGroup else {
            result["type"] = "item"
            return result
        }
        result["type"] = "group"
        result["direction"] = group._feedRecordedDirection
        result["count"] = group._feedRecordedCount ?? NSNull()
        result["repeatingSubitem"] = group._feedRecordedRepeatingSubitem
        result["interItemSpacing"] = spacing(group.interItemSpacing)
        result["subitems"] = group.subitems.map { element($0, environment: environment) }
        let frames = group._feedRecordedItemProvider?(environment) ?? []
        result["frames"] = frames.map {
            [
                Double($0.frame.minX), Double($0.frame.minY), Double($0.frame.width), Double($0.frame.height),
                Double($0.zIndex),
            ]
        }
        return result
    }

    static func section(_ section: NSCollectionLayoutSection?, environment: RecorderEnvironment) -> Any {
        guard let section else { return NSNull() }
        if let list = section._feedRecordedList {
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let insets = list.separatorConfiguration.bottomSeparatorInsets
            return [
                "list": [
                    "appearance": list.appearance.rawValue, "headerMode": list.headerMode.rawValue,
                    "footerMode": list.footerMode.rawValue,
                    "headerTopPadding": list.headerTopPadding.map { Double($0) as Any } ?? NSNull(),
                    "showsSeparators": list.showsSeparators,
                    "separatorLeading": insets.leading == automatic.leading ? NSNull() : Double(insets.leading),
                    "separatorTrailing": insets.trailing == automatic.trailing ? NSNull() : Double(insets.trailing),
                    "rowSeparators": rowSeparators(list),
                ]
            ]
        }
        return [
            "group": section._feedRecordedGroup.map { element($0, environment: environment) } ?? NSNull(),
            "contentInsets": insets(section.contentInsets), "interGroupSpacing": Double(section.interGroupSpacing),
            "orthogonalScrolling": section.orthogonalScrollingBehavior.rawValue,
            "boundarySupplementaries": section.boundarySupplementaryItems.map(boundary),
            "decorations": section.decorationItems.map(decoration),
            "supplementariesFollowContentInsets": section.supplementariesFollowContentInsets,
            "contentInsetsReference": section.contentInsetsReference.rawValue,
            "supplementaryContentInsetsReference": section.supplementaryContentInsetsReference.rawValue,
            "effectProbes": effectProbes(section, environment: environment),
        ]
    }

    /// Rows probed with a list's separator handler: more than any recipe of the tests has.
    static let separatorProbeRows = 256

    /// The list's separator handler asked for rows 0..<`separatorProbeRows` with the section's configuration, as
    /// UIKit asks it: the rows whose answer differs, each with its visibility (null for automatic) and the inset
    /// sides that changed (null where kept).
    static func rowSeparators(_ list: UICollectionLayoutListConfiguration) -> Any {
        guard let handler = list.itemSeparatorHandler else { return [Any]() }
        let section = list.separatorConfiguration
        var rows: [Any] = []
        for item in 0..<separatorProbeRows {
            let row = handler(IndexPath(item: item, section: 0), section)
            let leading = row.bottomSeparatorInsets.leading
            let trailing = row.bottomSeparatorInsets.trailing
            let visibility: Any =
                row.bottomSeparatorVisibility == .automatic
                ? NSNull() as Any : (row.bottomSeparatorVisibility == .visible) as Any
            let keptLeading = leading == section.bottomSeparatorInsets.leading
            let keptTrailing = trailing == section.bottomSeparatorInsets.trailing
            guard visibility is Bool || !keptLeading || !keptTrailing else { continue }
            rows.append([
                "item": item, "visible": visibility,
                "leading": keptLeading ? NSNull() as Any : Double(leading) as Any,
                "trailing": keptTrailing ? NSNull() as Any : Double(trailing) as Any,
            ])
        }
        return rows
    }

    /// The section's visible-items handler run once on probe cells 100 wide, 40 apart along x, with the row at
    /// offset 37: each probe's [x scale, y scale, alpha], or null without a handler.
    static func effectProbes(_ section: NSCollectionLayoutSection, environment: RecorderEnvironment) -> Any {
        guard let handler = section.visibleItemsInvalidationHandler else { return NSNull() }
        let items = (0..<12).map {
            RecorderVisibleItem(index: $0, frame: CGRect(x: $0 * 40, y: 0, width: 100, height: 100))
        }
        handler(items, CGPoint(x: 37, y: 0), environment)
        return items.map { [Double($0.transform.a), Double($0.transform.d), Double($0.alpha)] }
    }

    static func configuration(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> Any {
        [
            "scrollDirection": configuration.scrollDirection.rawValue,
            "interSectionSpacing": Double(configuration.interSectionSpacing),
            "boundarySupplementaries": configuration.boundarySupplementaryItems.map(boundary),
            "contentInsetsReference": configuration.contentInsetsReference.rawValue,
        ]
    }

    /// One exported file: its order and configuration, and per environment every section as `section(_:environment:)`
    /// and as `layout()`'s provider give it (they must agree), plus `section` of an unknown identifier.
    static func export(
        order: [String], section: (String, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?,
        layout: UICollectionViewCompositionalLayout, environments: [(String, Double, Double, Double, [Double], Bool)]
    ) -> Any {
        var perEnvironment: [String: Any] = [:]
        var providerAgrees = true
        for (name, width, height, scale, insets, regular) in environments {
            let environment = RecorderEnvironment(
                width: width, height: height, scale: scale, insets: insets, regular: regular)
            let sections = order.map { self.section(section($0, environment), environment: environment) }
            let provided = order.indices.map {
                self.section(layout._feedRecordedSectionProvider?($0, environment), environment: environment)
            }
            if !NSArray(array: sections).isEqual(to: provided) { providerAgrees = false }
            perEnvironment[name] = sections
        }
        let unknown = section("\u{0}no such section", RecorderEnvironment(width: 390, height: 844, scale: 3))
        return [
            "order": order, "configuration": configuration(layout.configuration), "sections": perEnvironment,
            "providerAgrees": providerAgrees, "unknownIsNil": unknown == nil,
            "providerBeyondOrderIsNil": layout._feedRecordedSectionProvider?(
                order.count, RecorderEnvironment(width: 390, height: 844, scale: 3)) == nil,
        ]
    }

    /// Prints `value` as JSON on standard output.
    static func print(_ value: Any) {
        let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        FileHandle.standardOutput.write(data)
    }
}
