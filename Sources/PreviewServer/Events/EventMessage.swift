/// The bytes of one server-sent event, in pieces sent one after another. A piece is shared with the value it came
/// from rather than copied: a `feed` event's data is the document's JSON, the very bytes `/feed.json` serves.
package struct EventMessage: Sendable {
    let pieces: [[UInt8]]
    /// The number of bytes in all the pieces.
    package let count: Int

    /// The pieces in the order they go out.
    package init(_ pieces: [UInt8]...) {
        self.pieces = pieces
        count = pieces.reduce(0) { $0 + $1.count }
    }

    /// Up to `maximum` bytes from `position` on, across pieces.
    func bytes(from position: Int, maximum: Int) -> [UInt8] {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(max(0, min(maximum, count - position)))
        var skipped = position
        for piece in pieces where chunk.count < maximum {
            if skipped >= piece.count {
                skipped -= piece.count
                continue
            }
            let wanted = maximum - chunk.count
            let end = piece.count - skipped <= wanted ? piece.count : skipped + wanted
            chunk += piece[skipped..<end]
            skipped = 0
        }
        return chunk
    }
}
