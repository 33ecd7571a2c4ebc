import FeedLayout
import Foundation

/// Reads the JSON the test program writes (`Tests/UIKitSurface/Driver/Recorder.swift`) back into FeedLayout's
/// model: what the exported Swift handed UIKit, as recipes the layout engine can solve.
struct RecordedLayout {
    enum ReadError: Error, CustomStringConvertible {
        case malformed(String)
        var description: String {
            switch self {
            case .malformed(let what): return "recorded JSON: \(what)"
            }
        }
    }

    /// One exported file's recording.
    struct Export {
        var order: [String]
        var configuration: LayoutConfiguration
        /// Environment name → the recipe of each section in `order` (nil where `section(_:environment:)` gave nil).
        var sections: [String: [SectionInput.Recipe?]]
        /// Environment name → per section in `order`, a list's rows with their own separator (by row index).
        var rowSeparators: [String: [[Int: ListRowSeparator]]]
        var providerAgrees: Bool
        var unknownIsNil: Bool
        var providerBeyondOrderIsNil: Bool
    }

    static func export(_ value: Any) throws(ReadError) -> Export {
        let object = try dictionary(value, "export")
        let perEnvironment = try dictionary(object["sections"], "sections")
        var sections: [String: [SectionInput.Recipe?]] = [:]
        var rowSeparators: [String: [[Int: ListRowSeparator]]] = [:]
        for (name, list) in perEnvironment {
            let values = try array(list, "sections[\(name)]")
            sections[name] = try values.map { value throws(ReadError) in
                value is NSNull ? nil : try recipe(value)
            }
            rowSeparators[name] = try values.map { value throws(ReadError) in
                guard let list = ((value as? [String: Any])?["list"]) as? [String: Any] else { return [:] }
                return try self.rowSeparators(list["rowSeparators"])
            }
        }
        return Export(
            order: try array(object["order"], "order").map { $0 as? String ?? "" },
            configuration: try configuration(object["configuration"]), sections: sections,
            rowSeparators: rowSeparators,
            providerAgrees: object["providerAgrees"] as? Bool ?? false,
            unknownIsNil: object["unknownIsNil"] as? Bool ?? false,
            providerBeyondOrderIsNil: object["providerBeyondOrderIsNil"] as? Bool ?? false)
    }

    // MARK: Kinds

    /// UIKit's header and footer kinds are the DSL's `header` and `footer`.
    static func kind(_ value: Any?) -> String {
        switch value as? String {
        case "UICollectionElementKindSectionHeader": return "header"
        case "UICollectionElementKindSectionFooter": return "footer"
        case let kind?: return kind
        case nil: return ""
        }
    }

    // MARK: Sections

    /// A recorded `UICollectionLayoutListConfiguration`: UIKit's enums by raw value (declaration order).
    static func list(_ list: [String: Any]) throws(ReadError) -> ListConfiguration {
        func pick<T: CaseIterable>(_ key: String, _: T.Type) throws(ReadError) -> T {
            let all = Array(T.allCases)
            guard let raw = list[key] as? Int, all.indices.contains(raw) else {
                throw .malformed("list \(key) \(String(describing: list[key]))")
            }
            return all[raw]
        }
        var configuration = ListConfiguration(appearance: try pick("appearance", ListAppearance.self))
        configuration.headerMode = try pick("headerMode", ListHeaderMode.self)
        configuration.footerMode = try pick("footerMode", ListFooterMode.self)
        configuration.headerTopPadding = list["headerTopPadding"] as? Double
        configuration.showsSeparators = list["showsSeparators"] as? Bool ?? true
        configuration.separatorInsets = ListSeparatorInsets(
            leading: list["separatorLeading"] as? Double, trailing: list["separatorTrailing"] as? Double)
        return configuration
    }

    /// What a list's separator handler answered for the probed rows that differ from the section
    /// (`Recorder.rowSeparators`).
    static func rowSeparators(_ value: Any?) throws(ReadError) -> [Int: ListRowSeparator] {
        var rows: [Int: ListRowSeparator] = [:]
        for entry in try array(value ?? [Any](), "rowSeparators") {
            let object = try dictionary(entry, "row separator")
            rows[try int(object["item"], "item")] = ListRowSeparator(
                insets: ListSeparatorInsets(
                    leading: object["leading"] as? Double, trailing: object["trailing"] as? Double),
                isVisible: object["visible"] as? Bool)
        }
        return rows
    }

