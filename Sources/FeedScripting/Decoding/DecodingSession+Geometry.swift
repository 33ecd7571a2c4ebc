import FeedLayout
import LuaBridge

/// Dimensions, spacings, insets, offsets and anchors.
extension DecodingSession {
    /// A value built by `fractionalWidth`, `fractionalHeight`, `absolute` or `estimated`.
    func dimension(_ value: LuaValue, at path: String, line: Int?) -> Dimension? {
        dimension(value, at: path, line: line, allowsUniform: false)
    }

    /// An item's dimension: the others, or `uniformAcrossSiblings` (docs/spec/layout.md §8.1 rule 3).
    func itemDimension(_ value: LuaValue, at path: String, line: Int?) -> Dimension? {
        dimension(value, at: path, line: line, allowsUniform: true)
    }

    private func dimension(_ value: LuaValue, at path: String, line: Int?, allowsUniform: Bool) -> Dimension? {
        guard let (name, amount) = constructedValue(value, among: DSLSchema.dimensionConstructors) else {
            reportMismatch(value, expected: .dimension, at: path, line: line, hint: "absolute")
            return nil
        }
        let line = value.dslLine ?? line
        guard amount.isFinite, amount >= 0 else {
            report(
                line: line, field: path,
                "\(name)(\(LuaValue.format(amount))) is not a size; use a finite number ≥ 0, e.g. \(name)(1)")
            return nil
        }
        let limit = name.hasPrefix("fractional") ? Self.fractionLimit : Self.pointLimit
        guard amount <= limit else {
            report(line: line, field: path, Self.tooLarge("\(name)(\(LuaValue.format(amount)))", limit: limit))
            return nil
        }
        switch name {
        case "fractionalWidth": return .fractionalWidth(amount)
        case "fractionalHeight": return .fractionalHeight(amount)
        case "absolute": return .absolute(amount)
        case "uniformAcrossSiblings":
            guard allowsUniform else {
                report(
                    line: line, field: path,
                    "uniformAcrossSiblings sizes items only (siblings in a group share their largest size); "
                        + "use estimated(\(LuaValue.format(amount))) here")
                return nil
            }
            return .uniformAcrossSiblings(amount)
        default: return .estimated(amount)
        }
    }

    /// A value built by `fixed` or `flexible`.
    func spacing(_ value: LuaValue, at path: String, line: Int?) -> Spacing? {
        guard let (name, amount) = constructedValue(value, among: DSLSchema.spacingConstructors) else {
            reportMismatch(value, expected: .spacing, at: path, line: line, hint: "fixed")
            return nil
        }
        guard amount.isFinite else {
            report(
                line: value.dslLine ?? line, field: path,
                "\(name)(\(LuaValue.format(amount))) is not a spacing; use a finite number, e.g. \(name)(8)")
            return nil
        }
        guard amount.magnitude <= Self.pointLimit else {
            report(
                line: value.dslLine ?? line, field: path,
                Self.tooLarge("\(name)(\(LuaValue.format(amount)))", limit: Self.pointLimit))
            return nil
        }
        return name == "fixed" ? .fixed(amount) : .flexible(amount)
    }

    private func constructedValue(_ value: LuaValue, among names: [String]) -> (String, Double)? {
        guard let tag = value.dslTag, names.contains(tag), case .table(let fields) = value,
            let amount = fields[DSLSchema.valueKey]?.numberValue
        else { return nil }
        return (tag, amount)
    }

    /// Reports a wrong dimension or spacing; a bare number gets the spelled-out fix (`write absolute(120)`).
    private func reportMismatch(
        _ value: LuaValue, expected kind: DSLValueKind, at path: String, line: Int?, hint: String
    ) {
        var message = "expected \(kind.expectation), got \(value.describedForMessage)"
        if let number = value.numberValue, number.isFinite {
            message += " (write \(hint)(\(LuaValue.format(number))))"
        }
        report(line: value.dslLine ?? line, field: path, message)
    }

    func insets(_ value: LuaValue, at path: String, line: Int?) -> EdgeInsets? {
        insets(value, at: path, line: line, side: number)
    }

    /// Insets whose sides `reading` reads: any `number` for a layout's, `nonNegative` for a button's.
    func insets(
        _ value: LuaValue, at path: String, line: Int?, side reading: (LuaValue, String, Int?) -> Double?
    ) -> EdgeInsets? {
        guard let reader = open(value, as: .insets, at: path, line: line) else { return nil }
        return EdgeInsets(
            top: read(reader, "top", default: 0.0, reading), leading: read(reader, "leading", default: 0.0, reading),
            bottom: read(reader, "bottom", default: 0.0, reading),
            trailing: read(reader, "trailing", default: 0.0, reading))
    }

    func edgeSpacing(_ value: LuaValue, at path: String, line: Int?) -> EdgeSpacing? {
        guard let reader = open(value, as: .edgeSpacing, at: path, line: line) else { return nil }
        let side = { (key: String) in self.optional(reader, key, self.spacing) }
        return EdgeSpacing(
            leading: side("leading"), top: side("top"), trailing: side("trailing"), bottom: side("bottom"))
    }

    func offset(_ value: LuaValue, at path: String, line: Int?) -> Point? {
        guard let reader = open(value, as: .offset, at: path, line: line) else { return nil }
        return Point(x: read(reader, "x", default: 0, number), y: read(reader, "y", default: 0, number))
    }

    func anchor(_ value: LuaValue, at path: String, line: Int?) -> SupplementaryAnchor? {
        guard let reader = open(value, as: .anchor, at: path, line: line) else { return nil }
        let names = RectEdge.allCases.map(\.rawValue)
        let edges = read(reader, "edges", default: []) { value, path, line in
            self.list(value, of: .choice(names), at: path, line: line) { entry, path, line in
                self.choice(entry, as: RectEdge.self, allowed: names, at: path, line: line)
            }
        }
        return SupplementaryAnchor(
            edges: edges, offset: read(reader, "offset", default: .zero, offset),
            isFractional: read(reader, "fractional", default: false, boolean))
    }

    /// A width and a height, each falling back to `width`/`height` defaults when absent.
    func size(_ reader: TableReader, width: Dimension, height: Dimension, isItem: Bool = false) -> LayoutSize {
        let decode = isItem ? itemDimension : dimension
        return LayoutSize(
            width: read(reader, "width", default: width, decode),
            height: read(reader, "height", default: height, decode))
    }
}
