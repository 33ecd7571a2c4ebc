import FeedExport
import FeedHost
import FeedLayout

/// `feed export swift [DIR]`: writes the feed's layout as one Swift file with UIKit's API (and, with `--client`,
/// the Swift that applies `changes` to a collection view). On any problem nothing is written and the status is 1.
struct ExportCommand {
    let context: CommandContext
    let language: String
    let directory: String?

    func run() -> Int32 {
        guard language == "swift" else {
            context.fail("export knows one language, swift, got '\(language)'")
            context.errors.write(HelpText.usage(for: .export))
            return FeedCommandLine.Status.usage
        }
        guard let (path, folder) = context.discoverFeed(directory) else { return FeedCommandLine.Status.usage }
        let options = context.options
        let planner = ExportPlanner(
            configuration: context.pipelineConfiguration, environments: Self.environments(current: options.environment),
            name: options.export.name, minimumIOS: options.export.minimumIOS)
        let outcome = planner.plan(folder)
        context.report(outcome.warnings + outcome.errors)
        guard let plan = outcome.plan else {
            let count = outcome.errors.count
            context.fail("\(count) error\(count == 1 ? "" : "s"); nothing was written")
            return FeedCommandLine.Status.failure
        }
        let exporter = SwiftExporter(plan: plan, source: path, constraints: options.export.constraints)
        guard let source = exporter.renderUnlessNameClashes() else {
            context.fail(
                "--name \(plan.name) is a name the exported file already uses (a nested type such as Item or a cell "
                    + "class, or a UIKit or Swift type); choose another, such as \(plan.name)Layout; nothing was written"
            )
            context.errors.write(HelpText.usage(for: .export))
            return FeedCommandLine.Status.usage
        }
        if let client = options.export.client {
            do {
                try OutputFile.write(Array(ClientFile.source.utf8), to: client)
            } catch {
                context.fail(error.description)
                return FeedCommandLine.Status.failure
            }
        }
        return context.emit(Array(source.utf8)) ? FeedCommandLine.Status.success : FeedCommandLine.Status.failure
    }

    /// Every device preset at its own scale, plus the run's own environment when it is not one of them. A bare
    /// screen of a preset's size and scale (the run without `--device`) stands for that preset: the app never runs
    /// on a screen without its safe area, and the preset is evaluated as the app has it.
    static func environments(current: LayoutEnvironment) -> [NamedEnvironment] {
        var environments = NamedEnvironment.presets()
        let bare = LayoutEnvironment(width: current.width, height: current.height, scale: current.scale)
        let covered = environments.contains {
            $0.environment == current
                || (current == bare && $0.environment.width == current.width
                    && $0.environment.height == current.height && $0.environment.scale == current.scale)
        }
        if !covered {
            let width = SwiftLiteral.number(current.width)
            let height = SwiftLiteral.number(current.height)
            let scale = SwiftLiteral.number(current.scale)
            environments.append(
                NamedEnvironment(name: "--width \(width) --height \(height) --scale \(scale)", environment: current))
        }
        return environments
    }
}
