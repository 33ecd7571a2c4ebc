import FeedJSON
import FeedLayout
import FeedScripting
import LuaBridge

/// What one section script produced in one run: its id, items, payloads and layout recipe, or its problems.
struct SectionRun: Sendable {
    let script: ScriptFile
    var id: String?
    var items: [SectionItem] = []
    /// Whether an item may hold a field the host reads (`SectionScript.readItems`): when none does, none hides a
    /// badge or styles a list row.
    var itemsMayHoldHostFields = true
    /// The canonical encoding of each item's fields, in item order.
    var itemPayloads: [Payload] = []
    var header: Payload? {
        didSet { forgetHashes() }
    }
    var footer: Payload? {
        didSet { forgetHashes() }
    }
    var recipe: SectionRecipe? {
        didSet { forgetHashes() }
    }
    /// `contentHash` of this run, once the recipe is known (set where the recipe is made).
    var sectionHash: ContentHash?
    /// The badge kinds each item hides (`supplementaries = { badge = false }`), by item index.
    var hiddenSupplementaries: [Int: Set<String>] = [:]
    /// A list's rows with their levels and separators (`ListRowStyles`); empty for defaults and other sections.
    var listRows: [ListRow] = []
    /// The hashes of the parts `contentHash` covers, set with it.
    var sectionParts: SectionPartHashes?
    /// Each item's id and row hash as the snapshot takes them, made in the parallel `lay` step and taken (let go)
    /// by the snapshot (`ScriptRuntime.takeSnapshotItems`).
    var snapshotItems: [(id: String, hash: UInt64)]?
    /// The `env` the recipe was made for (with the item count and section index).
    var environment: ScriptEnvironment?
    var diagnostics: [Diagnostic] = []
    /// Diagnostics left out by ``keepDiagnostics(within:)``, and whether any of them was an error.
    private(set) var hiddenDiagnostics = 0
    private(set) var hidesErrors = false
    /// The memory limit all the feed's scripts share stopped the load (`FeedPipeline` then runs the scripts again,
    /// one at a time).
    private(set) var stoppedAtFeedMemoryLimit = false
    /// The section's cell templates, compiled; nil when it has none.
    var cells: SectionCells?
    /// The most anchored supplementaries the layout can give the items (`SectionInput.anchoredSupplementaryBound`),
    /// set with the recipe: the feed's budget counts them before anything is laid out, also in a later run that
    /// let this one's items go.
    var anchoredSupplementaries = 0

    /// What the section's cells and badges ask of the feed's budget (`FeedPipeline.withinFeedBudget`).
    var demand: SectionDemand {
        var demand = cells?.demand ?? SectionDemand()
        demand.badges = anchoredSupplementaries
        return demand
    }
    /// The header and footer payloads as fields, for their templates.
    var headerFields: JSONObject?
    var footerFields: JSONObject?
    /// `print` lines, in order.
    var log: [String] = []
    /// `data/` files and `lib/` modules read: a change to any of them re-runs the script in `feed watch`.
    var dataFiles: [String] = []
    /// The `data/` files read, by their paths inside `data/` with every link resolved: the same file as the
    /// watcher names it when it walked it by another path (a linked folder).
    var dataTargets: [String] = []
    var modules: [String] = []
    /// The hashes of the bytes read: of the `data/` files by target, of the modules by name, of the script's own
    /// file (nil when it could not be read). A change reporting the same bytes does not run the script again.
    var dataHashes = ReadHashes()
    var moduleHashes = ReadHashes()
    var sourceHash: UInt64?
    /// Time of the run's steps in all (`PipelineTimings.lua`), of its `items(ctx)` call with the items read, and
    /// of encoding the items' fields.
    var luaNanoseconds: UInt64 = 0
    var itemsNanoseconds: UInt64 = 0
    var encodingNanoseconds: UInt64 = 0

    init(script: ScriptFile) {
        self.script = script
    }

    /// Adds the problems of an error that stopped the load, each with its hint on raising the limit it hit, and
    /// notes whether that was the feed's shared memory limit (the hint replaces the limit's record).
    mutating func addStop(_ problems: [Diagnostic]) {
        stoppedAtFeedMemoryLimit =
            stoppedAtFeedMemoryLimit
            || problems.contains { problem in
                if case .memoryLimit = problem.exceededLimit { return true }
                return false
            }
        diagnostics += problems.map(\.withRaisingHint)
    }

    /// Keeps at most `share` diagnostics, errors first (so a run that has errors keeps one), and counts the rest
    /// (``hiddenDiagnostics``; the pipeline reports their number). Each script caps a repeated mistake at 1,000,
    /// but 1,000 scripts that each made one held 1,000,000 diagnostics: 1 GB, 190 MB printed and 225 MB of JSON.
    mutating func keepDiagnostics(within share: Int) {
        guard diagnostics.count > share else { return }
        let errors = diagnostics.filter { $0.severity == .error }
        let warnings = diagnostics.filter { $0.severity != .error }
        let kept = Array(errors.prefix(share)) + warnings.prefix(max(0, share - errors.count))
        hiddenDiagnostics += diagnostics.count - kept.count
        hidesErrors = hidesErrors || errors.count > share
        diagnostics = kept
    }

    /// The line that counts the diagnostics ``keepDiagnostics(within:)`` left out, when it left any.
    func hiddenDiagnosticsSummary(share: Int, scriptCount: Int) -> Diagnostic? {
        guard hiddenDiagnostics > 0 else { return nil }
        return Diagnostic(
            hidesErrors ? .error : .warning, script: script.name,
            message: "\(LuaLimits.grouped(hiddenDiagnostics)) more lines of this script's problems are not shown: a "
                + "feed of \(LuaLimits.grouped(scriptCount)) scripts shows \(LuaLimits.grouped(share)) a script")
    }

    private mutating func forgetHashes() {
        sectionHash = nil
        sectionParts = nil
    }

    /// Whether the run gave a complete section.
    var succeeded: Bool { errors.isEmpty && id != nil && recipe != nil }

    /// The diagnostics that stop the section (warnings, such as an ambiguous cell view, do not).
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
