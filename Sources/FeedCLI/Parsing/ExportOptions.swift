import FeedExport

/// The options of `feed export swift`: the enum's name, the oldest iOS, and the client file.
package struct ExportOptions: Equatable, Sendable {
    package var name = "FeedSections"
    package var minimumIOS = ExportPlan.defaultIOS
    /// `--client FILE`: where to write the diff-applying client, if anywhere.
    package var client: String?
    /// `--constraints`: how the cell classes write their constraints.
    package var constraints = ConstraintStyle.default

    package init() {}

    /// Sets `--name`, `--ios`, `--constraints` or `--client` from its text.
    mutating func set(_ option: OptionName, to value: String, command: Command) throws(UsageError) {
        switch option {
        case .name:
            guard SwiftLiteral.isTypeName(value) else {
                throw UsageError(
                    "--name needs a Swift type name: up to 64 ASCII letters, digits and _, not starting with a digit, "
                        + "not a keyword or a standard type, not named like Apple's types (UI, NS, CG or CA, then a capital); got '\(value.prefix(80))'",
                    command: command)
            }
            name = value
        case .ios:
            guard let version = Int(value), ExportPlan.supportedIOS.contains(version) else {
                throw UsageError("--ios needs a version from 13 to 17, got '\(value)'", command: command)
            }
            minimumIOS = version
        case .constraints:
            guard let style = ConstraintStyle(rawValue: value) else {
                throw UsageError("--constraints must be snapkit or anchors, got '\(value)'", command: command)
            }
            constraints = style
        default:
            guard !value.isEmpty else { throw UsageError("--client needs a file name", command: command) }
            client = value
        }
    }
}
