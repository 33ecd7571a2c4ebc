import FeedJSON
import Synchronization

/// A section's state file bytes, encoded once by whichever thread needs them first: the rebuild (inline saves)
/// or the state writer (`feed watch`, which encodes after the rebuild's output is out). Shared by reference
/// between a section's parts and the writer's job, so bytes the writer encoded serve every later save.
final class EncodedSectionState: Sendable {
    private let bytes = Mutex<[UInt8]?>(nil)

    /// The bytes, encoding `state` when no one has yet.
    func bytes(of state: FeedState.SectionState) -> [UInt8] {
        if let made = bytes.withLock({ $0 }) { return made }
        let made = state.jsonBytes()
        bytes.withLock { $0 = made }
        return made
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