    static func recipe(_ value: Any) throws(ReadError) -> SectionInput.Recipe {
        let object = try dictionary(value, "section")
        if let list = object["list"] as? [String: Any] { return .list(try self.list(list)) }
        guard case .group(let group) = try element(object["group"] as Any) else {
            throw .malformed("a section's group is an item")
        }
        let behaviours = OrthogonalScrolling.allCases
        let raw = try int(object["orthogonalScrolling"], "orthogonalScrolling")
        guard behaviours.indices.contains(raw) else { throw .malformed("orthogonalScrolling \(raw)") }
        return .section(
            LayoutSection(
                group: group, contentInsets: try insets(object["contentInsets"]),
                interGroupSpacing: try number(object["interGroupSpacing"], "interGroupSpacing"),
                orthogonalScrolling: behaviours[raw],
                boundarySupplementaries: try array(object["boundarySupplementaries"], "boundaries").map(boundary),
                decorations: try array(object["decorations"], "decorations").map(decoration),
                supplementariesFollowContentInsets: object["supplementariesFollowContentInsets"] as? Bool ?? true,
                contentInsetsReference: try insetsReference(object["contentInsetsReference"]),
                supplementaryContentInsetsReference: try insetsReference(object["supplementaryContentInsetsReference"])
            ))
    }

    /// `UIContentInsetsReference`'s raw values, in the SDK's order.
    static func insetsReference(_ value: Any?) throws(ReadError) -> ContentInsetsReference {
        let references: [ContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
        let raw = try int(value, "contentInsetsReference")
        guard references.indices.contains(raw) else { throw .malformed("contentInsetsReference \(raw)") }
        return references[raw]
    }

    static func configuration(_ value: Any?) throws(ReadError) -> LayoutConfiguration {
        let object = try dictionary(value, "configuration")
        return LayoutConfiguration(
            scrollDirection: try int(object["scrollDirection"], "scrollDirection") == 1 ? .horizontal : .vertical,
            interSectionSpacing: try number(object["interSectionSpacing"], "interSectionSpacing"),
            boundarySupplementaries: try array(object["boundarySupplementaries"], "boundaries").map(boundary),
            contentInsetsReference: try insetsReference(object["contentInsetsReference"]))
    }

    // MARK: Elements

    static func element(_ value: Any) throws(ReadError) -> LayoutElement {
        let object = try dictionary(value, "element")
        let size = try self.size(object["size"])
        let insets = try self.insets(object["contentInsets"])
        let edges = try edgeSpacing(object["edgeSpacing"])
        let badges = try array(object["supplementaries"], "supplementaries").map(badge)
        guard object["type"] as? String == "group" else {
            return .item(LayoutItem(size: size, contentInsets: insets, edgeSpacing: edges, supplementaries: badges))
        }
        guard let direction = GroupDirection(rawValue: object["direction"] as? String ?? "") else {
            throw .malformed("group direction \(String(describing: object["direction"]))")
        }
        var group = LayoutGroup(
            direction: direction, size: size, subitems: try array(object["subitems"], "subitems").map(element),
            count: object["count"] as? Int, interItemSpacing: try spacing(object["interItemSpacing"]),
            contentInsets: insets, edgeSpacing: edges, supplementaries: badges,
            customFrames: try array(object["frames"], "frames").map(customFrame))
        group.countKeepsSubitemSize = object["repeatingSubitem"] as? Bool ?? false
        return .group(group)
    }

    static func customFrame(_ value: Any) throws(ReadError) -> CustomFrame {
        let numbers = try array(value, "frame").map { value throws(ReadError) in try number(value, "frame") }
        guard numbers.count == 5 else { throw .malformed("custom frame \(numbers)") }
        return CustomFrame(
            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), zIndex: Int(numbers[4]))
    }

    static func badge(_ value: Any) throws(ReadError) -> AnchoredSupplementary {
        let object = try dictionary(value, "supplementary")
        let itemAnchor = object["itemAnchor"]
        return AnchoredSupplementary(
            kind: kind(object["kind"]), size: try size(object["size"]),
            containerAnchor: try anchor(object["containerAnchor"]),
            itemAnchor: itemAnchor is NSNull ? nil : try anchor(itemAnchor),
            zIndex: try int(object["zIndex"], "zIndex"))
    }

