import CellLayout
import LuaBridge
import TextShaping

/// Cell templates: the tables `cell(function(c) … end)` builds (CellDSLSource) turned into `CellTemplate`s, every
/// property checked with a message naming the view and the script line.
extension DecodingSession {
    static let templateTag = "cellTemplate"
    static let constraintLimit = 512
    static let viewLimit = 64
    /// Templates a section may have, `cells` and `supplementaryCells` together: each is compiled into two
    /// constraint systems, about 20 ms each for one of 60 views and 420 constraints, so 64 such templates took a
    /// script 2.7 s; 16 bound it near what the instruction budget allows the script's Lua.
    static let templateLimit = 16

    /// The provider's `cell`, `cells` and `supplementaryCells`.
    func cellSet(_ reader: TableReader, script: String) -> CellSet {
        var set = CellSet()
        let count = [reader["cells"], reader["supplementaryCells"]].reduce(0) { count, value in
            if case .table(let entries)? = value { return count + entries.count }
            return count
        }
        guard count <= Self.templateLimit else {
            report(
                line: nil, field: "cells",
                "a section has at most \(Self.templateLimit) cell templates (cells and supplementaryCells "
                    + "together), got \(count)")
            return set
        }
        if let value = reader["cells"] {
            for (name, template) in namedTemplates(value, at: "cells", script: script) {
                set.templates[name] = template
            }
        }
        if let value = reader["supplementaryCells"] {
            set.supplementaries = Dictionary(
                uniqueKeysWithValues: namedTemplates(value, at: "supplementaryCells", script: script))
        }
        switch reader["cell"] {
        case nil: break
        case .string(let name)?:
            if set.templates[name] == nil {
                report(
                    line: nil, field: "cell",
                    "no template \"\(name)\" in cells; known: \(set.templates.keys.sorted().joined(separator: ", "))")
            }
            set.defaultTemplate = name
        case let value?:
            if let template = cellTemplate(value, name: "cell", at: "cell", script: script) {
                set.templates["cell"] = template
                set.defaultTemplate = "cell"
            }
        }
        return set
    }

    private func namedTemplates(_ value: LuaValue, at path: String, script: String) -> [(String, CellTemplate)] {
        guard case .table(let entries) = value else {
            if case .array(let values) = value, values.isEmpty { return [] }
            report(line: nil, field: path, "expected templates by name such as { app = cell(function(c) … end) }")
            return []
        }
        return entries.keys.sorted().compactMap { name in
            cellTemplate(entries[name]!, name: name, at: FieldPath.key(path, name), script: script).map { (name, $0) }
        }
    }

    /// One template table.
    func cellTemplate(_ value: LuaValue, name: String, at path: String, script: String) -> CellTemplate? {
        guard case .table(let fields) = value, fields[DSLSchema.tagKey] == .string(Self.templateTag) else {
            report(
                line: nil, field: path,
                "expected a cell template such as cell(function(c) … end), got \(value.describedForMessage)")
            return nil
        }
        let line = Self.scriptLine(fields, script: script)
        var views: [CellView] = []
        var constraints: [CellConstraint] = []
        let entries = Self.entries(fields["views"])
        // The builder stops at 64; a table changed by the script is held to the same.
        guard entries.count <= Self.viewLimit else {
            report(line: line, field: path, "a cell template has at most \(Self.viewLimit) views")
            return nil
        }
        for (index, entry) in entries.enumerated() {
            guard let (view, extra) = cellView(entry, index: index, views: views, at: path, script: script) else {
                return nil
            }
            views.append(view)
            constraints += extra
        }
        let records = Self.entries(fields["constraints"])
        guard records.count <= Self.constraintLimit else {
            report(line: line, field: path, "a cell template has at most \(Self.constraintLimit) constraints")
            return nil
        }
        for record in records {
            guard let constraint = cellConstraint(record, viewCount: views.count, at: path, script: script) else {
                return nil
            }
            constraints.append(constraint)
        }
        return CellTemplate(name: name, script: script, line: line, views: views, constraints: constraints)
    }

    static func entries(_ value: LuaValue?) -> [LuaValue] {
        if case .array(let values)? = value { return values }
        return []
    }

    /// The record's line when it was made by the script itself (not a `lib/` module).
    static func scriptLine(_ fields: [String: LuaValue], script: String) -> Int? {
        guard fields["chunk"] == .string(script) else { return nil }
        return fields["line"]?.wholeNumber(in: LuaValue.lines)
    }

    private func cellConstraint(_ record: LuaValue, viewCount: Int, at path: String, script: String)
        -> CellConstraint?
    {
        // The view and the target: 1-based view indexes, 0 the content view, -1 (target) none.
        guard case .table(let fields) = record,
            let view = fields["view"]?.wholeNumber(in: 0...viewCount),
            let target = fields["target"]?.wholeNumber(in: -1...viewCount),
            case .string(let attributeName)? = fields["attribute"],
            let attribute = CellConstraint.Attribute(rawValue: attributeName),
            case .string(let targetName)? = fields["targetAttribute"],
            let targetAttribute = CellConstraint.Attribute(rawValue: targetName),
            case .string(let relationName)? = fields["relation"],
            let relation = CellConstraint.Relation(rawValue: relationName),
            let multiplier = fields["multiplier"]?.numberValue, let constant = fields["constant"]?.numberValue,
            let priority = fields["priority"]?.numberValue, multiplier.isFinite, constant.isFinite
        else {
            report(line: nil, field: path, "a constraint table was changed by the script; build constraints with make")
            return nil
        }
        let line = Self.scriptLine(fields, script: script)
        // Each call checks its own number; several offsets or factors on one constraint can still add up.
        guard constant.magnitude <= Self.pointLimit, multiplier.magnitude <= Self.multiplierLimit,
            (1...1000) ~= priority
        else {
            report(
                line: line, field: path,
                "a constraint of constant \(LuaValue.format(constant)) and multiplier \(LuaValue.format(multiplier)) "
                    + "is out of range: constants are at most \(LuaValue.format(Self.pointLimit)) points, multipliers at "
                    + "most \(LuaValue.format(Self.multiplierLimit)), priorities 1…1000")
            return nil
        }
        guard view >= 1 else {
            report(
                line: line, field: path, "the cell's content view itself cannot be constrained; constrain its subviews")
            return nil
        }
        let resolved: CellConstraint.Target =
            target < 0 ? .none : target == 0 ? .contentView : .view(target - 1)
        return CellConstraint(
            view: view - 1, attribute: attribute, relation: relation, target: resolved,
            targetAttribute: targetAttribute, multiplier: multiplier, constant: constant, priority: priority,
            line: line)
    }
}
