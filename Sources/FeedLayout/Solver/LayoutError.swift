/// An invalid layout description: which section, which field (a path relative to the section), and why.
///
/// Paths use the DSL's names, e.g. `group.subitems[1].width`, `contentInsets`, `boundarySupplementaries[2].kind`;
/// the host prefixes `layout.` and maps them to script lines. `section` is nil for the environment and the layout
/// configuration, whose paths then start with `environment.` or `configuration.`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    public var section: Int?
    public var path: String
    public var message: String

    public init(section: Int?, path: String, message: String) {
        self.section = section
        self.path = path
        self.message = message
    }

    public var description: String {
        let place = path.isEmpty ? "" : "\(path): "
        if let section { return "section \(section): \(place)\(message)" }
        return place + message
    }
}
