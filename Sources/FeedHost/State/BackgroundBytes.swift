/// Bytes encoded on another thread while the caller does other work: `feed build` prints its output while its
/// state file is encoded.
package typealias BackgroundBytes = Background<[UInt8]>

extension Background<[UInt8]> {
    /// The bytes, once the encoding has finished (waiting for it if need be).
    package func bytes() -> [UInt8] { value() }
}

extension FeedDocument {
    /// `stateBytes()`, encoded on another thread from now on.
    package func stateBytesInBackground() -> BackgroundBytes {
        BackgroundBytes { [self] in stateBytes() }
    }
}
