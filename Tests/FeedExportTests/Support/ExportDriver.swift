import FeedExport
import FeedLayout

/// Writes the `main.swift` of a test program that records what exported files build in each environment.
enum ExportDriver {
    /// `exports` are the generated enums' names; `environments` the environments to call them in.
    static func main(exports: [String], environments: [NamedEnvironment]) -> String {
        var lines = ["import UIKit", "", "let environments: [(String, Double, Double, Double)] = ["]
        for named in environments {
            let environment = named.environment
            lines.append(
                "    (\(SwiftLiteral.string(named.name)), \(environment.width), \(environment.height), \(environment.scale)),"
            )
        }
        lines.append("]")
        lines.append("var exports: [String: Any] = [:]")
        for name in exports {
            lines.append(
                "exports[\"\(name)\"] = Recorder.export(order: \(name).order, section: { \(name).section($0, environment: $1) }, "
                    + "layout: \(name).layout(), environments: environments)")
        }
        lines.append("Recorder.print(exports)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The recorder's source files (`Tests/UIKitSurface/Driver`).
    static var recorderSources: [String] {
        SwiftProgram.swiftFiles(in: SwiftProgram.surfaceFolder + "/Driver")
    }
}
