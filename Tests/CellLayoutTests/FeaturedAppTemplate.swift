import CellLayout
import TextShaping

/// The seed's FeaturedAppCell (docs/spec/layout.md §14.2) built in Swift: an icon, a stack of
/// name and category, and a GET button, with the seed's SnapKit constraints.
enum FeaturedAppTemplate {
    static let icon = 0, text = 1, name = 2, category = 3, get = 4

    static func make() -> CellTemplate {
        var views = [
            CellView(name: "icon", kind: .image),
            CellView(name: "text", kind: .vstack),
            CellView(name: "name", kind: .label, parent: text, isArranged: true),
            CellView(name: "category", kind: .label, parent: text, isArranged: true),
            CellView(name: "get", kind: .button),
        ]
        views[text].spacing = 4
        views[text].alignment = .leading
        views[name].text = .field("name")
        views[name].font = .system(size: 18, weight: .semibold)
        views[category].text = .field("category")
        views[category].font = .system(size: 14, weight: .regular)
        views[get].text = .literal("GET")
        views[get].font = .system(size: 15, weight: .bold)
        let constraints = [
            CellConstraint(view: icon, attribute: .leading, target: .contentView),
            CellConstraint(view: icon, attribute: .centerY, target: .contentView),
            CellConstraint(view: icon, attribute: .width, target: .none, constant: 64),
            CellConstraint(view: icon, attribute: .height, target: .none, constant: 64),
            CellConstraint(view: get, attribute: .trailing, target: .contentView),
            CellConstraint(view: get, attribute: .centerY, target: .contentView),
            CellConstraint(view: get, attribute: .width, target: .none, constant: 72),
            CellConstraint(view: get, attribute: .height, target: .none, constant: 30),
            CellConstraint(
                view: text, attribute: .leading, target: .view(icon), targetAttribute: .trailing, constant: 12),
            CellConstraint(
                view: text, attribute: .trailing, target: .view(get), targetAttribute: .leading, constant: -12),
            CellConstraint(view: text, attribute: .centerY, target: .contentView),
        ]
        return CellTemplate(
            name: "featuredApp", script: "featured.lua", line: 10, views: views, constraints: constraints)
    }

    static func texts(name: String, category: String) -> [String?] {
        [nil, nil, name, category, "GET"]
    }
}
