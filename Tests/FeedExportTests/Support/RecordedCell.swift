import CellLayout
import FeedLayout
import Foundation
import TextShaping

/// A cell the test program recorded (`CellRecorder`), read back into CellLayout's model: the template its views
/// and activated constraints make, and the texts `configure(with:)` put in them.
struct RecordedCell {
    var className: String
    var template: CellTemplate
    var texts: [String?]
    /// What UIKit would do differently from the template: views left with autoresizing constraints, values
    /// the surface cannot map back.
    var problems: [String] = []

    init(_ json: [String: Any]) {
        className = json["class"] as? String ?? "?"
        let views = json["views"] as? [[String: Any]] ?? []
        var parsed: [CellView] = []
        var found: [String] = []
        texts = views.map { $0["text"] as? String }
        for (index, record) in views.enumerated() {
            parsed.append(Self.view(record, index: index, problems: &found))
        }
        let constraints = (json["constraints"] as? [[String: Any]] ?? []).compactMap {
            Self.constraint($0, problems: &found)
        }
        problems += found
        template = CellTemplate(name: className, script: "recorded", line: nil, views: parsed, constraints: constraints)
    }

    private static func view(_ record: [String: Any], index: Int, problems: inout [String]) -> CellView {
        let name = record["name"] as? String ?? "view\(index + 1)"
        let kind = CellView.Kind(rawValue: record["kind"] as? String ?? "") ?? .view
        let parent = record["parent"] as? Int ?? -1
        var view = CellView(
            name: name, kind: kind, parent: parent >= 0 ? parent : nil,
            isArranged: record["arranged"] as? Bool ?? false)
        if record["translates"] as? Bool == true && !view.isArranged {
            problems.append("\(name) keeps translatesAutoresizingMaskIntoConstraints (UIKit adds frame constraints)")
        }
        if let hugging = record["hugging"] as? [Double], hugging.count == 2 {
            view.hugging = AxisPair(horizontal: hugging[0], vertical: hugging[1])
        }
        if let compression = record["compression"] as? [Double], compression.count == 2 {
            view.compressionResistance = AxisPair(horizontal: compression[0], vertical: compression[1])
        }
        if let text = record["text"] as? String { view.text = .literal(text) }
        if let font = record["font"] as? [String: Any] { view.font = Self.font(font, problems: &problems) }
        view.numberOfLines = record["numberOfLines"] as? Int ?? 1
        if let alignment = record["textAlignment"] as? Int {
            view.textAlignment = [.left, .center, .right, .justified, .natural][alignment]
        }
        if let insets = record["insets"] as? [Double], insets.count == 4 {
            view.contentInsets = EdgeInsets(top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
        }
        view.spacing = record["spacing"] as? Double ?? 0
        if let alignment = record["alignment"] as? Int {
            let vertical = kind == .vstack
            let names: [Int: StackAlignment] = [
                0: .fill, 1: vertical ? .leading : .top, 3: .center, 4: vertical ? .trailing : .bottom,
            ]
            view.alignment = names[alignment] ?? .fill
            if names[alignment] == nil { problems.append("\(name): stack alignment \(alignment) has no template form") }
        }
        if let distribution = record["distribution"] as? Int {
            let names: [Int: StackDistribution] = [0: .fill, 1: .fillEqually, 3: .equalSpacing]
            view.distribution = names[distribution] ?? .fill
        }
        return view
    }

    static let textStyles: [String: TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    static let weights: [Double: FontWeight] = [
        -0.8: .ultraLight, -0.6: .thin, -0.4: .light, 0: .regular, 0.23: .medium, 0.3: .semibold, 0.4: .bold,
        0.56: .heavy, 0.62: .black,
    ]

    private static func font(_ record: [String: Any], problems: inout [String]) -> CellFont {
        if let style = record["style"] as? String {
            if record["adjusts"] as? Bool != true { problems.append("a \(style) font does not follow Dynamic Type") }
            return .style(textStyles[style] ?? .body)
        }
        let weight = (record["weight"] as? Double).map { Double(Float($0)) } ?? 0
        let named = weights.first { Double(Float($0.key)) == weight }?.value
        if named == nil { problems.append("font weight \(weight) is not one of UIFont.Weight's") }
        return .system(size: record["size"] as? Double ?? 17, weight: named ?? .regular)
    }

    /// NSLayoutAttribute's iOS values; left and right are leading and trailing in a left-to-right layout.
    static let attributes: [Int: CellConstraint.Attribute] = [
        1: .leading, 2: .trailing, 3: .top, 4: .bottom, 5: .leading, 6: .trailing, 7: .width, 8: .height, 9: .centerX,
        10: .centerY,
    ]

    private static func constraint(_ record: [String: Any], problems: inout [String]) -> CellConstraint? {
        guard let first = record["first"] as? Int, first >= 0,
            let attribute = attributes[record["firstAttribute"] as? Int ?? 0]
        else {
            problems.append("a constraint whose first item is not a view of the cell: \(record)")
            return nil
        }
        let target: CellConstraint.Target
        switch record["second"] {
        case let index as Int where index >= 0: target = .view(index)
        case let index as Int where index == -1: target = .contentView
        case is NSNull, nil: target = .none
        default:
            problems.append("a constraint to a view outside the cell: \(record)")
            return nil
        }
        let relations: [Int: CellConstraint.Relation] = [-1: .lessThanOrEqual, 0: .equal, 1: .greaterThanOrEqual]
        return CellConstraint(
            view: first, attribute: attribute, relation: relations[record["relation"] as? Int ?? 0] ?? .equal,
            target: target, targetAttribute: attributes[record["secondAttribute"] as? Int ?? 0] ?? attribute,
            multiplier: record["multiplier"] as? Double ?? 1, constant: record["constant"] as? Double ?? 0,
            priority: record["priority"] as? Double ?? 1000)
    }
}
