import FeedScripting

/// What one section script produced in one run: its id, items, payloads and layout recipe, or its problems.
struct SectionRun: Sendable {
    let script: ScriptFile
    var id: String?
    var items: [SectionItem] = []
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
    /// `FeedPipeline.sectionHash` of this run, once the recipe is known (set where the recipe is made).
    var sectionHash: ContentHash?
    /// The badge kinds each item hides (`supplementaries = { badge = false }`), by item index.
    var hiddenSupplementaries: [Int: Set<String>] = [:]
    /// The hashes of the parts `sectionHash` covers, set with it.
    var sectionParts: SectionPartHashes?
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

    private mutating func forgetHashes() {
        sectionHash = nil
        sectionParts = nil
    }

    /// Whether the run gave a complete section.
    var succeeded: Bool { diagnostics.isEmpty && id != nil && recipe != nil }
}
