import FeedExport
import FeedLayout

/// Writes the `main.swift` of a test program that records what exported files build in each environment.
enum ExportDriver {
    /// `exports` are the generated enums' names; `environments` the environments to call them in. Each export's
    /// container reports the insets of its `feed.lua` configuration (`settings`, by name; the defaults otherwise), as
    /// UIKit's does (docs/spec/layout.md §1.2).
    static func main(
        exports: [String], environments: [NamedEnvironment], settings: [String: ContainerSettings] = [:]
    ) -> String {
        var lines = ["import UIKit", "", "var exports: [String: Any] = [:]"]
        for name in exports {
            lines.append(
                "exports[\"\(name)\"] = Recorder.export(order: \(name).order, section: { \(name).section($0, environment: $1) }, "
                    + "layout: \(name).layout(), environments: [")
            for named in environments {
                let environment = named.environment
                let insets = environment.container(settings[name] ?? ContainerSettings()).contentInsets
                let edges = [insets.top, insets.leading, insets.bottom, insets.trailing].map { "\($0)" }
                lines.append(
                    "    (\(SwiftLiteral.string(named.name)), \(environment.width), \(environment.height), "
                        + "\(environment.scale), [\(edges.joined(separator: ", "))], "
                        + "\(environment.sizeClass == .regular)),")
            }
            lines.append("])")
        }
        lines.append("Recorder.print(exports)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recorder's source files (`Tests/UIKitSurface/Driver`).
    static var recorderSources: [String] {
        SwiftProgram.swiftFiles(in: SwiftProgram.surfaceFolder + "/Driver")
    }
}
