import FeedScripting

/// The scripting layer's diagnostic is the host's too; the alias lets modules that import only `FeedHost` name it.
package typealias Diagnostic = FeedScripting.Diagnostic

extension Diagnostic {
    /// This diagnostic as the host reports it: when a limit was hit, the message ends with how to raise it.
    ///
    /// The limit is cleared once its hint is in the message, so reporting a diagnostic twice adds the hint once.
    var withRaisingHint: Diagnostic {
        guard let limit = exceededLimit else { return self }
        var reported = self
        reported.message += limit.raisingHint
        reported.exceededLimit = nil
        return reported
    }
}
