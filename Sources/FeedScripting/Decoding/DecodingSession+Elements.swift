import FeedLayout
import LuaBridge

/// Items, groups and the supplementaries anchored to them.
extension DecodingSession {
    /// An item or a group; `elementPath` locates it below the section's group (for custom frame providers).
    func element(_ value: LuaValue, at path: String, line: Int?, elementPath: [Int]) -> LayoutElement? {
        switch value.dslTag.flatMap(DSLTableKind.init(rawValue:)) {
        case .item?:
            return item(value, at: path, line: line).map(LayoutElement.item)
        case let kind? where DSLSchema.groupKinds.contains(kind):
            return group(value, at: path, line: line, elementPath: elementPath).map(LayoutElement.group)
        default:
            reportMismatch(value, expected: .constructed(DSLSchema.elementKinds), at: path, line: line)
            return nil
        }
    }

    func item(_ value: LuaValue, at path: String, line: Int?) -> LayoutItem? {
        guard let reader = open(value, as: .item, at: path, line: line) else { return nil }
        return LayoutItem(
            size: size(reader, width: .fractionalWidth(1), height: .fractionalHeight(1), isItem: true),
            contentInsets: read(reader, "contentInsets", default: .zero, insets),
            edgeSpacing: read(reader, "edgeSpacing", default: .none, edgeSpacing),
            supplementaries: supplementaries(reader))
    }

    /// A horizontal, vertical or custom group.
    func group(_ value: LuaValue, at path: String, line: Int?, elementPath: [Int]) -> LayoutGroup? {
        guard let kind = value.dslTag.flatMap(DSLTableKind.init(rawValue:)), DSLSchema.groupKinds.contains(kind)
        else {
            reportMismatch(value, expected: .constructed(DSLSchema.groupKinds), at: path, line: line)
            return nil
        }
        guard let reader = open(value, as: kind, at: path, line: line) else { return nil }
        var group = LayoutGroup(
            direction: kind == .horizontalGroup ? .horizontal : kind == .verticalGroup ? .vertical : .custom,
            size: size(reader, width: .fractionalWidth(1), height: .absolute(0)),
            contentInsets: read(reader, "contentInsets", default: .zero, insets),
            edgeSpacing: read(reader, "edgeSpacing", default: .none, edgeSpacing),
            supplementaries: supplementaries(reader))
        if kind == .customGroup {
            group.customFrames = customFrames(reader, elementPath: elementPath)
            return group
        }
        group.interItemSpacing = optional(reader, "interItemSpacing", spacing)
        let repeating = reader["repeatingSubitem"] != nil
        group.subitems =
            repeating ? repeatingSubitem(reader, elementPath: elementPath) : subitems(reader, elementPath: elementPath)
        group.countKeepsSubitemSize = repeating
        if let countValue = reader["count"],
            let count = integer(countValue, at: reader.path("count"), line: reader.line)
        {
            if count < 1 {
                report(
                    line: reader.line, field: reader.path("count"),
                    "expected a count of at least 1 such as count = 2, got \(count)")
            } else if group.subitems.count > 1 {
                report(
                    line: reader.line, field: reader.path("count"),
                    "count repeats a single subitem, but the group has \(group.subitems.count); "
                        + "write subitems = { item }, count = \(count)")
            } else {
                group.count = count
            }
        } else if repeating && reader["count"] == nil {
            report(
                line: reader.line, field: reader.path("count"),
                "repeatingSubitem needs a count such as count = 3 (the number of repetitions per group)")
        }
        return group
    }

    /// `repeatingSubitem = …` (UIKit's `repeatingSubitem:count:`): the single subitem, kept at its own size.
    private func repeatingSubitem(_ reader: TableReader, elementPath: [Int]) -> [LayoutElement] {
        let path = reader.path("repeatingSubitem")
        if reader["subitems"] != nil {
            report(
                line: reader.line, field: path,
                "a group takes either subitems or repeatingSubitem, not both; remove subitems")
        }
        guard let value = reader["repeatingSubitem"],
            let element = element(value, at: path, line: reader.line, elementPath: elementPath + [0])
        else { return [] }
        return [element]
    }

    private func subitems(_ reader: TableReader, elementPath: [Int]) -> [LayoutElement] {
        let path = reader.path("subitems")
        guard let value = reader["subitems"] else {
            let expectation = DSLSchema.table(reader.kind).field("subitems")?.expectation ?? "subitems"
            report(line: reader.line, field: path, "missing required key; expected \(expectation)")
            return []
        }
        let kind = DSLValueKind.constructed(DSLSchema.elementKinds)
        guard let values = array(value, of: kind, at: path, line: reader.line) else { return [] }
        if values.isEmpty {
            report(
                line: reader.line, field: path,
                "a group needs at least 1 subitem, e.g. subitems = { layout.item { width = fractionalWidth(1) } }")
        }
        return values.enumerated().compactMap { offset, entry in
            element(entry, at: FieldPath.index(path, offset), line: reader.line, elementPath: elementPath + [offset])
        }
    }

    /// Static frames are decoded now; a function is recorded in `customGroups` and yields no frames yet.
    private func customFrames(_ reader: TableReader, elementPath: [Int]) -> [CustomFrame] {
        guard let value = reader["frames"] else { return [] }
        if case .function(let function) = value {
            customGroups.append(
                CustomGroupSource(elementPath: elementPath, field: reader.path, line: reader.line, frames: function))
            return []
        }
        let path = reader.path("frames")
        guard case .array = value else {
            reportMismatch(value, expected: "frames", of: .customGroup, at: path, line: reader.line)
            return []
        }
        return customFrameList(value, at: path, line: reader.line) ?? []
    }

    /// The frames a custom group's function returned (or its static `frames`).
    func customFrameList(_ value: LuaValue, at path: String, line: Int?) -> [CustomFrame]? {
        list(value, of: .table(.customFrame), at: path, line: line) { entry, path, line in
            guard let reader = self.open(entry, as: .customFrame, at: path, line: line) else { return nil }
            let number = { (key: String) in self.read(reader, key, default: 0.0, self.number) }
            let frame = Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            if frame.width < 0 || frame.height < 0 {
                self.report(
                    line: reader.line, field: path,
                    "a frame's width and height must be 0 or more, e.g. { x = 0, y = 0, width = 195, height = 200 }")
            }
            return CustomFrame(frame: frame, zIndex: self.read(reader, "zIndex", default: 0, self.integer))
        }
    }

    private func supplementaries(_ reader: TableReader) -> [AnchoredSupplementary] {
        read(reader, "supplementaries", default: []) { value, path, line in
            self.list(value, of: .constructed([.supplementary]), at: path, line: line, self.supplementary)
        }
    }

    func supplementary(_ value: LuaValue, at path: String, line: Int?) -> AnchoredSupplementary? {
        guard let reader = open(value, as: .supplementary, at: path, line: line) else { return nil }
        let anchor = read(reader, "anchor", default: SupplementaryAnchor(edges: []), anchor)
        return AnchoredSupplementary(
            kind: read(reader, "kind", default: "", string),
            size: size(reader, width: .absolute(0), height: .absolute(0)),
            containerAnchor: anchor, itemAnchor: optional(reader, "itemAnchor", self.anchor),
            zIndex: read(reader, "zIndex", default: 1, integer))
    }
}
