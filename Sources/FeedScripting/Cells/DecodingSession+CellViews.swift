import CellLayout
import FeedLayout
import LuaBridge
import TextShaping

/// The properties of one view of a cell template.
extension DecodingSession {
    /// The keys each kind of view accepts.
    static func viewKeys(_ kind: CellView.Kind) -> [String] {
        let common = ["name", "color", "backgroundColor", "cornerRadius"]
        switch kind {
        case .label: return common + ["text", "font", "numberOfLines", "textAlignment"]
        case .button: return common + ["title", "font", "style", "contentInsets"]
        case .image: return common + ["width", "height", "aspectRatio", "symbol"]
        case .hstack, .vstack: return common + ["spacing", "alignment", "distribution"]
        case .spacer, .view: return common
        }
    }

    /// A view and the constraints its properties imply (an image's fixed size or aspect ratio).
    func cellView(_ record: LuaValue, index: Int, views: [CellView], at templatePath: String, script: String)
        -> (CellView, [CellConstraint])?
    {
        guard case .table(let fields) = record, case .string(let kindName)? = fields["kind"],
            let kind = CellView.Kind(rawValue: kindName),
            // 0 the content view, else a view made before this one.
            let parent = fields["parent"]?.wholeNumber(in: 0...index),
            // The builder arranges exactly the views added to a stack; any other mark (a label "arranged" in
            // a label) would export `addArrangedSubview` on a view that has none.
            (fields["arranged"] == .boolean(true)) == (parent >= 1 && views[parent - 1].isStack)
        else {
            report(
                line: nil, field: templatePath, "a view table was changed by the script; add views with c:label { … }")
            return nil
        }
        let line = Self.scriptLine(fields, script: script)
        let properties: [String: LuaValue]
        switch fields["fields"] {
        case .table(let entries)?: properties = entries
        default: properties = [:]
        }
        var name = kindName + String(index + 1)
        if case .string(let given)? = properties["name"] { name = given }
        let path = FieldPath.key(templatePath, name)
        if views.contains(where: { $0.name == name }) {
            report(line: line, field: path, "two views are named \"\(name)\"; give each view its own name")
        }
        var view = CellView(
            name: name, kind: kind, parent: parent >= 1 ? parent - 1 : nil,
            isArranged: fields["arranged"] == .boolean(true), line: line)
        let allowed = Self.viewKeys(kind)
        for key in properties.keys.sorted() where !allowed.contains(key) {
            let hint = Suggestion.closest(to: key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
            report(line: line, field: FieldPath.key(path, key), "a \(kindName) has no property \"\(key)\"\(hint)")
        }
        readPriorities(fields, into: &view, at: path, line: line)
        var extra: [CellConstraint] = []
        for key in allowed where properties[key] != nil && key != "name" {
            apply(
                key, properties[key]!, to: &view, extra: &extra, index: index, at: FieldPath.key(path, key), line: line)
        }
        return (view, extra)
    }

    /// The priorities `setContentHuggingPriority` and `setContentCompressionResistancePriority` wrote (checked
    /// there); one outside 1…1000 means the script changed the view's table.
    private func readPriorities(_ fields: [String: LuaValue], into view: inout CellView, at path: String, line: Int?) {
        func priority(_ key: String) -> Double? {
            guard let value = fields[key]?.numberValue else { return nil }
            guard (1...1000) ~= value else {
                report(
                    line: line, field: path, "a view table was changed by the script; set priorities with its methods")
                return nil
            }
            return value
        }
        if let value = priority("hugging_horizontal") { view.hugging.horizontal = value }
        if let value = priority("hugging_vertical") { view.hugging.vertical = value }
        if let value = priority("compression_horizontal") { view.compressionResistance.horizontal = value }
        if let value = priority("compression_vertical") { view.compressionResistance.vertical = value }
    }

    // One property; wrong values are reported and leave the default.
    // swiftlint:disable:next cyclomatic_complexity
    private func apply(
        _ key: String, _ value: LuaValue, to view: inout CellView, extra: inout [CellConstraint], index: Int,
        at path: String, line: Int?
    ) {
        switch key {
        case "text", "title": view.text = cellText(value, at: path, line: line)
        case "font": if let font = cellFont(value, at: path, line: line) { view.font = font }
        case "numberOfLines":
            if let lines = integer(value, at: path, line: line) {
                if lines < 0 { report(line: line, field: path, "expected 0 (no limit) or more lines, got \(lines)") }
                view.numberOfLines = max(0, lines)
            }
        case "textAlignment":
            view.textAlignment =
                choice(
                    value, as: TextAlignment.self, allowed: TextAlignment.allCases.map(\.rawValue), at: path, line: line
                ) ?? .natural
        case "spacing": view.spacing = number(value, at: path, line: line) ?? 0
        case "alignment":
            view.alignment =
                choice(
                    value, as: StackAlignment.self, allowed: StackAlignment.allCases.map(\.rawValue), at: path,
                    line: line) ?? .fill
        case "distribution":
            view.distribution =
                choice(
                    value, as: StackDistribution.self, allowed: StackDistribution.allCases.map(\.rawValue), at: path,
                    line: line) ?? .fill
        case "contentInsets":
            // Not negative: a negative inset could make the button's intrinsic size negative.
            if let insets = insets(value, at: path, line: line, side: nonNegative) { view.contentInsets = insets }
        case "width", "height":
            if let size = number(value, at: path, line: line) {
                extra.append(
                    CellConstraint(
                        view: index, attribute: key == "width" ? .width : .height, target: .none, constant: size,
                        line: line))
            }
        case "aspectRatio":
            if let ratio = aspectRatio(value, at: path, line: line) {
                extra.append(
                    CellConstraint(
                        view: index, attribute: .width, target: .view(index), targetAttribute: .height,
                        multiplier: ratio, line: line))
            }
        case "cornerRadius":
            if let radius = nonNegative(value, at: path, line: line) { view.appearance[key] = LuaValue.format(radius) }
        default:
            switch value {
            case .string(let text): view.appearance[key] = text
            case .integer(let number): view.appearance[key] = LuaValue.format(Double(number))
            case .number(let number) where number.isFinite: view.appearance[key] = LuaValue.format(number)
            default:
                report(
                    line: line, field: path,
                    "expected a string such as \"systemOrange\" or a finite number, got \(value.describedForMessage)")
            }
        }
    }

    /// An image's width ÷ height: the multiplier of `width == height × ratio`, so in a constraint's multiplier
    /// range and positive (a ratio the solver would round to 0, or a negative one, can only conflict).
    private func aspectRatio(_ value: LuaValue, at path: String, line: Int?) -> Double? {
        let limit = Self.multiplierLimit
        guard let ratio = value.numberValue, ratio.isFinite, (1 / limit...limit).contains(ratio) else {
            report(
                line: line, field: path,
                "expected width ÷ height from \(LuaValue.format(1 / limit)) to \(LuaValue.format(limit)), such as "
                    + "16 / 9, got \(value.describedForMessage)")
            return nil
        }
        return ratio
    }

    private func cellText(_ value: LuaValue, at path: String, line: Int?) -> CellText? {
        switch value {
        case .string(let text):
            guard text.utf8.count <= CellTextLimit.bytes else {
                report(line: line, field: path, CellTextLimit.overLimit(text))
                return nil
            }
            return .literal(text)
        case .integer, .number: return .literal(LuaValue.format(value.numberValue ?? 0))
        case .table(let fields):
            if case .string(let name)? = fields["__field"] { return .field(name) }
        default: break
        }
        report(
            line: line, field: path,
            "expected a text such as \"GET\" or field \"name\", got \(value.describedForMessage)")
        return nil
    }

    private func cellFont(_ value: LuaValue, at path: String, line: Int?) -> CellFont? {
        if case .string(let name) = value {
            if let style = TextStyle(rawValue: name) { return .style(style) }
            let styles = TextStyle.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: name, in: styles).map { "did you mean \"\($0)\"? " } ?? ""
            report(
                line: line, field: path,
                "unknown text style \"\(name)\"; \(hint)text styles: \(styles.joined(separator: ", "))")
            return nil
        }
        if case .table(let fields) = value, fields["__font"] == .string("system"),
            let size = fields["size"]?.numberValue, size > 0, size <= 1_000
        {
            guard case .string(let weightName)? = fields["weight"], let weight = FontWeight(rawValue: weightName) else {
                let weights = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
                report(
                    line: line, field: path,
                    "unknown font weight \(fields["weight"]?.describedForMessage ?? "nil"); weights: \(weights)")
                return nil
            }
            return .system(size: size, weight: weight)
        }
        if case .table(let fields) = value, fields["__font"] == .string("system"), let size = fields["size"] {
            report(
                line: line, field: path,
                "systemFont's size is more than 0 and at most 1000 points, got \(size.describedForMessage)")
            return nil
        }
        report(
            line: line, field: path,
            "expected a font such as systemFont(18, \"semibold\") or a text style such as \"headline\", got \(value.describedForMessage)"
        )
        return nil
    }
}
