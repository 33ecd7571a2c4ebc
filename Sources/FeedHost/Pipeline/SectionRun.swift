import FeedScripting

/// What one section script produced in one run: its id, items, payloads and layout recipe, or its problems.
struct SectionRun: Sendable {
    let script: ScriptFile
    var id: String?
    var items: [SectionItem] = []
    /// The canonical encoding of each item's fields, in item order.
    var itemPayloads: [Payload] = []
    var header: Payload?
    var footer: Payload?
    var recipe: SectionRecipe?
    /// `FeedPipeline.sectionHash` of this run, computed once its recipe is made: every later run that keeps the
    /// section (`feed watch`) reuses it instead of hashing the recipe again.
    var hash: ContentHash?
    /// The `env` the recipe was made for (with the item count and section index).
    var environment: ScriptEnvironment?
    var diagnostics: [Diagnostic] = []
    /// `print` lines, in order.
    var log: [String] = []
    /// `data/` files and `lib/` modules read: a change to any of them re-runs the script in `feed watch`.
    var dataFiles: [String] = []
    var modules: [String] = []
    /// Time in Lua and in decoding its values, and in encoding the items' fields.
    var luaNanoseconds: UInt64 = 0
    var encodingNanoseconds: UInt64 = 0

    init(script: ScriptFile) {
        self.script = script
    }

    /// Whether the run gave a complete section.
    var succeeded: Bool { diagnostics.isEmpty && id != nil && recipe != nil }
}
