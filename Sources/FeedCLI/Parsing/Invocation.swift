import FeedHost
import FeedLayout

/// A parsed command line.
public struct Invocation: Equatable, Sendable {
    /// What to do.
    public enum Action: Equatable, Sendable {
        case help(Command?)
        case version
        case run(Command)
    }

    public var action: Action
    public var positionals: [String]
    public var options: CommandOptions

    public init(action: Action, positionals: [String] = [], options: CommandOptions = CommandOptions()) {
        self.action = action
        self.positionals = positionals
        self.options = options
    }
}

/// The options of one command, with their defaults applied.
public struct CommandOptions: Equatable, Sendable {
    public enum Format: String, Equatable, Sendable, CaseIterable {
        case text, json, svg, html
    }

    public var environment = LayoutEnvironment(width: 390, height: 844, scale: 3)
    /// The requested format; nil means "text on a terminal, JSON otherwise".
    public var format: Format?
    public var out: String?
    public var statePath: String?
    public var noState = false
    /// `--set` pairs; a later pair with the same key wins.
    public var variables: [String: String] = [:]
    public var quiet = false
    public var limits = ScriptLimits()
    public var template: String?
    /// `feed serve --host/--port`.
    public var server = ServerOptions()

    public init() {}
}
