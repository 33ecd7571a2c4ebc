import FeedLayout

/// One laid-out section's finished parts, kept by a pipeline so that a rebuild which leaves a section's run and
/// layout as they were reuses its document and state instead of assembling them again (`feed watch`).
struct SectionParts: Sendable {
    /// The layout the document was assembled from; a later layout must equal it for the parts to be reused.
    let layout: SectionLayout
    let document: SectionDocument
    /// The section's state (hex hashes), made on first use.
    var state: FeedState.SectionState?

    /// - Parameter replaced: the parts of the script's run before, whose state bytes may lend this section's the
    ///   items spelled alike.
    init(layout: SectionLayout, document: SectionDocument, replacing replaced: SectionParts? = nil) {
        self.layout = layout
        self.document = document
        encodedState = EncodedSectionState(
            replacing: replaced.flatMap { $0.document.id == document.id ? $0.encodedState : nil })
    }

    /// The section's state file bytes, made on first use (by this thread or the state writer's).
    let encodedState: EncodedSectionState

    /// The section's state, made once.
    mutating func makeState() -> FeedState.SectionState {
        if let state { return state }
        let made = FeedState.SectionState(document)
        state = made
        return made
    }

    /// The section's state file bytes, encoded once.
    mutating func makeStateBytes() -> [UInt8] {
        encodedState.bytes(of: makeState())
    }
}
