import CellLayout
import FeedExport
import FeedHost
import FeedLayout
import Foundation
import TextShaping

/// A feed folder's cells exported in one constraint style, compiled against the UIKit (and SnapKit) surfaces and
/// run through the exported data source with the feed's items: every cell and templated supplementary it hands
/// out, read back and compared with its template (constraints one by one) and with the host's frames.
struct CellRoundTrip {
    var naming: CellNaming
    var source: String
    var problems: [String] = []
    /// The cells and supplementaries compared, as `section/template` and the frame they were laid out in.
    var compared: [(label: String, frame: Rect)] = []
    /// Every recorded cell and supplementary, in data source order.
    var recorded: [RecordedCell] = []
    /// Every badge of an item the data source gave, as `section/item/kind`, and whether its view is hidden.
    var badges: [(label: String, hidden: Bool)] = []
    /// A solver per exported class, reused cell after cell as the host reuses one per template.
    private var solvers: [String: CellTemplateSolver] = [:]

    init(folder: String, style: ConstraintStyle, environment: LayoutEnvironment = LayoutEnvironment()) throws {
        let feed = try FeedFolder.discover(at: folder)
        let configuration = PipelineConfiguration(environment: environment)
        let planner = ExportPlanner(
            configuration: configuration, environments: FolderExport.environments, name: "FeedSections",
            minimumIOS: 17)
        let outcome = planner.plan(feed)
        guard let plan = outcome.plan else {
            throw SwiftProgram.Failure(description: "\(folder): \(outcome.errors.map(\.description))")
        }
        let exporter = SwiftExporter(plan: plan, source: folder, constraints: style)
        naming = exporter.cellNaming
        source = exporter.render()
        let document = FeedPipeline(folder: feed, configuration: configuration).run()
        let sections = document.sections.map { Self.driverSection($0, naming: naming) }
        let output = try SwiftProgram.run(
            files: [
                "AppStore.swift": source,
                "main.swift": CellDriver.main(enumName: plan.name, naming: naming, sections: sections),
            ],
            extraSources: ExportDriver.recorderSources, snapKit: style == .snapkit)
        let json = try JSONSerialization.jsonObject(with: output) as? [String: Any] ?? [:]
        let text = TextEnvironment(category: environment.traits.preferredContentSizeCategory, scale: environment.scale)
        compare(
            document, cells: json["cells"] as? [[String: Any]] ?? [],
            supplementaries: json["supplementaries"] as? [[String: Any]] ?? [], text: text)
        compareBadges(document, hidden: json["badges"] as? [Bool] ?? [])
    }

    /// Each item's badge as the data source shows it against `feed build`'s: hidden exactly where the JSON says.
    private mutating func compareBadges(_ document: FeedDocument, hidden: [Bool]) {
        var views = hidden.makeIterator()
        for section in document.sections {
            for badge in section.supplementaries {
                guard let item = badge.item else { continue }
                let label = "\(section.id)/\(section.items[item].id)/\(badge.kind)"
                guard let shown = views.next() else { return problems.append("\(label): no view recorded") }
                badges.append((label, shown))
                if shown != badge.isHidden {
                    problems.append("\(label): the view's isHidden is \(shown), feed build's hidden \(badge.isHidden)")
                }
            }
        }
    }

    private mutating func compare(
        _ document: FeedDocument, cells: [[String: Any]], supplementaries: [[String: Any]], text: TextEnvironment
    ) {
        var cells = cells.makeIterator()
        var headers = supplementaries.makeIterator()
        for section in document.sections {
            for item in section.items {
                guard let next = cells.next() else { return problems.append("fewer cells than items") }
                let cell = RecordedCell(next)
                recorded.append(cell)
                guard let entry = Self.entry(naming, section: section.id, key: Self.templateKey(item)) else {
                    if cell.className != "UICollectionViewCell" || !cell.template.views.isEmpty {
                        problems.append("\(section.id)/\(item.id): a \(cell.className) for an item with no template")
                    }
                    continue
                }
                check(cell, entry: entry, frame: item.frame, host: item.content, text: text)
            }
            for supplementary in section.supplementaries where !supplementary.content.isEmpty {
                guard let next = headers.next(),
                    let entry = naming.entries.first(where: {
                        $0.section == section.id && $0.isSupplementary && $0.key == supplementary.kind
                    })
                else { return problems.append("\(section.id): no recorded \(supplementary.kind)") }
                let view = RecordedCell(next)
                recorded.append(view)
                check(view, entry: entry, frame: supplementary.frame, host: supplementary.content, text: text)
            }
        }
    }

