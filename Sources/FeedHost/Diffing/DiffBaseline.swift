import FeedDiff
import FeedScripting

/// What a build is diffed against: a state (a state file's, or the build before) with its snapshot.
///
/// The one place a baseline is read for `feed build`, `feed watch` and FeedEngine: a state that does not make a
/// snapshot (a section or item id repeated in a hand-edited file) turns the build into a first run, with a
/// warning naming the file, rather than failing it.
package struct DiffBaseline: Sendable {
    package var state: FeedState?
    package var snapshot: Snapshot
    /// Why the state file was not used, if it was not.
    package var warnings: [Diagnostic]

    /// `state` as a baseline; `script` names the file in the warning, `path` in its message. Its snapshot shares
    /// the identifiers of `base` when given (a build read before its baseline), so diffing the two stays linear.
    package init(_ state: FeedState?, script: String, path: String, base: Snapshot? = nil) {
        self.state = state
        snapshot = Snapshot()
        warnings = []
        guard let state else { return }
        do {
            snapshot = try FeedComparison.snapshot(of: state, path: path, base: base)
        } catch {
            self.state = nil
            warnings = [Diagnostic(.warning, script: script, message: Self.firstRun(String(describing: error)))]
        }
    }

    /// The state file of `store`: a first run when there is none (or no store), and a first run with a warning
    /// when it cannot be read or used, or its sections and items take more than `allowance`
    /// (the feed's memory limit).
    package init(loading store: StateStore?, allowance: StateReadAllowance = .standard) {
        switch store?.load(allowance: allowance) {
        case .state(let state):
            self.init(state, script: store?.path ?? "", path: store?.path ?? "the state file")
        case .unreadable(let warning, let error):
            self.init(nil, script: "", path: "")
            var diagnostic = Diagnostic(.warning, script: store?.path ?? "", message: warning)
            diagnostic.hintedLimit = error.exceededLimit
            diagnostic.libraryMessage = Self.firstRun(error.libraryDescription)
            warnings = [diagnostic]
        case .missing, nil:
            self.init(nil, script: "", path: "")
        }
    }

    /// The warning for a baseline that cannot be used: `reason`, then that this run is a first run. A reason that
    /// is a sentence of its own (a `SnapshotError`) loses its full stop where the clause joins it.
    package static func firstRun(_ reason: String) -> String {
        (reason.hasSuffix(".") ? String(reason.dropLast()) : reason) + "; treating this run as the first"
    }
}
