import FeedDiff
import FeedHost
import FeedScripting

/// What a build is compared with: the contents of a state file (docs/spec/contract.md §6), or of a build.
///
/// A value: any thread may use it; its reads and saves of a file touch nothing else.
public struct FeedBaseline: Sendable {
    package let state: FeedState
    /// The file it was read from, which warnings about it name; nil for a baseline made in memory.
    package let path: String?
    /// The feed folder of the build it was made from, whose scripts, modules and data files `save(to:)` refuses.
    private var folder: String?

    package init(_ state: FeedState, path: String? = nil, folder: String? = nil) {
        self.state = state
        self.path = path
        self.folder = folder
    }

    /// Reads a state file, or the output of `feed build --format json`; a feed folder's own state file
    /// (`Feed.statePath`) is not read through a link out of the folder.
    ///
    /// - Parameter environment: the limits of the builds it is compared with: its sections and items may take
    ///   no more than their memory limit (the larger of `memoryLimit` and `memoryCap`) once read, as a run under
    ///   that limit could not have held more.
    /// - Returns: nil when there is no file at `path` (a first run).
    /// - Throws: `FeedError` when the file cannot be read, is not a state of this shape, or its sections and
    ///   items take more than that limit, or a limit of `environment` cannot be one (a cap of 0 or less).
    public static func load(
        from path: String, environment: FeedEnvironment = FeedEnvironment()
    ) throws(FeedError) -> FeedBaseline? {
        if let problem = environment.limitsProblem { throw FeedError(problem) }
        let loaded = loading(from: path, environment: environment, isNamed: false)
        if let error = loaded.error { throw FeedError("\(path): \(DiffBaseline.firstRun(error.libraryDescription))") }
        return loaded.baseline
    }

    /// Reads as `load(from:environment:)` does, for `feed build`: a file that cannot be used is a warning that
    /// calls it "the state file", shown after its path (the error of `load` named the path, and the command
    /// printed it after the path again). `isNamed`: as in `FeedBuild.save(to:isNamed:)`; otherwise a feed folder's
    /// own state file reached through a link out of the folder is not read. `error`: why the file is not used,
    /// from which the library builds its own text (the warning is the command's).
    package static func loading(
        from path: String, environment: FeedEnvironment, isNamed: Bool
    ) -> (baseline: FeedBaseline?, warning: String?, error: HostError?) {
        let store = isNamed ? StateStore(path: path) : StateStore(guardingFeedStateAt: path)
        switch store.load(allowance: StateReadAllowance(environment.configuration.limits)) {
        case .state(let state): return (FeedBaseline(state, path: path), nil, nil)
        case .missing: return (nil, nil, nil)
        case .unreadable(let warning, let error): return (nil, warning, error)
        }
    }

    /// Reads a state file or a `feed build --format json` output that must exist (`feed diff`).
    ///
    /// - Parameter environment: as in `load(from:environment:)`.
    /// - Throws: `FeedError` when the file is missing, unreadable or not of this shape, or its sections and
    ///   items take more than that limit, or a limit of `environment` cannot be one.
    public init(reading path: String, environment: FeedEnvironment = FeedEnvironment()) throws(FeedError) {
        if let problem = environment.limitsProblem { throw FeedError(problem) }
        self.path = path
        do {
            state = try FeedState(reading: path, allowance: StateReadAllowance(environment.configuration.limits))
        } catch {
            throw FeedError(error)
        }
    }

    /// The section identifiers in feed order.
    public var sectionIDs: [String] { state.sections.map(\.id) }

    /// The changes from this baseline to `other`, as one valid batch update.
    ///
    /// - Throws: `FeedError` when either side repeats a section or item id.
    public func changes(to other: FeedBaseline) throws(FeedError) -> Changeset {
        do {
            return try FeedComparison.changes(from: state, to: other.state).changeset
        } catch {
            throw FeedError(error)
        }
    }

    /// The changes from the state file (or build output) at `oldPath` to the one at `newPath`, as `feed diff`
    /// prints them: both files are read at once, into the lean form a comparison needs, each within
    /// the memory limit of `limits` as in `load(from:environment:)`. `keep` is given what the comparison was made
    /// from, for a caller that would rather hold it until it exits than free it before it prints.
    package static func comparison(
        ofFileAt oldPath: String, toFileAt newPath: String, options: DiffOptions = DiffOptions(),
        limits: ScriptLimits = ScriptLimits(), keeping keep: (Any) -> Void = { _ in }
    ) throws(FeedError) -> ChangesDocument {
        do {
            return try FeedComparison.changes(
                betweenFilesAt: oldPath, and: newPath, options: options, allowance: StateReadAllowance(limits),
                keeping: keep)
        } catch {
            throw FeedError(error)
        }
    }

    /// Writes the baseline atomically to `path` (a crash leaves the old file or the new one, never a torn one).
    /// A feed folder's own state file (`Feed.statePath`) is never written through a link out of the folder.
    ///
    /// - Throws: `FeedError` when the file cannot be written, or, for a build's `baseline`, `path` is one of that
    ///   feed's own files (a script, a `lib/` module or a `data/` file).
    public func save(to path: String) throws(FeedError) {
        // As `FeedBuild.save(to:)` refuses it: `build.baseline.save(to: DIR/a.lua)` wrote the state over the script.
        if let refusal = FeedError.savingOverFeedInput(path, folder: folder) { throw refusal }
        do {
            try StateStore(guardingFeedStateAt: path).save(state)
        } catch {
            throw FeedError(error)
        }
    }
}