    private mutating func check(
        _ recorded: RecordedCell, entry: CellNaming.Entry, frame: Rect, host: [ContentFrame], text: TextEnvironment
    ) {
        let label = "\(entry.section)/\(entry.key)"
        compared.append((label, frame))
        guard recorded.className == entry.className else {
            return problems.append("\(label): the data source gave a \(recorded.className), not a \(entry.className)")
        }
        let comparison = CellComparison(template: entry.template, recorded: recorded, label: label)
        problems += recorded.problems.map { "\(label): \($0)" } + comparison.viewDifferences()
        problems += comparison.constraintDifferences()
        var solver = solvers[entry.section + "\u{0}" + entry.className]
        problems += comparison.frameDifferences(frame: frame, host: host, text: text, solver: &solver)
        solvers[entry.section + "\u{0}" + entry.className] = solver
    }

    /// The section's template of that name, else its default template (as the exported cell provider picks).
    static func entry(_ naming: CellNaming, section: String, key: String) -> CellNaming.Entry? {
        let cells = naming.entries.filter { $0.section == section && !$0.isSupplementary }
        return cells.first { $0.key == key } ?? cells.first(where: \.isDefault)
    }

    /// The item's `cell` field, else "cell" (the section's own template).
    static func templateKey(_ item: ItemDocument) -> String {
        let fields = try? JSONSerialization.jsonObject(with: Data(item.fields.bytes)) as? [String: Any]
        return fields?["cell"] as? String ?? "cell"
    }

    /// The kinds the item hides: its `supplementaries` field's members that are false.
    static func hiddenKinds(_ item: ItemDocument) -> [String] {
        let fields = try? JSONSerialization.jsonObject(with: Data(item.fields.bytes)) as? [String: Any]
        let kinds = fields?["supplementaries"] as? [String: Bool] ?? [:]
        return kinds.filter { !$0.value }.keys.sorted()
    }

    /// What the app hands the data source for a section: its items with their texts (as the host showed them) and
    /// the kinds they hide, its templated supplementaries' fields, and the badges of its items to ask for.
    static func driverSection(_ section: SectionDocument, naming: CellNaming) -> CellDriver.Section {
        func fields(_ template: CellTemplate?, _ content: [ContentFrame]) -> [String: String] {
            var fields: [String: String] = [:]
            for view in template?.views ?? [] {
                guard case .field(let name)? = view.text else { continue }
                fields[name] = content.first { $0.name == view.name }?.text ?? ""
            }
            return fields
        }
        let items = section.items.map { item in
            let key = templateKey(item)
            let template = entry(naming, section: section.id, key: key)?.template
            return CellDriver.Item(
                id: item.id, template: key, fields: fields(template, item.content), hidden: hiddenKinds(item))
        }
        let supplementaries = section.supplementaries.filter { !$0.content.isEmpty }.map { supplementary in
            let template = naming.entries.first {
                $0.section == section.id && $0.isSupplementary && $0.key == supplementary.kind
            }?.template
            return (kind: kindExpression(supplementary.kind), fields: fields(template, supplementary.content))
        }
        // UIKit counts a kind's index paths in the section in layout order, group badges included
        // (docs/spec/layout.md §5.1), so the driver asks at that index, not at the item's.
        var perKind: [String: Int] = [:]
        let badges = section.supplementaries.compactMap { badge -> (kind: String, index: Int)? in
            let index = perKind[badge.kind, default: 0]
            perKind[badge.kind] = index + 1
            return badge.item == nil ? nil : (kind: kindExpression(badge.kind), index: index)
        }
        return CellDriver.Section(id: section.id, items: items, supplementaries: supplementaries, badges: badges)
    }

    static func kindExpression(_ kind: String) -> String {
        switch kind {
        case "header": return "UICollectionView.elementKindSectionHeader"
        case "footer": return "UICollectionView.elementKindSectionFooter"
        default: return SwiftLiteral.string(kind)
        }
    }
}
