extension FeedDocument {
    /// `stateBytes()`, encoded on another thread from now on: `feed build` prints its output meanwhile.
    package func stateBytesInBackground() -> Background<[UInt8]> {
        Background { [self] in stateBytes() }
    }

    /// `stateChunks()`, encoded on another thread from now on.
    package func stateChunksInBackground() -> Background<[[UInt8]]> {
        Background { [self] in stateChunks() }
    }
}
