import FeedHost

/// What `feed build` writes: JSON made a window of sections at a time as it is written, or one drawn document.
///
/// An enum rather than an `AnySequence` of chunks: boxing the JSON stream made the runtime look up its `Sequence`
/// and `IteratorProtocol` conformances in every loaded image on every run, part of a cold build's start.
enum BuildOutput {
    case stream(JSONChunkStream)
    case whole([UInt8])
}

extension CommandContext {
    /// `emit` of the output's chunks; nothing at all when there is no output.
    func emit(_ output: BuildOutput?, consequence: String? = nil) -> Bool {
        switch output {
        case .stream(let chunks)?: emit(chunks: chunks, consequence: consequence)
        case .whole(let bytes)?: emit(bytes, consequence: consequence)
        case nil: emit(chunks: [[UInt8]](), consequence: consequence)
        }
    }
}
