import CellLayout

/// Writes one template as a `UICollectionViewCell` subclass (a `UICollectionReusableView` for a supplementary):
/// a property per view, the hierarchy, the views' settings, the constraints, and `configure(with:)` filling the
/// texts bound to fields.
struct CellClassWriter {
    let entry: CellNaming.Entry
    let style: ConstraintStyle
    /// The generated enum's name, for its helpers (`FeedSections.prioritized`).
    let enumName: String

    var template: CellTemplate { entry.template }

    func write(into code: inout SwiftCode) {
        let names = CellNaming.propertyNames(template)
        let root = entry.isSupplementary ? "self" : "contentView"
        let superclass = entry.isSupplementary ? "UICollectionReusableView" : "UICollectionViewCell"
        code.comment(
            "Template \(SwiftLiteral.string(entry.key)) of section \(SwiftLiteral.string(entry.section)) from "
                + "\(SwiftLiteral.string(template.location)).")
        code.block("final class \(entry.className): \(superclass)") { code in
            for (index, view) in template.views.enumerated() {
                code.line("let \(names[index]) = \(Self.initializer(view.kind))")
            }
            code.line()
            code.block("override init(frame: CGRect)") { code in
                code.line("super.init(frame: frame)")
                let settings = CellViewSettings(enumName: enumName)
                for (index, view) in template.views.enumerated() {
                    settings.write(view, name: names[index], into: &code)
                }
                for (index, view) in template.views.enumerated() {
                    let parent = view.parent.map { names[$0] } ?? root
                    let call = view.isArranged ? "addArrangedSubview" : "addSubview"
                    code.line("\(parent).\(call)(\(names[index]))")
                }
                writeConstraints(names: names, root: root, into: &code)
            }
            code.line()
            code.block("required init?(coder: NSCoder)") { code in
                code.line("fatalError(\"init(coder:) is not used: the cell is made in code\")")
            }
            code.line()
            writeConfigure(names: names, into: &code)
        }
    }

    private func writeConstraints(names: [String], root: String, into code: inout SwiftCode) {
        guard !template.constraints.isEmpty else { return }
        let context = ConstraintContext(template: template, names: names, root: root, enumName: enumName)
        switch style {
        case .snapkit: SnapKitConstraintWriter(context: context).write(into: &code)
        case .anchors: AnchorConstraintWriter(context: context).write(into: &code)
        }
    }

    /// `configure(with item: Item)` for cells, `configure(with fields: [String: String])` for supplementaries; a
    /// missing field is an empty text, as the host shows it.
    private func writeConfigure(names: [String], into code: inout SwiftCode) {
        let header =
            entry.isSupplementary
            ? "func configure(with fields: [String: String])" : "func configure(with item: \(enumName).Item)"
        let source = entry.isSupplementary ? "fields" : "item.fields"
        code.line("/// Fills the texts bound to fields (a missing field shows an empty text).")
        code.block(header) { code in
            for (index, view) in template.views.enumerated() {
                guard case .field(let field)? = view.text else { continue }
                let value = "\(source)[\(SwiftLiteral.string(field))] ?? \"\""
                if view.kind == .button {
                    code.line("\(names[index]).setTitle(\(value), for: UIControl.State.normal)")
                } else {
                    code.line("\(names[index]).text = \(value)")
                }
            }
        }
    }

    static func initializer(_ kind: CellView.Kind) -> String {
        switch kind {
        case .label: return "UILabel()"
        case .image: return "UIImageView()"
        case .button: return "UIButton(type: UIButton.ButtonType.system)"
        case .hstack, .vstack: return "UIStackView()"
        case .spacer: return "Spacer()"
        case .view: return "UIView()"
        }
    }
}

/// What both constraint writers need: the template, the views' property names and the root view's expression.
struct ConstraintContext {
    let template: CellTemplate
    let names: [String]
    /// `contentView` for a cell, `self` for a supplementary view.
    let root: String
    let enumName: String

    /// The view a target names (`contentView`, `iconImageView`); nil for a constant.
    func item(_ target: CellConstraint.Target) -> String? {
        switch target {
        case .none: return nil
        case .contentView: return root
        case .view(let index): return names[index]
        }
    }

    /// Whether `constraint`'s target is its view's superview on the same attribute (SnapKit's `equalToSuperview`).
    func isSuperview(_ constraint: CellConstraint) -> Bool {
        guard constraint.targetAttribute == constraint.attribute else { return false }
        switch (constraint.target, template.views[constraint.view].parent) {
        case (.contentView, nil): return true
        case (.view(let index), let parent?): return index == parent
        default: return false
        }
    }
}
