import FeedJSON
import Synchronization

/// A section's state file bytes, encoded once by whichever thread needs them first: the rebuild (inline saves)
/// or the state writer (`feed watch`, which encodes after the rebuild's output is out). Shared by reference
/// between a section's parts and the writer's job, so bytes the writer encoded serve every later save.
///
/// The encoding of the section it replaces (the script's run before) lends it the bytes of items that are
/// spelled alike, as `SectionEncoding` does for the output: a save that edits a few of 10,000 items encodes those.
final class EncodedSectionState: Sendable {
    private let encoding: Mutex<(made: StateSectionEncoding?, replacing: EncodedSectionState?)>

    init(replacing previous: EncodedSectionState? = nil) {
        // Only a made encoding lends bytes: an unmade one passes on its own lender, so lenders never chain.
        let lender = previous.flatMap { previous in
            previous.encoding.withLock { $0.made == nil ? $0.replacing : previous }
        }
        encoding = Mutex((nil, lender))
    }

    /// The bytes, encoding `state` when no one has yet.
    func bytes(of state: FeedState.SectionState) -> [UInt8] {
        let (made, previous) = encoding.withLock { ($0.made, $0.replacing) }
        if let made { return made.bytes }
        let encoded = StateSectionEncoding(state, reusing: previous?.encoding.withLock { $0.made })
        // The replaced encoding is let go once this one is made, so encodings never form a chain.
        encoding.withLock { $0 = (encoded, nil) }
        return encoded.bytes
    }
}

/// The state file of one rebuild, to encode on the state writer's thread: every section's state, with the bytes
/// earlier saves encoded where the section is unchanged.
struct StateEncoding: Sendable {
    let state: FeedState
    /// Per section, the shared bytes of a section carried over (nil: encoded afresh).
    let encoded: [EncodedSectionState?]
    let itemCount: Int

    /// The state file bytes; equal to `state.jsonBytes()`.
    func bytes() -> [UInt8] {
        let sections = zip(state.sections, encoded).map { section, encoded in
            encoded?.bytes(of: section) ?? section.jsonBytes()
        }
        return JSONWriter.state(environment: state.environment, encodedSections: sections, capacity: itemCount)
    }
}
