import FeedLayout
import FeedScripting
import LuaBridge

/// Loads script texts into fresh states, as the host does.
enum ScriptFixtures {
    static func load(_ source: String, name: String = "banners.lua") throws -> SectionScript {
        try SectionScript(name: name, source: source, state: LuaState(name: name))
    }

    /// The diagnostics' descriptions of a failing load, or `[]` when it loads.
    static func loadProblems(_ source: String, name: String = "banners.lua") -> [String] {
        problems { _ = try load(source, name: name) }
    }

    static func problems(_ body: () throws -> Void) -> [String] {
        do {
            try body()
            return []
        } catch let error as ScriptError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    /// The tutorials' `createBannerSection()`: an item filling its group with side insets 16, a full-width group 250
    /// tall, centred group paging, section insets top 16 and bottom 24.
    static let bannerSection = LayoutSection(
        group: LayoutGroup(
            direction: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(250)),
            subitems: [
                .item(
                    LayoutItem(
                        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                        contentInsets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
            ]),
        contentInsets: EdgeInsets(top: 16, leading: 0, bottom: 24, trailing: 0),
        orthogonalScrolling: .groupPagingCentered)

    /// A section that sets every field of every DSL table (the `everyField` tests build it from Lua values and from
    /// a Lua script).
    static let everyFieldSection: LayoutSection = {
        let expectedBadge = AnchoredSupplementary(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: SupplementaryAnchor(
                edges: [.top, .trailing], offset: Point(x: 0.3, y: -0.3), isFractional: true),
            itemAnchor: SupplementaryAnchor(edges: [.bottom]), zIndex: 3)
        let expectedItem = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .estimated(44)),
            contentInsets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            edgeSpacing: EdgeSpacing(leading: .fixed(8), top: .flexible(0)), supplementaries: [expectedBadge])
        let expectedCustom = LayoutGroup(
            direction: .custom, size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
            customFrames: [
                CustomFrame(frame: Rect(x: 0, y: 0, width: 195, height: 200)),
                CustomFrame(frame: Rect(x: 195, y: 0, width: 195, height: 100), zIndex: 2),
            ])
        let expectedGroup = LayoutGroup(
            direction: .vertical, size: LayoutSize(width: .absolute(300), height: .estimated(100)),
            subitems: [.item(expectedItem), .group(expectedCustom)], interItemSpacing: .fixed(5),
            contentInsets: EdgeInsets(all: 5), edgeSpacing: EdgeSpacing(bottom: .fixed(2)))
        return LayoutSection(
            group: expectedGroup, contentInsets: EdgeInsets(top: 8, leading: 12, bottom: 20, trailing: 12),
            interGroupSpacing: 14, orthogonalScrolling: .continuous,
            boundarySupplementaries: [
                BoundarySupplementary(
                    kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                    alignment: .top, pinToVisibleBounds: true),
                BoundarySupplementary(
                    kind: "footer", size: LayoutSize(width: .fractionalWidth(1), height: .estimated(30)),
                    alignment: .bottom, extendsBoundary: false, zIndex: 2),
                BoundarySupplementary(
                    kind: "side", size: LayoutSize(width: .absolute(100), height: .absolute(20)),
                    alignment: .topTrailing, offset: Point(x: -4, y: 2),
                    contentInsets: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)),
            ],
            decorations: [
                BackgroundDecoration(contentInsets: EdgeInsets(all: 5)),
                BackgroundDecoration(kind: "card", zIndex: -1),
            ],
            supplementariesFollowContentInsets: false)
    }()

    static let environment = ScriptEnvironment(
        layout: LayoutEnvironment(width: 390, height: 844, scale: 3), itemCount: 3, sectionIndex: 0)

    static func context(
        vars: [String: String] = [:], files: [String: String] = [:]
    ) -> ScriptContext {
        ScriptContext(vars: vars, environment: environment) { name in
            guard let text = files[name] else { throw MissingFile(name: name) }
            return text
        }
    }

    struct MissingFile: Error, CustomStringConvertible {
        let name: String
        var description: String { "no such file data/\(name)" }
    }
}
