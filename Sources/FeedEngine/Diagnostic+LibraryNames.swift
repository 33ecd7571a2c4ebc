import FeedScripting

extension Diagnostic {
    /// This diagnostic with a problem of the environment named where an app sets it: `FeedEnvironment` and its
    /// `layout.width`, not `command line` and `environment.width`, as `feed` names its options (an app has none).
    var namingEnvironmentFields: Diagnostic {
        guard script == Diagnostic.commandLine, field.hasPrefix("environment.") else { return self }
        var named = self
        named.script = "FeedEnvironment"
        named.field = "layout." + field.dropFirst("environment.".count)
        return named
    }
}
