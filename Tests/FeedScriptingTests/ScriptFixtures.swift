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

    /// The seeds' `createBannerSection()`: an item filling its group with side insets 16, a full-width group 250
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