    static func boundary(_ value: Any) throws(ReadError) -> BoundarySupplementary {
        let object = try dictionary(value, "boundary")
        let alignments: [Int: BoundaryAlignment] = [
            1: .top, 2: .topLeading, 3: .leading, 4: .bottomLeading, 5: .bottom, 6: .bottomTrailing, 7: .trailing,
            8: .topTrailing,
        ]
        guard let alignment = alignments[try int(object["alignment"], "alignment")] else {
            throw .malformed("alignment \(String(describing: object["alignment"]))")
        }
        return BoundarySupplementary(
            kind: kind(object["kind"]), size: try size(object["size"]), alignment: alignment,
            offset: try point(object["offset"]), extendsBoundary: object["extendsBoundary"] as? Bool ?? true,
            pinToVisibleBounds: object["pinToVisibleBounds"] as? Bool ?? false,
            contentInsets: try insets(object["contentInsets"]), zIndex: try int(object["zIndex"], "zIndex"))
    }

    static func decoration(_ value: Any) throws(ReadError) -> BackgroundDecoration {
        let object = try dictionary(value, "decoration")
        return BackgroundDecoration(
            kind: kind(object["kind"]), contentInsets: try insets(object["contentInsets"]),
            zIndex: try int(object["zIndex"], "zIndex"))
    }

    // MARK: Values

    static func dimension(_ value: Any?) throws(ReadError) -> FeedLayout.Dimension {
        let object = try dictionary(value, "dimension")
        let amount = try number(object["value"], "dimension")
        switch object["kind"] as? String {
        case "fractionalWidth": return .fractionalWidth(amount)
        case "fractionalHeight": return .fractionalHeight(amount)
        case "absolute": return .absolute(amount)
        case "estimated": return .estimated(amount)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(amount)
        default: throw .malformed("dimension kind \(String(describing: object["kind"]))")
        }
    }

    static func size(_ value: Any?) throws(ReadError) -> LayoutSize {
        let object = try dictionary(value, "size")
        return LayoutSize(width: try dimension(object["width"]), height: try dimension(object["height"]))
    }

    static func insets(_ value: Any?) throws(ReadError) -> EdgeInsets {
        let numbers = try array(value, "insets").map { value throws(ReadError) in try number(value, "insets") }
        guard numbers.count == 4 else { throw .malformed("insets \(numbers)") }
        return EdgeInsets(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }

    static func spacing(_ value: Any?) throws(ReadError) -> Spacing? {
        guard let object = value as? [String: Any] else { return nil }
        let amount = try number(object["value"], "spacing")
        return object["flexible"] as? Bool == true ? .flexible(amount) : .fixed(amount)
    }

    static func edgeSpacing(_ value: Any?) throws(ReadError) -> EdgeSpacing {
        guard let object = value as? [String: Any] else { return .none }
        return EdgeSpacing(
            leading: try spacing(object["leading"]), top: try spacing(object["top"]),
            trailing: try spacing(object["trailing"]), bottom: try spacing(object["bottom"]))
    }

    static func point(_ value: Any?) throws(ReadError) -> Point {
        let numbers = try array(value, "point").map { value throws(ReadError) in try number(value, "point") }
        guard numbers.count == 2 else { throw .malformed("point \(numbers)") }
        return Point(x: numbers[0], y: numbers[1])
    }

    static func anchor(_ value: Any?) throws(ReadError) -> SupplementaryAnchor {
        let object = try dictionary(value, "anchor")
        let bits = try int(object["edges"], "edges")
        let edges = RectEdge.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)
        return SupplementaryAnchor(
            edges: edges, offset: try point(object["offset"]), isFractional: object["fractional"] as? Bool ?? false)
    }

    static func dictionary(_ value: Any?, _ what: String) throws(ReadError) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw .malformed("\(what) is not an object") }
        return object
    }

    static func array(_ value: Any?, _ what: String) throws(ReadError) -> [Any] {
        guard let list = value as? [Any] else { throw .malformed("\(what) is not an array") }
        return list
    }

    static func number(_ value: Any?, _ what: String) throws(ReadError) -> Double {
        guard let number = value as? NSNumber else { throw .malformed("\(what) is not a number") }
        return number.doubleValue
    }

    static func int(_ value: Any?, _ what: String) throws(ReadError) -> Int {
        guard let number = value as? NSNumber else { throw .malformed("\(what) is not a number") }
        return number.intValue
    }
}
