import FeedScripting

/// The scripting layer's diagnostic is the host's too; the alias lets modules that import only `FeedHost` name it.
package typealias Diagnostic = FeedScripting.Diagnostic

extension Diagnostic {
    /// This diagnostic as the host reports it: when a limit was hit, the message ends with how to raise it.
    ///
    /// The limit moves to `hintedLimit` once its hint is in the message, so reporting a diagnostic twice adds the
    /// hint once.
    var withRaisingHint: Diagnostic {
        guard let limit = exceededLimit else { return self }
        var reported = self
        reported.message += limit.raisingHint
        reported.exceededLimit = nil
        reported.hintedLimit = limit
        return reported
    }

    /// This diagnostic with the hint `withRaisingHint` added naming the `FeedEnvironment` property to raise
    /// (`ExceededLimit.libraryHint`) instead of the command's option, which an app has nowhere to give.
    /// A `libraryMessage` the host built is taken whole.
    package var namingLibraryLimit: Diagnostic {
        var named = self
        if let libraryMessage {
            named.message = libraryMessage
        } else if let limit = hintedLimit {
            named.message = limit.namingLibrary(in: message)
        }
        return named
    }
}
