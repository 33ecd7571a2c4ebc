import FeedHost
import FeedLayout

/// A parsed command line.
package struct Invocation: Equatable, Sendable {
    /// What to do.
    package enum Action: Equatable, Sendable {
        case help(Command?)
        case version
        case run(Command)
    }

    package var action: Action
    package var positionals: [String]
    package var options: CommandOptions

    package init(action: Action, positionals: [String] = [], options: CommandOptions = CommandOptions()) {
        self.action = action
        self.positionals = positionals
        self.options = options
    }
}

/// The options of one command, with their defaults applied.
package struct CommandOptions: Equatable, Sendable {
    package enum Format: String, Equatable, Sendable, CaseIterable {
        case text, json, svg, html
    }

    package var environment = LayoutEnvironment(width: 390, height: 844, scale: 3)
    /// `--scale` when given: `feed serve`'s other devices take it too, else each its own.
    package var scale: Double?
    /// `--bars`: what the SVG and HTML previews draw over the feed.
    package var bars = PreviewBars()
    /// The bars `--bars` names, for the other devices `feed serve` lays the feed out at.
    package var barChoice = PreviewBars.Choice()
    /// The requested format; nil means "text on a terminal, JSON otherwise".
    package var format: Format?
    package var out: String?
    package var statePath: String?
    package var noState = false
    /// `--keep-going`: a run with errors still lays out and prints the sections that worked.
    package var keepGoing = false
    /// `--changes-only` (`feed watch --format json`): lines after the first carry only the changed sections.
    package var changesOnly = false
    /// `--set` pairs; a later pair with the same key wins.
    package var variables: [String: String] = [:]
    package var quiet = false
    package var limits = ScriptLimits()
    /// `--item-updates`, `--reload-threshold`.
    package var diff = DiffOptions()
    package var template: String?
    /// `feed export swift --name/--ios/--client`.
    package var export = ExportOptions()
    /// `feed serve --host/--port`.
    package var server = ServerOptions()
    /// `feed build --scroll-x/--scroll-y`: the offset to show pinned elements at; nil when neither is given.
    package var scrollOffset: Point?

    package init() {}
}
